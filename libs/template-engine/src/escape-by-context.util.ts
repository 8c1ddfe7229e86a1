import type { HtmlContext } from './html-context.util';
import type { VariableType } from './template-engine.types';

/*
 * A value written into a template is escaped for where it lands (html-context.util.ts) and by its type, so
 * a customer's text can never become markup, a new attribute, a CSS declaration, script, or a javascript: URL:
 * - HTML text: `<`, `>` and an `&` that would start a character reference become references;
 * - an attribute value: the same plus both quotes (and, unquoted, spaces, `=` and backticks);
 * - a URL attribute (href, src, action...): a value that starts the URL must be http(s), mailto, tel or
 *   relative, else it becomes `#`; then escaped as an attribute;
 * - CSS (<style>, style=""): anything but letters, digits, quotes and `# . , % + - _ / ! space` becomes a CSS escape
 *   (parentheses too, except for colours and sizes: `rgba(...)`, `calc(...)`);
 * - script (<script>, on*=""): the content of a JS string (quotes, backslash, `${`, `</script`, line breaks);
 * - a comment: cannot close it; a tag or attribute name: name characters only.
 */

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'background', 'data', 'xlink:href', 'srcset', 'ping', 'manifest', 'codebase', 'longdesc', 'usemap', 'icon', 'lowsrc', 'dynsrc']);
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
/** A URL that names a scheme: letters then `:` before any `/ ? #`. */
const HAS_SCHEME = /^[^/?#]*:/;
const CSS_PAREN_TYPES = new Set<VariableType>(['color', 'size', 'spacing', 'number']);

const entity = (c: string) => `&#${c.codePointAt(0)};`;

export function escapeHtmlText(text: string): string {
  return text.replace(/&(?=[A-Za-z#])|[<>]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&amp;'));
}

export function escapeAttribute(text: string, quote: '"' | "'" | ''): string {
  const quoted = escapeHtmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return quote ? quoted : quoted.replace(/[\s=`]/g, entity);
}

/** A URL safe to follow: http(s), mailto, tel or relative; anything else (javascript:, data:, vbscript:...) becomes `#`. */
export function safeUrl(url: string): string {
  // Browsers drop control characters and spaces inside a scheme ("java\tscript:").
  const compact = Array.from(url).filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f)).join('');
  if (!HAS_SCHEME.test(compact)) return url;
  return SAFE_SCHEME.test(compact) ? url : '#';
}

export function escapeCss(text: string, type: VariableType = 'text'): string {
  // Quotes stay (font names): they can only open a CSS string, never end the rule, the element or the attribute
  // (the attribute's own escaping comes after this one).
  const safe = CSS_PAREN_TYPES.has(type) ? /[A-Za-z0-9#.,%+\-_/! ()'"]/ : /[A-Za-z0-9#.,%+\-_/! '"]/;
  return Array.from(text, (c) => (safe.test(c) || c.codePointAt(0)! > 0x9f ? c : `\\${c.codePointAt(0)!.toString(16)} `)).join('');
}

/** The content of a JS string literal (any quote) or template literal. */
export function escapeJsString(text: string): string {
  return text.replace(/[\\"'`$<>\r\n\u2028\u2029]/g, (c) => (c === '\\' || c === '"' || c === "'" || c === '`' || c === '$' ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

export function escapeComment(text: string): string {
  return text.replace(/-(?=-)/g, '- ').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A tag or attribute name: name characters only. */
export function escapeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_:.-]/g, '');
}

/** `text`, the rendered value of a variable of `type`, escaped for `context`. */
export function escapeForContext(text: string, context: HtmlContext, type: VariableType = 'text'): string {
  switch (context.kind) {
    case 'text':
      return escapeHtmlText(text);
    case 'comment':
      return escapeComment(text);
    case 'tag':
      return escapeName(text);
    case 'script':
      return escapeJsString(text);
    case 'style':
      return escapeCss(text, type);
    case 'attribute': {
      const { name, quote } = context;
      if (name === 'style') return escapeAttribute(escapeCss(text, type), quote);
      if (name.startsWith('on')) return escapeAttribute(escapeJsString(text), quote);
      if (URL_ATTRIBUTES.has(name)) return escapeAttribute(context.atStart ? safeUrl(text) : text, quote);
      return escapeAttribute(text, quote);
    }
  }
}
