import { LibraryMessages as M, SECTION_CODE_MESSAGES } from '@liquify/contracts';
import { defineErrors } from '@liquify/http';

/**
 * The library's error codes and statuses. Throw sites give the spec's words for the module or section at hand;
 * the message declared here is what shows when one does not.
 */
export const LibraryErrors = defineErrors({
  ENTRY_NOT_FOUND: { status: 404, message: 'This item is not in your library.' },
  SECTION_CODE_EMPTY: { status: 400, message: SECTION_CODE_MESSAGES.empty },
  INVALID_LIQUID: { status: 400, message: 'The Liquid code has a syntax error' },
  INVALID_SECTION_SCHEMA: { status: 400, message: 'The section schema is not valid' },
  NOT_OWNER: { status: 403, message: 'You do not have access to this item.' },
  CATALOGUE_ITEM_NOT_FOUND: { status: 404, message: 'This item is not in the catalogue.' },
  SECTION_LOCKED: { status: 403, message: M.sectionLocked },
  NOT_IN_PLAN: { status: 403, message: 'This item is not included in your plan. Upgrade your plan to use it.' },
  QUOTA_EXCEEDED: { status: 403, message: "You've reached your plan limit. Upgrade your plan to add more." },
  ALREADY_IN_LIBRARY: { status: 409, message: 'This item is already in your library.' },
  ENTRY_LOCKED: { status: 403, message: 'This item is locked: your plan does not cover it. Upgrade your plan to edit it.' },
  NO_UPDATE_AVAILABLE: { status: 409, message: M.noUpdateAvailable },
  NO_PREVIOUS_VERSION: { status: 409, message: M.noPreviousVersion },
  NOT_REMOVED: { status: 409, message: M.entryNotRemoved },
  RESTORE_WINDOW_OVER: { status: 409, message: M.restoreWindowOver },
  /** The user's account has not reached the library yet (read-models/account-arrival.ts). */
  ACCOUNT_NOT_READY: { status: 503, message: 'Your account is still being set up. Please try again in a moment.' },
});
