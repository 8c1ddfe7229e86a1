/**
 * Where the session lives in the browser (spec 1 §4, §9): the bearer token under localStorage
 * `authToken` and a copy of the user record under `user` (the landing top bar reads either).
 */
import { AUTH_TOKEN_KEY, STORED_USER_KEY, type User } from '@liquify/api-client';

export { AUTH_TOKEN_KEY, STORED_USER_KEY };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function writeSession(token: string, user: User): void {
  const store = storage();
  store?.setItem(AUTH_TOKEN_KEY, token);
  writeStoredUser(user);
}

export function writeStoredUser(user: User): void {
  storage()?.setItem(STORED_USER_KEY, JSON.stringify(user));
}

/** Removes the token and the stored user record. */
export function clearSession(): void {
  const store = storage();
  store?.removeItem(AUTH_TOKEN_KEY);
  store?.removeItem(STORED_USER_KEY);
}

/**
 * "Signed in" as the landing page infers it from local storage alone (spec 1 §2 and §6): a token under
 * `authToken`, or a stored user record. Storage that cannot be read (privacy modes) means signed out.
 * Reads this window's local storage, or the `store` given.
 */
export function hasStoredSession(...args: [store: Pick<Storage, 'getItem'> | null | undefined] | []): boolean {
  const store = args.length ? args[0] : storage();
  if (!store) return false;
  try {
    if (store.getItem(AUTH_TOKEN_KEY)) return true;
    const user = store.getItem(STORED_USER_KEY);
    return Boolean(user && user !== 'null' && user !== 'undefined');
  } catch {
    return false;
  }
}
