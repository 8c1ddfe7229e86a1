import { AppException } from '@liquify/http';
import { StoreItemKind, StoreMessages as M } from '@liquify/contracts';

/** The stores service's stable error codes: tests assert on these and on the status. */
export enum StoresErrorCode {
  STORE_NOT_FOUND = 'STORE_NOT_FOUND',
  STORE_LIMIT_REACHED = 'STORE_LIMIT_REACHED',
  STORE_READ_ONLY = 'STORE_READ_ONLY',
  NOT_IN_LIBRARY = 'NOT_IN_LIBRARY',
  ALREADY_IN_STORE = 'ALREADY_IN_STORE',
  NOT_IN_STORE = 'NOT_IN_STORE',
  STORE_BUSY = 'STORE_BUSY',
}

export const StoresErrors = {
  /** Missing, deleted, malformed id, or another user's store: all the same 404 (no existence leak). */
  storeNotFound: () => AppException.notFound(M.storeNotFound, StoresErrorCode.STORE_NOT_FOUND),
  limitReached: (current: number, limit: number) => AppException.forbidden(M.limitReached(current, limit), StoresErrorCode.STORE_LIMIT_REACHED),
  readOnly: (limit: number) => AppException.forbidden(M.readOnly(limit), StoresErrorCode.STORE_READ_ONLY),
  notInLibrary: (kind: StoreItemKind) => AppException.notFound(M.notInLibrary(kind), StoresErrorCode.NOT_IN_LIBRARY),
  alreadyInStore: (kind: StoreItemKind) => AppException.conflict(M.alreadyInStore(kind), StoresErrorCode.ALREADY_IN_STORE),
  notInStore: (kind: StoreItemKind) => AppException.notFound(M.notInStore(kind), StoresErrorCode.NOT_IN_STORE),
  /** Too many concurrent changes of one store or quota in a row: the client may simply retry. */
  busy: () => AppException.conflict('The store changed meanwhile. Please try again.', StoresErrorCode.STORE_BUSY),
};
