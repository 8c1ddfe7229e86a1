import { placeholderContext } from './placeholder-context.util';
import type { VariableType } from './template-engine.types';
import { generatedVariableName, isPlaceholderName, toVariableName } from './variable-name.util';

/** Attributes that say nothing about the value they hold. */
const MEANINGLESS_ATTRIBUTES = new Set(['style', 'class', 'id', 'value', 'content', 'data']);
/** How many words before a value make its label at most. */
const LABEL_WORDS = 3;

/** A name made of `text` when it can be one (`''` otherwise). */
function nameOf(text: string): string {
  const name = toVariableName(text);
  return name !== '' && isPlaceholderName(name) ? name : '';
}

/**
 * A variable name for the value at `at` in `template`, from where the value stands (issue #25 item 9):
 * the CSS property it is the value of (`background:#ff5500` -> `background`, `font-size:18px` ->
 * `font_size`); else the HTML attribute (`width="50"` -> `width`, not style or class); else the nearest
 * label, the last words of text before it on its line, tags left out (`<dt>Prix promo :</dt><dd>50` ->
 * `prix_promo`). `''` when nothing around names it.
 */
export function nameFromContext(template: string, at: number): string {
  const source = String(template ?? '');
  const where = Math.min(Math.max(0, at), source.length);
  const { property, attribute } = placeholderContext(source, where);
  if (property) return nameOf(property);
  if (attribute && !MEANINGLESS_ATTRIBUTES.has(attribute)) return nameOf(attribute);
  const lineStart = source.lastIndexOf('\n', where - 1) + 1;
  const text = source
    .slice(lineStart, where)
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\$\{[^{}]*\}/g, ' ');
  const words = text.match(/[\p{L}][\p{L}\p{M}\p{N}'-]*/gu) ?? [];
  return nameOf(words.slice(-LABEL_WORDS).join(' '));
}

/**
 * The generated name for `text` (`generatedVariableName`); when `text` cannot be a name by itself (a colour,
 * a number, a size), the name its place gives first (`nameFromContext`), so `#ff5500` after `background:`
 * is `background`, not `color_ff5500`.
 */
export function contextualName(text: string, type: VariableType, context?: { template: string; from: number }): string {
  const own = generatedVariableName(text, type);
  const plain = toVariableName(text);
  if (!context || (plain !== '' && isPlaceholderName(plain))) return own;
  return nameFromContext(context.template, context.from) || own;
}
