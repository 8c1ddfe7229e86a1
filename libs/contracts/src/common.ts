import { z } from 'zod';

/** C0 controls, DEL, C1 controls and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same, less the line breaks and tabs a multi-line text (a description, a bio) may hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when `text` holds a control character (a name, title or slug never does: header and log injection). */
export const hasControlCharacter = (text: string) => CONTROL_CHARACTERS.test(text);
/** For `.refine()` of a single-line text (names, titles, slugs), placed before `.trim()` so nothing is silently cut. */
export const isSingleLineText = (text: string) => !CONTROL_CHARACTERS.test(text);
/** For `.refine()` of a multi-line text: line breaks and tabs are fine, other control characters are not. */
export const isMultiLineText = (text: string) => !CONTROL_CHARACTERS_BUT_LINES.test(text);
export const controlCharactersMessage = (field: string) => `${field} must not contain control characters`;

export const objectIdSchema = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a valid id');
export const isoDateSchema = z.string().datetime({ offset: true });

/** Query-string integers: `?page=2` arrives as a string. */
export const pageQuery = z.coerce.number().int().min(1).max(100000).default(1);
export const limitQuery = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
export const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: z.string().optional(),
    details: z.unknown().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

/**
 * The values of a closed vocabulary written once, as its labels: in the labels' order (what `z.enum` and the
 * menus take). `export const TICKET_STATUSES = valuesOf(TICKET_STATUS_LABELS);`
 */
export const valuesOf = <K extends string>(labels: Readonly<Record<K, string>>) => Object.keys(labels) as [K, ...K[]];

export const successOf = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const messageOk = z.object({ success: z.literal(true), message: z.string() });

/** -1 means unlimited everywhere in the product. */
export const UNLIMITED = -1;
export const limitSchema = z.number().int().min(-1);
