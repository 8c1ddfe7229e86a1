import { z } from 'zod';
import { ITEM_KINDS } from './item-kinds';
import { UNLIMITED } from './text.rules';

export * from './item-kinds';
export * from './text.rules';
export * from './time.rules';
export * from './idempotency.rules';

/** A catalogue item's kind in a schema (ITEM_KINDS). */
export const itemKindSchema = z.enum(ITEM_KINDS);

export const objectIdSchema = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a valid id');
export const isoDateSchema = z.string().datetime({ offset: true });

/** Query-string integers: `?page=2` arrives as a string. */
export const pageQuery = z.coerce.number().int().min(1).max(100000).default(1);
export const limitQuery = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: z.string().optional(),
    details: z.unknown().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

export const successOf = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const messageOk = z.object({ success: z.literal(true), message: z.string() });

/** A limit: a count, or UNLIMITED (-1). */
export const limitSchema = z.number().int().min(UNLIMITED);
