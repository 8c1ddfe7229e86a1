export {
  BOTH_CREDENTIALS_REQUIRED,
  SessionProvider,
  useApi,
  useSession,
  type AuthOutcome,
  type SessionContextValue,
  type SessionProviderProps,
  type SessionStatus,
} from './session';
export { RequireAdmin, RequireUser, type GuardProps } from './guards';
export {
  AUTH_TOKEN_KEY,
  STORED_USER_KEY,
  clearSession,
  hasStoredSession,
  readToken,
  writeSession,
} from './session-storage';
export { ADMIN_LOGIN_FLASH_KEY, ADMIN_ROLE_REMOVED_MESSAGE, putAdminLoginNotice, takeAdminLoginNotice } from './admin-notice';
