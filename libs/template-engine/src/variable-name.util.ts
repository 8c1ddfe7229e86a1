import { FALLBACK_VARIABLE_NAME, MAX_GENERATED_NAME_LENGTH, VARIABLE_TYPES } from './template-engine.const';
import type { VariableType } from './template-engine.types';

/** A name a `${name}` placeholder can carry: starts with a letter or `_`, then letters, marks, digits, `_`. */
const NAME_SHAPE = /^[\p{L}_][\p{L}\p{M}\p{N}_]*$/u;

/** 3, 4, 6 or 8 hex digits: `fff`, `ffff`, `ff0000`, `ff000080`. */
const HEX_COLOUR = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** CSS units written alone (`${px}`); numbers with units (`${10px}`) already fail NAME_SHAPE. */
const CSS_UNITS = (
  'px em rem ex ch vh vw vmin vmax svh lvh dvh svw lvw dvw cqw cqh pt pc cm mm ' +
  'deg rad grad turn ms fr dpi dpcm dppx'
).split(' ');

/** CSS-wide keywords and values that are never variable names. */
const CSS_KEYWORDS = 'inherit initial unset revert auto none important transparent currentcolor'.split(' ');

/** JavaScript reserved words and globals that show up in `${...}` of template literals. */
const JS_KEYWORDS = (
  'break case catch class const continue debugger default delete do else enum export extends false ' +
  'finally for function if implements import in instanceof interface let new null of package private ' +
  'protected public return static super switch this throw true try typeof var void while with yield ' +
  'await async undefined nan infinity arguments window document'
).split(' ');

const IGNORED_NAMES: ReadonlySet<string> = new Set([...CSS_UNITS, ...CSS_KEYWORDS, ...JS_KEYWORDS]);

/** True when `name` looks like a hex colour (`fff`, `ff0000`), with or without a leading `#`. */
export function looksLikeHexColour(name: string): boolean {
  return HEX_COLOUR.test(name.startsWith('#') ? name.slice(1) : name);
}

/**
 * True when `${name}` is a variable placeholder that `extractVariables` picks up: the name has the
 * placeholder shape and does not look like a hex colour, a CSS unit, or a CSS or JavaScript keyword
 * (compared case-insensitively). Function calls and expressions (`fn()`, `a + b`, `obj.prop`) fail the shape.
 */
export function isPlaceholderName(name: string): boolean {
  return NAME_SHAPE.test(name) && !looksLikeHexColour(name) && !IGNORED_NAMES.has(name.toLowerCase());
}

/** Combining diacritics of Latin, Greek and Cyrillic letters, folded away (`é` -> `e`). Other scripts keep their marks. */
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;

/**
 * The spec's name rule (doc 3 §5): lowercase, every run of non-alphanumerics (including `_`) turned
 * into one `_`, edge `_` trimmed. Letters and digits of any script count as alphanumerics; Latin
 * accents are folded (`Couleur élégante` -> `couleur_elegante`). May return `''`.
 */
export function toVariableName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_DIACRITICS, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
    .replace(/^_|_$/g, '');
}

/** Cuts a generated name to MAX_GENERATED_NAME_LENGTH code points, without a trailing `_`. */
function shortenName(name: string): string {
  const codePoints = Array.from(name);
  if (codePoints.length <= MAX_GENERATED_NAME_LENGTH) return name;
  return codePoints.slice(0, MAX_GENERATED_NAME_LENGTH).join('').replace(/_+$/, '');
}

/**
 * Turns `text` into a name `extractVariables` will find again: the spec's name rule, cut to
 * MAX_GENERATED_NAME_LENGTH; when that name would be ignored as a placeholder (it starts with a
 * digit or looks like a hex colour, unit or keyword) it is prefixed with the type (`#ff0000` ->
 * `color_ff0000`, `10px` -> `size_10px`); an empty name becomes FALLBACK_VARIABLE_NAME.
 */
export function generatedVariableName(text: string, type: VariableType = 'text'): string {
  const name = shortenName(toVariableName(text));
  if (name === '') return FALLBACK_VARIABLE_NAME;
  if (isPlaceholderName(name)) return name;
  const prefix = VARIABLE_TYPES.includes(type) ? type : 'text';
  return `${prefix}_${name}`;
}

/** `name` if free, else the first free `name_2`, `name_3`, ... */
export function uniqueVariableName(name: string, takenNames: Iterable<string>): string {
  const taken = takenNames instanceof Set ? (takenNames as ReadonlySet<string>) : new Set(takenNames);
  if (!taken.has(name)) return name;
  let suffix = 2;
  while (taken.has(`${name}_${suffix}`)) suffix += 1;
  return `${name}_${suffix}`;
}

/** A readable label for a name: `buttonColor` and `button_color` -> `Button color`. */
export function labelFromName(name: string): string {
  const words = name
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, (_match, before: string, upper: string) => `${before} ${upper}`)
    .replace(/[_\s-]+/g, ' ')
    .trim()
    .toLowerCase();
  if (words === '') return name;
  const [first, ...rest] = Array.from(words);
  return first.toUpperCase() + rest.join('');
}

/** Stable id of an extracted variable, derived from its (modern) name. */
export function variableIdFor(name: string): string {
  return `var_${name}`;
}
