import { VARIABLE_TYPES } from './template-engine.const';
import type { VariableType } from './template-engine.types';

/**
 * A placeholder found in a template.
 * - `modern`: `${name}`; `name` is the raw text between the braces (it may be an expression such as
 *   `a + b`, which no variable is named after).
 * - `legacy`: `{type:label:value}` (spec doc 2 §3). `prefix` is `'$'` when the placeholder was written
 *   right after a dollar sign (`${number:Price:29}` reads "$29"), `''` otherwise; it is kept on rendering.
 */
export type PlaceholderToken =
  | { kind: 'modern'; raw: string; start: number; end: number; name: string }
  | {
      kind: 'legacy';
      raw: string;
      start: number;
      end: number;
      prefix: '' | '$';
      type: VariableType;
      label: string;
      defaultValue: string;
    };

const LEGACY_TYPE = VARIABLE_TYPES.join('|');
/** Label: no braces, colons, semicolons, line breaks, nor `? " \` = < >` (JS ternaries and strings, HTML). */
const LEGACY_LABEL = String.raw`[^{}:;?"\x60=<>\r\n]+`;
/** Value: anything up to the closing brace on the same line, except braces and `;` (CSS declarations). */
const LEGACY_VALUE = String.raw`[^{};\r\n]*`;
const LEGACY_BODY = `(${LEGACY_TYPE}):(${LEGACY_LABEL}):(${LEGACY_VALUE})`;

/**
 * Both placeholder forms in one left-to-right pass. Linear: every quantified class stops at a brace
 * (and the legacy ones at a line break), nothing is nested, and the legacy form only starts at `{`
 * directly followed by a known type. `{ color: red; }`, `{{ product.title }}` and `{% if %}` cannot
 * match the legacy form; `{color:red}` has only two parts and does not match either.
 */
const PLACEHOLDER = new RegExp(String.raw`\$\{([^{}]*)\}|\{${LEGACY_BODY}\}`, 'gi');
const LEGACY_BODY_ONLY = new RegExp(`^${LEGACY_BODY}$`, 'i');

function legacyToken(
  raw: string,
  start: number,
  prefix: '' | '$',
  type: string,
  label: string,
  value: string,
): PlaceholderToken | undefined {
  if (label.trim() === '') return undefined;
  return {
    kind: 'legacy',
    raw,
    start,
    end: start + raw.length,
    prefix,
    type: type.toLowerCase() as VariableType,
    label: label.trim(),
    defaultValue: value,
  };
}

function tokenAt(
  raw: string,
  start: number,
  modernBody: string | undefined,
  legacyType: string | undefined,
  legacyLabel: string | undefined,
  legacyValue: string | undefined,
): PlaceholderToken | undefined {
  if (modernBody === undefined) {
    return legacyToken(raw, start, '', legacyType ?? '', legacyLabel ?? '', legacyValue ?? '');
  }
  const legacyAfterDollar = LEGACY_BODY_ONLY.exec(modernBody);
  if (legacyAfterDollar) {
    const [, type, label, value] = legacyAfterDollar;
    return legacyToken(raw, start, '$', type, label, value);
  }
  return { kind: 'modern', raw, start, end: start + raw.length, name: modernBody };
}

/**
 * Rewrites every placeholder of `template` in one pass. `replace` returns the replacement text, or
 * `undefined` to keep the placeholder as written. Replacement text is inserted literally (`$&`, `$1`
 * have no special meaning) and is never scanned again.
 */
export function replacePlaceholders(
  template: string,
  replace: (token: PlaceholderToken) => string | undefined,
): string {
  return template.replace(
    PLACEHOLDER,
    (
      raw: string,
      modernBody: string | undefined,
      type: string | undefined,
      label: string | undefined,
      value: string | undefined,
      offset: number,
    ) => {
      const token = tokenAt(raw, offset, modernBody, type, label, value);
      return token ? (replace(token) ?? raw) : raw;
    },
  );
}

/** Every placeholder of `template`, in order of appearance. */
export function scanPlaceholders(template: string): PlaceholderToken[] {
  const tokens: PlaceholderToken[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const token = tokenAt(match[0], match.index, match[1], match[2], match[3], match[4]);
    if (token) tokens.push(token);
  }
  return tokens;
}

/** The modern placeholder of a variable name: `${name}`. */
export function placeholderFor(name: string): string {
  return `\${${name}}`;
}
