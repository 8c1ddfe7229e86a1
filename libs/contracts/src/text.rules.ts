/**
 * Text and limit facts shared by the zod schemas (common.ts) and the pure rules of every area. No zod here:
 * the browser's light entry (rules.ts) is built on this file.
 */

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

/** -1 means unlimited everywhere in the product. */
export const UNLIMITED = -1;

/**
 * The values of a closed vocabulary written once, as its labels: in the labels' order (what `z.enum` and the
 * menus take). `export const TICKET_STATUSES = valuesOf(TICKET_STATUS_LABELS);`
 */
export const valuesOf = <K extends string>(labels: Readonly<Record<K, string>>) => Object.keys(labels) as [K, ...K[]];
