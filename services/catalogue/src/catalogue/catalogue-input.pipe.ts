import { PipeTransform } from '@nestjs/common';
import { zodIssuesToDetails } from '@liquify/http';
import { z } from 'zod';
import { catalogueError } from './catalogue.errors';

/**
 * Validates a body or query with a catalogue contract schema. Unlike the generic ZodPipe, the answer's
 * `error` is always the first issue's own message, so the spec's wording comes through unchanged
 * ('Titre et description requis', 'Title is required', 'Code is required'...).
 */
export class CatalogueInputPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value === undefined || value === null ? {} : value);
    if (result.success) return result.data;
    const first = result.error.issues[0];
    const message = first?.code === 'unrecognized_keys' ? `Unknown field: ${first.keys.join(', ')}` : (first?.message ?? 'Validation failed');
    throw catalogueError.validation(message, zodIssuesToDetails(result.error));
  }
}

export const catalogueInput = <S extends z.ZodType>(schema: S) => new CatalogueInputPipe(schema);
