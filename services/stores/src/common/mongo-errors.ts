/**
 * A unique-index violation. MongoDB reports code 11000; FerretDB 1.24 does so on insert but answers an
 * update that breaks a unique index with an InternalError whose message names the SQLite constraint.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  const e = err as { code?: number; message?: string } | null;
  if (!e) return false;
  if (e.code === 11000 || e.code === 11001) return true;
  return typeof e.message === 'string' && /UNIQUE constraint failed|duplicate key/i.test(e.message);
}
