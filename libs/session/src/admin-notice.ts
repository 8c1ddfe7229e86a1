/**
 * What /admin/login says when it opens (issue #25 item 7): the admin app puts the reason here before the
 * session changes, the admin login page takes it once. sessionStorage: it survives the redirect and a reload.
 */
export const ADMIN_LOGIN_FLASH_KEY = 'adminLoginError';

/** Shown on /admin/login to an admin whose role was changed while the admin screens were open. */
export const ADMIN_ROLE_REMOVED_MESSAGE = 'Your administrator access was removed: the admin screens are closed. Sign in with an administrator account to continue.';

export function putAdminLoginNotice(message: string): void {
  try {
    sessionStorage.setItem(ADMIN_LOGIN_FLASH_KEY, message);
  } catch {
    /* storage unavailable: the redirect still happens, without the reason */
  }
}

/** The notice, once (it is removed as it is read); null when there is none. */
export function takeAdminLoginNotice(): string | null {
  try {
    const message = sessionStorage.getItem(ADMIN_LOGIN_FLASH_KEY);
    if (message) sessionStorage.removeItem(ADMIN_LOGIN_FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}
