/**
 * The signed-in area's remote pages, known before anything is rendered, so the shell can fetch a page's
 * code while it still loads its own shared modules and checks the session (main.ts, bootstrap.tsx). No
 * import here: main.ts runs before the federation boundary, where shared modules cannot be loaded yet.
 */
import type { RemoteName } from './app-config';

export interface RemotePageRef {
  remote: RemoteName;
  expose: string;
}

/**
 * Where the signed-in user's token is kept (spec 1: localStorage `authToken`). It is @liquify/session's
 * AUTH_TOKEN_KEY, which main.ts cannot import (a shared module); app.spec.tsx checks they are the same.
 */
export const STORED_TOKEN_KEY = 'authToken';

/** The remote page of a path of the user area (/dashboard/*, /help, /help/ticket/:id); null elsewhere. */
export function remotePageFor(pathname: string): RemotePageRef | null {
  if (/^\/dashboard(\/|$)/.test(pathname)) return { remote: 'dashboard', expose: 'DashboardApp' };
  if (/^\/help(\/ticket\/[^/]+)?\/?$/.test(pathname)) return { remote: 'dashboard', expose: 'HelpApp' };
  return null;
}

/** The page worth fetching ahead: a user-area path, and a stored token (otherwise the guard sends the visitor to /auth). */
export function signedInPageFor(pathname: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): RemotePageRef | null {
  let token: string | null = null;
  try {
    token = storage?.getItem(STORED_TOKEN_KEY) ?? null;
  } catch {
    /* storage unavailable */
  }
  return token ? remotePageFor(pathname) : null;
}

/** The public pages of the landing remote (app-routes.tsx), by exact path; null elsewhere. */
const PUBLIC_PAGES: Record<string, string> = {
  '/': 'HomePage',
  '/auth': 'AuthPage',
  '/auth/cancel': 'PaymentCanceledPage',
  '/onboarding': 'OnboardingPage',
  '/admin/login': 'AdminLoginPage',
};

export function publicPageFor(pathname: string): RemotePageRef | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const expose = PUBLIC_PAGES[path];
  return expose ? { remote: 'landing', expose } : null;
}
