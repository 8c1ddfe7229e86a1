import { StoreItemKind, StoreMessages as M } from '@liquify/contracts';
import { defineErrors } from '@liquify/http';

/**
 * The stores service's error codes and statuses (tests assert on the code). Messages quote doc 2 §5, §8 at the
 * throw sites below; the message declared with each code is what shows when one is thrown without its own.
 */
export const StoresErrors = defineErrors({
  /** Missing, deleted, malformed id, or another user's store: all the same 404 (no existence leak). */
  STORE_NOT_FOUND: { status: 404, message: M.storeNotFound },
  STORE_LIMIT_REACHED: { status: 403, message: 'Store limit reached. Please upgrade your plan to create more stores.' },
  STORE_READ_ONLY: { status: 403, message: 'This store is read-only. Upgrade your plan or delete a store to edit it again.' },
  NOT_IN_LIBRARY: { status: 404, message: 'Item not found in your library' },
  ALREADY_IN_STORE: { status: 409, message: 'This item is already in the store' },
  NOT_IN_STORE: { status: 404, message: 'Item not found in this store' },
  ENTRY_LOCKED: { status: 403, message: 'This item is locked by your plan: upgrade your plan to add it to a store.' },
  /** An admin route called by someone who is no longer an admin (the current role, not the token's). */
  ADMIN_ONLY: { status: 403, message: 'Admin privileges required' },
  /** Too many concurrent changes of one user's quota in a row: the client may simply retry. */
  STORE_BUSY: { status: 409, message: 'Your stores changed meanwhile. Please try again.' },
});

export const storeNotFound = () => StoresErrors.STORE_NOT_FOUND();
export const limitReached = (current: number, limit: number) =>
  StoresErrors.STORE_LIMIT_REACHED(M.limitReached(current, limit));
export const readOnlyStore = (limit: number) => StoresErrors.STORE_READ_ONLY(M.readOnly(limit));
export const notInLibrary = (kind: StoreItemKind) => StoresErrors.NOT_IN_LIBRARY(M.notInLibrary(kind));
export const alreadyInStore = (kind: StoreItemKind) => StoresErrors.ALREADY_IN_STORE(M.alreadyInStore(kind));
export const entryLocked = (kind: StoreItemKind) => StoresErrors.ENTRY_LOCKED(M.entryLocked(kind));
export const notInStore = (kind: StoreItemKind) => StoresErrors.NOT_IN_STORE(M.notInStore(kind));
