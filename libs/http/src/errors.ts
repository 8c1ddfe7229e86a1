import { AppException } from './app-exception';

/** One error a service answers: its HTTP status and, when it always says the same, its message. */
export type ErrorSpec = number | { status: number; message?: string };

/** Builds the AppException of one declared code; `message` replaces the declared default. */
export interface ErrorFactory<C extends string> {
  (message?: string, details?: unknown): AppException;
  readonly code: C;
  readonly status: number;
}

export type ErrorCatalog<T extends Record<string, ErrorSpec>> = { readonly [K in keyof T & string]: ErrorFactory<K> };

/**
 * The one way a service declares its error codes and maps them to statuses:
 *
 *   export const LibraryErrors = defineErrors({
 *     ENTRY_NOT_FOUND: { status: 404, message: 'Entry not found' },
 *     ENTRY_EXISTS: 409,
 *   });
 *   throw LibraryErrors.ENTRY_NOT_FOUND();                 // 404 {success:false, error:'Entry not found', code:'ENTRY_NOT_FOUND'}
 *   throw LibraryErrors.ENTRY_EXISTS('Already in your library');
 *   expect(body.code).toBe(LibraryErrors.ENTRY_EXISTS.code);
 *
 * The code is the key (stable, machine-readable; tests assert on it), the status is declared once.
 */
export function defineErrors<const T extends Record<string, ErrorSpec>>(specs: T): ErrorCatalog<T> {
  const catalog: Record<string, ErrorFactory<string>> = {};
  for (const [code, spec] of Object.entries(specs)) {
    const { status, message: fallback } = typeof spec === 'number' ? { status: spec, message: undefined } : spec;
    if (!Number.isInteger(status) || status < 400 || status > 599) throw new Error(`error ${code}: status ${status} is not an error status`);
    const factory = (message?: string, details?: unknown) => new AppException(status, code, message ?? fallback ?? code, details);
    catalog[code] = Object.assign(factory, { code, status }) as ErrorFactory<string>;
  }
  return Object.freeze(catalog) as ErrorCatalog<T>;
}
