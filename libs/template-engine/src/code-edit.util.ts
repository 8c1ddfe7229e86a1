import { renderParts } from './render-template.util';
import type { TemplateVariable } from './template-engine.types';

/** Length of the longest common start of `a` and `b`. */
function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let n = 0;
  while (n < max && a.charCodeAt(n) === b.charCodeAt(n)) n += 1;
  return n;
}

/** Length of the longest common end of `a` and `b`, not reaching into their first `before` characters. */
function commonSuffix(a: string, b: string, before: number): number {
  const max = Math.min(a.length, b.length) - before;
  let n = 0;
  while (n < max && a.charCodeAt(a.length - 1 - n) === b.charCodeAt(b.length - 1 - n)) n += 1;
  return n;
}

/**
 * The template after an edit of its final code ("Code Original", spec doc 3 §4; issue #25 item 1).
 * `code` is the final code as the admin left it; the template's final code before the edit is rendered
 * from `template` and `variables`. Only the changed stretch (the longest common start and end kept) is
 * touched: every placeholder whose value the edit did not touch stays a placeholder, a placeholder whose
 * value was edited becomes the text left of it, and what was typed or pasted is kept as written. Text
 * typed that equals a variable's default therefore stays text (it never turns into that variable);
 * `${name}` or legacy placeholders typed or pasted stay placeholders in the template (the scanner then
 * offers them as variables).
 */
export function templateAfterCodeEdit(template: string, variables: readonly TemplateVariable[], code: string): string {
  const parts = renderParts(template, {}, variables);
  const before = parts.map((part) => part.text).join('');
  if (before === code) return template;
  const start = commonPrefix(before, code);
  const tail = commonSuffix(before, code, start);
  const end = before.length - tail;
  const typed = code.slice(start, code.length - tail);

  let out = '';
  let typedPlaced = false;
  let at = 0;
  for (const part of parts) {
    const from = at;
    const to = at + part.text.length;
    at = to;
    if (to <= start) {
      out += part.placeholder ?? part.text;
      continue;
    }
    if (from >= end) {
      if (!typedPlaced) {
        out += typed;
        typedPlaced = true;
      }
      out += part.placeholder ?? part.text;
      continue;
    }
    // The part meets the changed stretch: what lies outside it stays, as text.
    out += part.text.slice(0, Math.max(0, start - from));
    if (!typedPlaced) {
      out += typed;
      typedPlaced = true;
    }
    out += part.text.slice(Math.max(0, end - from));
  }
  if (!typedPlaced) out += typed;
  return out;
}
