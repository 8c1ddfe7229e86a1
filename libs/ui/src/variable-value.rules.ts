/**
 * What is wrong with a variable's value, in words the store owner can act on (issue 24 item 6), or null
 * when it is fine. Typed values follow their type; a text value whose default is a list (items separated
 * by "|", parts by ":", or numbers separated by commas) must keep the default's shape, since the module's
 * script reads it that way and a malformed list leaves the preview blank.
 */
import { parseCssLength } from '@liquify/template-engine';

export interface ValueRulesVariable {
  type: string;
  defaultValue?: string;
}

type Part = 'number' | 'range' | 'text';
export type ListShape = { separator: '|'; parts: Part[]; example: string } | { separator: ','; count: number; example: string };

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const RANGE = /^-?\d+(?:\.\d+)?\s*-\s*-?\d+(?:\.\d+)?$/;
const NUMBER_LIST = /^\s*-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?)+\s*$/;

/** The list shape a default value shows, or null when it is not a list. */
export function listShapeOf(defaultValue: string | undefined): ListShape | null {
  const value = (defaultValue ?? '').trim();
  if (value.includes('|')) {
    const items = value.split('|').map((item) => item.trim());
    if (items.length < 2 || items.some((item) => item === '')) return null;
    const split = items.map((item) => item.split(':').map((part) => part.trim()));
    const width = split[0].length;
    if (split.some((parts) => parts.length !== width)) return null;
    const parts = Array.from({ length: width }, (_, i): Part => {
      if (split.every((p) => NUMBER.test(p[i]))) return 'number';
      if (split.every((p) => RANGE.test(p[i]))) return 'range';
      return 'text';
    });
    return { separator: '|', parts, example: items[0] };
  }
  if (NUMBER_LIST.test(value)) return { separator: ',', count: value.split(',').length, example: value.replace(/\s+/g, '') };
  return null;
}

const PART_WORDS: Record<Part, string> = { number: 'a number', range: 'a range such as 31-33', text: 'some text' };

/** What is wrong with `value` against a list shape, or null. */
export function listProblem(shape: ListShape, value: string): string | null {
  const text = value.trim();
  if (shape.separator === ',') {
    const numbers = text.split(',').map((n) => n.trim());
    const ok = numbers.length === shape.count && numbers.every((n) => NUMBER.test(n));
    return ok ? null : `Enter ${shape.count} numbers separated by commas, like "${shape.example}".`;
  }
  if (text === '') return `Enter at least one item, like "${shape.example}".`;
  const items = text.split('|');
  for (const [index, raw] of items.entries()) {
    const item = raw.trim();
    const label = `Item ${index + 1}`;
    if (item === '') return `${label} is empty: remove the extra "|".`;
    const parts = item.split(':').map((part) => part.trim());
    if (parts.length !== shape.parts.length) {
      return shape.parts.length === 1
        ? `${label} ("${item}") must not contain ":".`
        : `${label} ("${item}") needs ${shape.parts.length} parts separated by ":", like "${shape.example}".`;
    }
    for (const [p, kind] of shape.parts.entries()) {
      const part = parts[p];
      const fine = kind === 'number' ? NUMBER.test(part) : kind === 'range' ? RANGE.test(part) : part !== '';
      if (!fine) return `${label} ("${item}"): part ${p + 1} should be ${PART_WORDS[kind]}, like "${shape.example}".`;
    }
  }
  return null;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CSS_COLOUR_FUNCTION = /^(?:rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\)$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isLink(value: string): boolean {
  if (/^(?:\/|#|mailto:|tel:)/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function variableValueProblem(variable: ValueRulesVariable, value: string): string | null {
  const text = value.trim();
  switch (variable.type) {
    case 'color':
      return HEX_COLOUR.test(text) || CSS_COLOUR_FUNCTION.test(text) || text.toLowerCase() === 'transparent' ? null : 'Enter a colour as # and 6 hex digits, like #3b82f6.';
    case 'number':
      return NUMBER.test(text) ? null : 'Enter a number, like 4.8.';
    case 'size':
    case 'spacing':
      return parseCssLength(text) ? null : 'Enter a length, like 16px.';
    case 'url':
    case 'image':
      return text === '' || isLink(text) ? null : 'Enter a full address starting with https://';
    case 'email':
      return text === '' || EMAIL.test(text) ? null : 'Enter an email address, like name@example.com.';
    case 'date':
      return text === '' || (ISO_DAY.test(text) && !Number.isNaN(Date.parse(text))) ? null : 'Enter a date, like 2026-12-31.';
    case 'text': {
      const shape = listShapeOf(variable.defaultValue);
      return shape ? listProblem(shape, value) : null;
    }
    default:
      return null;
  }
}

/** True when every variable's value is acceptable (the editors' Save waits for it). */
export function allVariableValuesValid<T extends ValueRulesVariable>(variables: readonly T[], valueOf: (variable: T) => string): boolean {
  return variables.every((variable) => variableValueProblem(variable, valueOf(variable)) === null);
}
