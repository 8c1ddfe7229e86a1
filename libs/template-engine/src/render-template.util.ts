import { extractVariables } from './extract-variables.util';
import { escapeForContext } from './escape-by-context.util';
import { htmlContexts } from './html-context.util';
import { scanPlaceholders, type PlaceholderToken } from './placeholder.util';
import type { TemplateValues, TemplateVariable, VariableType } from './template-engine.types';

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

function booleanText(value: unknown): 'true' | 'false' | undefined {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return value === 0 ? 'false' : 'true';
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return 'true';
    if (FALSE_WORDS.has(word)) return 'false';
  }
  return undefined;
}

function numberText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return value.trim();
  return undefined;
}

function plainText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Text of one placeholder: the custom value when there is one, else the default (spec doc 2 §3).
 * `undefined`, `null`, `''` and values unfit for the type (objects, NaN, a word for a number) mean
 * "no custom value". Booleans render as `true`/`false` (also from `1`/`0`, `yes`/`no`, `on`/`off`);
 * numbers render as written when numeric.
 */
export function renderValue(customValue: unknown, type: VariableType, defaultValue: unknown): string {
  const fallback = defaultValue === undefined || defaultValue === null ? '' : String(defaultValue);
  if (type === 'boolean') return booleanText(customValue) ?? booleanText(fallback) ?? fallback;
  if (type === 'number') return numberText(customValue) ?? fallback;
  return plainText(customValue) ?? fallback;
}

function ownValue(values: TemplateValues, key: string | undefined): unknown {
  return key !== undefined && Object.hasOwn(values, key) ? values[key] : undefined;
}

function firstPresent(...candidates: unknown[]): unknown {
  return candidates.find((candidate) => candidate !== undefined && candidate !== null && candidate !== '');
}

/**
 * Replaces each placeholder with its custom value, else its variable's default (spec doc 2 §3).
 *
 * - `variables` defaults to `extractVariables(template)` ("extracted when not stored").
 * - `${name}` is replaced only when a variable has that exact name; any other `${...}` (unknown
 *   names, JS expressions, `${fff}`) is left as written.
 * - `{type:label:value}` carries its own default, so it always renders: custom value (by label, then
 *   by modernName), else the stored variable's default, else its own value. A `$` before it is kept.
 * - Values are inserted literally: `$&`, `$1` are not patterns and inserted text is never re-expanded.
 * - Every value (custom or default) is escaped for where it lands in the HTML and by its type
 *   (escape-by-context.util.ts): a value is always data, never markup, script or a javascript: URL. The
 *   snippet, its frame and the editor previews all render through here.
 */
export function renderTemplate(
  template: string,
  values: TemplateValues | null | undefined = {},
  variables: readonly TemplateVariable[] = extractVariables(template),
): string {
  return renderParts(template, values, variables)
    .map((part) => part.text)
    .join('');
}

/** A piece of rendered code: literal template text, or the rendering of the placeholder `placeholder`. */
export interface RenderedPart {
  text: string;
  /** The placeholder as written in the template, when this part is one's value. */
  placeholder?: string;
}

/**
 * `renderTemplate`'s output cut into the template's literal text and each rendered placeholder, in order
 * (joined, they are exactly `renderTemplate`'s answer). Placeholders left as written are literal text.
 */
export function renderParts(
  template: string,
  values: TemplateValues | null | undefined = {},
  variables: readonly TemplateVariable[] = extractVariables(template),
): RenderedPart[] {
  const customValues: TemplateValues = values ?? {};
  const byName = new Map<string, TemplateVariable>();
  for (const variable of variables ?? []) {
    if (variable && typeof variable.name === 'string' && !byName.has(variable.name))
      byName.set(variable.name, variable);
  }

  const source = String(template ?? '');
  const contexts = htmlContexts(source, scanPlaceholders(source));
  const escaped = (text: string, type: VariableType, start: number) =>
    escapeForContext(text, contexts.get(start) ?? { kind: 'text' }, type);

  const render = (token: PlaceholderToken): string | undefined => {
    if (token.kind === 'modern') {
      const variable = byName.get(token.name);
      if (!variable) return undefined;
      return escaped(renderValue(ownValue(customValues, variable.name), variable.type, variable.defaultValue), variable.type, token.start);
    }
    const variable = byName.get(token.label);
    const customValue = firstPresent(
      ownValue(customValues, token.label),
      ownValue(customValues, variable?.modernName),
    );
    const type = variable?.type ?? token.type;
    const text = renderValue(customValue, type, variable?.defaultValue ?? token.defaultValue);
    return token.prefix + escaped(text, type, token.start);
  };

  const parts: RenderedPart[] = [];
  let at = 0;
  for (const token of scanPlaceholders(source)) {
    const text = render(token);
    if (text === undefined) continue;
    if (token.start > at) parts.push({ text: source.slice(at, token.start) });
    parts.push({ text, placeholder: token.raw });
    at = token.end;
  }
  if (at < source.length) parts.push({ text: source.slice(at) });
  return parts;
}

/**
 * The code saved with a module (spec doc 3 §4): the template with each placeholder replaced by its
 * default value, or by the custom value when `customValues` has one (library editor save, doc 2 §4).
 */
export function finalCodeFromTemplate(
  template: string,
  variables: readonly TemplateVariable[],
  customValues: TemplateValues = {},
): string {
  return renderTemplate(template, customValues, variables);
}
