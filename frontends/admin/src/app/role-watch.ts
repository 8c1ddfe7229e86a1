/**
 * The admin app follows the session's role live (issue #25 item 7): what triggers a check of the role, as
 * pure functions (role-watch.spec.ts); use-role-watch.ts wires them to the window, the queries and the session.
 */
/** The role is checked this often while the admin screens are visible (besides focus and every refusal). */
export const ROLE_CHECK_INTERVAL_MS = 60_000;

/**
 * A refusal (403) from the API, as thrown by the client or wrapped by the admin calls (its cause). Known by
 * its name and status, not its class: the shell and a remote may each load their own copy of the client.
 */
export function isForbidden(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { name?: unknown; status?: unknown };
    if (candidate.name === 'ApiError' && candidate.status === 403) return true;
  }
  return false;
}

/** Whether the checked user may keep the admin screens: only while their current role is admin. */
export function keepsAdminScreens(user: { role?: string } | null): boolean {
  return user?.role === 'admin';
}
