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

/** The landing page's notion of "signed in": a token or a user record in local storage. */
export function hasStoredSession(): boolean {
  const store = storage();
  return Boolean(store?.getItem(AUTH_TOKEN_KEY) || store?.getItem(STORED_USER_KEY));
}
