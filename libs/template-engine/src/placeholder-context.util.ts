/** Where a value stands in a template: the CSS property or the HTML attribute it is the value of. */

/** The CSS property or HTML attribute a placeholder at `start` is the value of, from the text on its line before it. */
export function placeholderContext(template: string, start: number): { property?: string; attribute?: string } {
  const lineStart = Math.max(template.lastIndexOf('\n', start - 1) + 1, 0);
  const before = template.slice(lineStart, start);
  const css = /([a-z-]+)\s*:\s*[^;:{}<>"]*$/i.exec(before);
  const attribute = /([a-z][a-z0-9-]*)\s*=\s*["']?[^"'<>=]*$/i.exec(before);
  if (css && (!attribute || css.index > attribute.index)) return { property: css[1].toLowerCase() };
  if (attribute) return { attribute: attribute[1].toLowerCase() };
  return {};
}
