import { CatalogueMessages } from '@liquify/contracts';
import { defineErrors } from '@liquify/http';

/** Every reason the catalogue answers an error for, with its status; tests assert on the codes. */
export const CatalogueErrors = defineErrors({
  VALIDATION_FAILED: { status: 400, message: 'Validation failed' },
  INVALID_LIQUID: { status: 400, message: 'The Liquid code has a syntax error' },
  INVALID_SECTION_SCHEMA: { status: 400, message: 'The section schema is not valid' },
  MODULE_NOT_FOUND: { status: 404, message: CatalogueMessages.moduleNotFound },
  SECTION_NOT_FOUND: { status: 404, message: CatalogueMessages.sectionNotFound },
  THUMBNAIL_NOT_FOUND: { status: 404, message: 'Thumbnail not found' },
  SLUG_TAKEN: { status: 409, message: 'Another item already uses this slug' },
  CONCURRENT_CHANGE: { status: 409, message: CatalogueMessages.concurrentChange },
  /** A general update named a revision older than the item's: someone else saved meanwhile. */
  EDIT_CONFLICT: { status: 409, message: CatalogueMessages.editConflict },
  PREVIEW_UNAVAILABLE: { status: 422, message: 'Preview unavailable' },
});
