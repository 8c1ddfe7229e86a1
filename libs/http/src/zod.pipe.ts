import { PipeTransform } from '@nestjs/common';
import { z, ZodError } from 'zod';
import { AppException } from './app-exception';

export interface FieldIssue {
  field: string;
  message: string;
}

export function zodIssuesToDetails(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }));
}

/** The first issue's message: the spec shows one error at a time, so it becomes the envelope's `error`. */
export function firstIssueMessage(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return 'Validation failed';
  if (first.code === 'unrecognized_keys') return `Unknown field: ${first.keys.join(', ')}`;
  // Keep a schema's own wording (the spec's messages); only zod's generic text becomes '<field> is required'.
  if (first.code === 'invalid_type' && first.input === undefined && first.message.startsWith('Invalid input')) {
    return `${first.path.join('.') || 'body'} is required`;
  }
  return first.message;
}

/**
 * The one parse of a request part: `value` (a missing body reads as {}) checked with `schema`; else 400 with the
 * envelope, `error` = the first issue's message (the spec's wording, see firstIssueMessage), `details` = every
 * offending field.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw AppException.badRequest(firstIssueMessage(result.error), zodIssuesToDetails(result.error), 'VALIDATION_FAILED');
}

/** Validates a request part with a zod schema; answers 400 naming the offending fields. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    return parseInput(this.schema, value);
  }
}
