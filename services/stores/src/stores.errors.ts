import { StoreItemKind, StoreMessages as M } from '@liquify/contracts';
import { defineErrors } from '@liquify/http';

/** The stores service's error codes and statuses (tests assert on the code). Messages quote doc 2 §5, §8. */
export const StoresErrors = defineErrors({
  /** Missing, deleted, malformed id, or another user's store: all the same 404 (no existence leak). */
  STORE_NOT_FOUND: { status: 404, message: M.storeNotFound },
  STORE_LIMIT_REACHED: 403,
  STORE_READ_ONLY: 403,
  NOT_IN_LIBRARY: 404,
  ALREADY_IN_STORE: 409,
  NOT_IN_STORE: 404,
  ENTRY_LOCKED: 403,
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
