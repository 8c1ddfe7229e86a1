import { PipeTransform } from '@nestjs/common';
import { AppException, firstIssueMessage, zodIssuesToDetails } from '@liquify/http';
import { z, ZodError } from 'zod';
import { IdentityError, IdentityMessages } from './identity-errors';

/**
 * The message shown for a validation failure: the first issue's own message when the schema gave one (the
 * spec's wording, e.g. 'Full name is required'), else the platform's generic wording.
 */
export function validationMessage(error: ZodError): string {
  const first = error.issues[0];
  if (first && first.code !== 'unrecognized_keys' && !/^Invalid input/.test(first.message)) return first.message;
  return firstIssueMessage(error);
}

/** Parses `value` with `schema` or throws 400 with the envelope (`error` + per-field `details`). */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw AppException.badRequest(validationMessage(result.error), zodIssuesToDetails(result.error), 'VALIDATION_FAILED');
}

/** A JSON object body (not an array, string or number), else 400. */
export function requireObjectBody(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw AppException.badRequest(IdentityMessages.bodyMustBeObject, undefined, IdentityError.InvalidBody);
  }
  return value as Record<string, unknown>;
}

/** `@Body(valid(schema))` / `@Query(valid(schema))`. */
export const valid = <S extends z.ZodType>(schema: S): PipeTransform<unknown, z.infer<S>> => ({
  transform: (value: unknown) => validate(schema, value),
});
