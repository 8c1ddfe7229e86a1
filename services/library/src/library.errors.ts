/** Stable codes of the library's errors (the envelope's `code`). */
export enum LibraryErrorCode {
  EntryNotFound = 'ENTRY_NOT_FOUND',
  NotOwner = 'NOT_OWNER',
  CatalogueItemNotFound = 'CATALOGUE_ITEM_NOT_FOUND',
  SectionLocked = 'SECTION_LOCKED',
  NotInPlan = 'NOT_IN_PLAN',
  QuotaExceeded = 'QUOTA_EXCEEDED',
  AlreadyInLibrary = 'ALREADY_IN_LIBRARY',
  EntryLocked = 'ENTRY_LOCKED',
  NoUpdate = 'NO_UPDATE_AVAILABLE',
  NoPreviousVersion = 'NO_PREVIOUS_VERSION',
  Busy = 'BUSY',
}
