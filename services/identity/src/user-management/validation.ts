import { IdentityErrors } from '../identity.errors';

/**
 * A JSON object body (not an array, string or number), else 400. Only PUT /api/users/{id} needs it: its schema
 * depends on the caller's role, so it is parsed in the service (parseInput) instead of by @ValidBody().
 */
export function requireObjectBody(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw IdentityErrors.INVALID_BODY();
  return value as Record<string, unknown>;
}
