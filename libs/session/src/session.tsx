/**
 * The session of every Liquify front end. The shell renders <SessionProvider> inside its router; the
 * library is a module-federation singleton, so `useSession()` in a remote reads the shell's session.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { ApiError, getApiClient, type ApiClient, type AuthResult, type RegisterInput, type User } from '@liquify/api-client';
import { AUTH_TOKEN_KEY, clearSession, readToken, writeSession, writeStoredUser } from './session-storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** The pause before the start-up check is made again when the server did not answer the first one. */
export const SESSION_CHECK_RETRY_MS = 500;

/** Whether a failed call got an answer from the server (an HTTP status), not a network error or an abort. */
function answeredByServer(error: unknown): boolean {
  return error instanceof ApiError ? error.status !== undefined : typeof (error as { status?: unknown } | null)?.status === 'number';
}

export type AuthOutcome =
  | { success: true; user: User; token: string }
  | { success: false; error: string; serverMessage?: string; status?: number };

export interface SessionContextValue {
  status: SessionStatus;
  /** True until the start-up check of a stored token has finished. */
  loading: boolean;
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  api: ApiClient;
  /** POST /auth/login; on success stores the token and user. Never throws. */
  login(email: string, password: string): Promise<AuthOutcome>;
  /** POST /auth/register; on success stores the token and user. Never throws. */
  register(input: RegisterInput): Promise<AuthOutcome>;
  /** Stores a token and user obtained elsewhere. */
  setSession(token: string, user: User): void;
  /** GET /auth/me with the stored token; updates the user. Null when it fails. */
  refreshUser(): Promise<User | null>;
  /**
   * Ends the session on the server (POST /auth/logout, not awaited: a failure, e.g. offline, still signs
   * out here), removes the token and stored user, then goes to `redirectTo` (default /auth).
   */
  logout(redirectTo?: string | false): void;
  /**
   * "Sign out of all devices": POST /auth/logout-all, then as logout. Never throws; on failure nothing
   * changes here and the outcome says why.
   */
  logoutEverywhere(redirectTo?: string | false): Promise<{ success: true } | { success: false; error: string }>;
  /** Forgets the session locally without navigating (e.g. a refused admin login). */
  clear(): void;
}

/** What the session's login answers when either value is missing (spec 1 §5). */
export const BOTH_CREDENTIALS_REQUIRED = 'Please provide both email and password';

/** What "Sign out of all devices" says when the server could not be reached and gave no reason. */
export const LOGOUT_EVERYWHERE_FAILED = 'Failed to sign out of all devices';

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Defaults to the configured shared client. */
  api?: ApiClient;
}

interface State {
  status: SessionStatus;
  user: User | null;
  token: string | null;
}

function failureOutcome(error: unknown, fallback: string): AuthOutcome {
  if (error instanceof ApiError) {
    return { success: false, error: error.message || fallback, serverMessage: error.serverMessage, status: error.status };
  }
  return { success: false, error: error instanceof Error && error.message ? error.message : fallback };
}

export function SessionProvider({ children, api: apiProp }: SessionProviderProps) {
  const api = apiProp ?? getApiClient();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() => {
    const token = readToken();
    return { status: token ? 'loading' : 'anonymous', user: null, token };
  });
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Start-up: a stored token is checked with GET /auth/me; no token, or a failed check, means logged out.
  // A check cut short because the page is being left is not a failure: the token stays for the next page.
  // A check the server never answered is made once more after SESSION_CHECK_RETRY_MS before it counts as
  // failed: a reload aborts the page's requests as the next document replaces it, and a page that began its
  // check after its beforeunload had fired (e.g. the shell's reload for a new release) saw no beforeunload;
  // the pause outlives such a page, so it never signs the user out on its way.
  useEffect(() => {
    const token = readToken();
    if (!token) {
      clearSession();
      setState({ status: 'anonymous', user: null, token: null });
      return;
    }
    let cancelled = false;
    let leaving = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onLeave = () => {
      leaving = true;
    };
    window.addEventListener('beforeunload', onLeave);
    const check = (attempt: number) => {
      api.me().then(
        (user) => {
          if (cancelled) return;
          window.removeEventListener('beforeunload', onLeave);
          writeStoredUser(user);
          setState({ status: 'authenticated', user, token });
        },
        (error: unknown) => {
          if (cancelled || leaving) return;
          if (attempt === 0 && !answeredByServer(error)) {
            retry = setTimeout(() => check(1), SESSION_CHECK_RETRY_MS);
            return;
          }
          window.removeEventListener('beforeunload', onLeave);
          clearSession();
          setState({ status: 'anonymous', user: null, token: null });
        },
      );
    };
    check(0);
    return () => {
      cancelled = true;
      clearTimeout(retry);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, [api]);

  // Another tab signing out (token removed) signs this one out too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_TOKEN_KEY && !event.newValue) {
        setState({ status: 'anonymous', user: null, token: null });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setSession = useCallback((token: string, user: User) => {
    writeSession(token, user);
    setState({ status: 'authenticated', user, token });
  }, []);

  const accept = useCallback(
    (result: AuthResult): AuthOutcome => {
      setSession(result.token, result.user);
      return { success: true, user: result.user, token: result.token };
    },
    [setSession],
  );

  const login = useCallback(
    async (email: string, password: string): Promise<AuthOutcome> => {
      if (!email?.trim() || !password) return { success: false, error: BOTH_CREDENTIALS_REQUIRED };
      try {
        return accept(await api.login(email, password));
      } catch (error) {
        return failureOutcome(error, 'Login failed');
      }
    },
    [api, accept],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      try {
        return accept(await api.register(input));
      } catch (error) {
        return failureOutcome(error, 'Registration failed');
      }
    },
    [api, accept],
  );

  const refreshUser = useCallback(async () => {
    const token = readToken();
    if (!token) return null;
    try {
      const user = await api.me();
      writeStoredUser(user);
      if (mounted.current) setState({ status: 'authenticated', user, token });
      return user;
    } catch {
      return null;
    }
  }, [api]);

  const clear = useCallback(() => {
    clearSession();
    setState({ status: 'anonymous', user: null, token: null });
  }, []);

  const leave = useCallback(
    (redirectTo: string | false) => {
      clear();
      if (redirectTo) navigate(redirectTo, { replace: true });
    },
    [clear, navigate],
  );

  const logout = useCallback(
    (redirectTo: string | false = '/auth') => {
      const token = readToken();
      if (token) api.logout(token).catch(() => undefined);
      leave(redirectTo);
    },
    [api, leave],
  );

  const logoutEverywhere = useCallback(
    async (redirectTo: string | false = '/auth') => {
      try {
        await api.logoutAll();
      } catch (error) {
        const outcome = failureOutcome(error, LOGOUT_EVERYWHERE_FAILED);
        return { success: false as const, error: outcome.success ? LOGOUT_EVERYWHERE_FAILED : outcome.error };
      }
      leave(redirectTo);
      return { success: true as const };
    },
    [api, leave],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      status: state.status,
      loading: state.status === 'loading',
      user: state.user,
      token: state.token,
      isAuthenticated: state.status === 'authenticated',
      isAdmin: state.status === 'authenticated' && state.user?.role === 'admin',
      api,
      login,
      register,
      setSession,
      refreshUser,
      logout,
      logoutEverywhere,
      clear,
    }),
    [state, api, login, register, setSession, refreshUser, logout, logoutEverywhere, clear],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) {
    throw new Error('useSession() needs a <SessionProvider> above it (the shell renders one inside its router).');
  }
  return value;
}

/** The configured API client (the session's). */
export function useApi(): ApiClient {
  return useSession().api;
}
