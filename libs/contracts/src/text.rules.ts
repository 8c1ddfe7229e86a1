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

/** C0 controls, DEL and C1 controls, each of which escapeRegExp writes as `\xHH`. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REGEX_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const REGEX_SYNTAX = /[.*+?^${}()|[\]\\/-]/g;

/**
 * The one way a regular expression is built from input (a search, a value to find): the text matches
 * itself and nothing else. Pattern syntax is escaped, and every control character is written as `\xHH`,
 * which JavaScript and MongoDB's PCRE read alike: a pattern never carries a raw NUL (BSON refuses it in a
 * regular expression, issue 21 item 15) nor another control byte. U+2028 and U+2029 stay as they are (a
 * JavaScript RegExp's `source` rewrites them as `\u2028`, which PCRE refuses: give MongoDB the pattern as
 * a `$regex` string, see containsText in @liquify/mongo).
 */
export const escapeRegExp = (text: string) =>
  text
    .replace(REGEX_SYNTAX, '\\$&')
    .replace(REGEX_CONTROL_CHARACTERS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** -1 means unlimited everywhere in the product. */
export const UNLIMITED = -1;

/**
 * The values of a closed vocabulary written once, as its labels: in the labels' order (what `z.enum` and the
 * menus take). `export const TICKET_STATUSES = valuesOf(TICKET_STATUS_LABELS);`
 */
export const valuesOf = <K extends string>(labels: Readonly<Record<K, string>>) => Object.keys(labels) as [K, ...K[]];

/** A count with its noun in the right number: '1 store', '3 stores' (issue #24 item 9: never '1 stores'). */
export const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
