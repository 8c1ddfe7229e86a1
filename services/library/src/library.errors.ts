import { defineErrors } from '@liquify/http';

/** The library's error codes and statuses (the messages are the spec's, given where thrown). */
export const LibraryErrors = defineErrors({
  ENTRY_NOT_FOUND: 404,
  SECTION_CODE_EMPTY: 400,
  INVALID_LIQUID: 400,
  INVALID_SECTION_SCHEMA: 400,
  NOT_OWNER: 403,
  CATALOGUE_ITEM_NOT_FOUND: 404,
  SECTION_LOCKED: 403,
  NOT_IN_PLAN: 403,
  QUOTA_EXCEEDED: 403,
  ALREADY_IN_LIBRARY: 409,
  ENTRY_LOCKED: 403,
  NO_UPDATE_AVAILABLE: 409,
  NO_PREVIOUS_VERSION: 409,
  NOT_REMOVED: 409,
  RESTORE_WINDOW_OVER: 409,
  /** The user's account has not reached the library yet (read-models/account-arrival.ts). */
  ACCOUNT_NOT_READY: 503,
});
