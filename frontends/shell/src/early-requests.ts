/**
 * A signed-in page's first answers, requested as soon as the API base is known (main.ts), in parallel with
 * the shell's own shared modules, the session check and the page's code, instead of after them; the API
 * client takes each one when the page asks for it (@liquify/contracts' early-requests rules).
 */
import { earlyRequestsFor, leaveEarlyRequest } from '@liquify/contracts/rules';
import { STORED_TOKEN_KEY } from './user-area';

function storedToken(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(STORED_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Starts what the page at `pathname` requests first (nothing without a stored token); answers the URLs started. */
export interface EarlyRequestsEnvironment {
  storage?: Pick<Storage, 'getItem'>;
  fetchImpl?: (input: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
  scope?: object;
}

export function startEarlyRequests(apiBase: string, pathname: string, environment: EarlyRequestsEnvironment = {}): string[] {
  const { storage = globalThis.localStorage, fetchImpl = (input, init) => globalThis.fetch(input, init), now = Date.now, scope = globalThis } = environment;
  const token = storedToken(storage);
  if (!token) return [];
  const base = apiBase.replace(/\/+$/, '');
  return earlyRequestsFor(pathname).map(({ path, auth }) => {
    const url = `${base}${path}`;
    // The headers the API client sends for this GET (its Accept, and the token when the call is authenticated).
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (auth) headers.Authorization = `Bearer ${token}`;
    leaveEarlyRequest(url, { token: auth ? token : null, response: fetchImpl(url, { headers }), at: now() }, scope);
    return url;
  });
}
