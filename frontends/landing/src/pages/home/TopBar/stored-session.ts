import { AUTH_TOKEN_KEY, STORED_USER_KEY } from '@liquify/api-client';

/**
 * The landing page infers "signed in" from local storage alone (spec 1 §2 and §6): a token under
 * `authToken`, or a stored user record. Storage that cannot be read (privacy modes) means signed out.
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(AUTH_TOKEN_KEY)) return true;
    const user = storage.getItem(STORED_USER_KEY);
    return Boolean(user && user !== 'null' && user !== 'undefined');
  } catch {
    return false;
  }
}
