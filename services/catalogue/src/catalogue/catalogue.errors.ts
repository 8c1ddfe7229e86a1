import { AppException } from '@liquify/http';

/** Machine-readable reasons of the catalogue's error answers; tests assert on them. */
export enum CatalogueErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  ModuleNotFound = 'MODULE_NOT_FOUND',
  SectionNotFound = 'SECTION_NOT_FOUND',
  SlugTaken = 'SLUG_TAKEN',
  InvalidLiquid = 'INVALID_LIQUID',
  InvalidSectionSchema = 'INVALID_SECTION_SCHEMA',
  ConcurrentChange = 'CONCURRENT_CHANGE',
  PreviewUnavailable = 'PREVIEW_UNAVAILABLE',
  ThumbnailNotFound = 'THUMBNAIL_NOT_FOUND',
}

export const catalogueError = {
  validation: (message: string, details?: unknown) => new AppException(400, CatalogueErrorCode.ValidationFailed, message, details),
  invalidLiquid: (message: string, details?: unknown) => new AppException(400, CatalogueErrorCode.InvalidLiquid, message, details),
  invalidSchema: (message: string, details?: unknown) => new AppException(400, CatalogueErrorCode.InvalidSectionSchema, message, details),
  notFound: (code: CatalogueErrorCode, message: string) => new AppException(404, code, message),
  slugTaken: (message: string) => new AppException(409, CatalogueErrorCode.SlugTaken, message),
  concurrentChange: (message: string) => new AppException(409, CatalogueErrorCode.ConcurrentChange, message),
  previewUnavailable: (details?: unknown) => new AppException(422, CatalogueErrorCode.PreviewUnavailable, 'Preview unavailable', details),
};
