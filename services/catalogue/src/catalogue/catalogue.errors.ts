import { CatalogueMessages } from '@liquify/contracts';
import { defineErrors } from '@liquify/http';

/** Every reason the catalogue answers an error for, with its status; tests assert on the codes. */
export const CatalogueErrors = defineErrors({
  VALIDATION_FAILED: 400,
  INVALID_LIQUID: 400,
  INVALID_SECTION_SCHEMA: 400,
  MODULE_NOT_FOUND: 404,
  SECTION_NOT_FOUND: 404,
  THUMBNAIL_NOT_FOUND: { status: 404, message: 'Thumbnail not found' },
  SLUG_TAKEN: 409,
  CONCURRENT_CHANGE: 409,
  /** A general update named a revision older than the item's: someone else saved meanwhile. */
  EDIT_CONFLICT: { status: 409, message: CatalogueMessages.editConflict },
  PREVIEW_UNAVAILABLE: { status: 422, message: 'Preview unavailable' },
});
