/**
 * Where a position of an HTML template lands, for escaping a value inserted there (escape-by-context.util.ts).
 * A small HTML tokenizer (the states of the HTML standard that matter for insertion points): text, comments,
 * inside a tag, attribute values (quoted or not, by attribute name) and the raw text of <script> and <style>.
 * Liquid (`{{ }}`, `{% %}`) is text to it. Linear in the template's length.
 */
export type HtmlContext =
  | { kind: 'text' }
  | { kind: 'comment' }
  /** Inside a tag, outside any attribute value (a tag or attribute name). */
  | { kind: 'tag' }
  /** An attribute value; `atStart` when nothing but spaces precedes the position in the value. */
  | { kind: 'attribute'; name: string; quote: '"' | "'" | ''; atStart: boolean }
  /** The raw text of a <script> (JS) or <style> (CSS) element. */
  | { kind: 'script' }
  | { kind: 'style' };

type State = 'text' | 'comment' | 'tag' | 'attr-name' | 'after-attr-name' | 'before-value' | 'value' | 'raw';

const RAW_TEXT = new Set(['script', 'style']);
/** Elements whose text is not markup but still decodes references (<textarea>, <title>): text context. */
const RCDATA = new Set(['textarea', 'title']);
const SPACE = /[\t\n\f\r ]/;

/**
 * The context at the start of each span of `spans` (the placeholders of `template`, in any order). Each span
 * reads as one ordinary character of its context (part of a name, a value, a text), never as markup.
 */
export function htmlContexts(template: string, placeholders: readonly { start: number; end: number }[]): Map<number, HtmlContext> {
  const spans = [...placeholders].sort((a, b) => a.start - b.start);
  const contexts = new Map<number, HtmlContext>();
  let state = 'text' as State;
  let tagName = '';
  let closing = false;
  let readingName = false;
  let attrName = '';
  let quote: '"' | "'" | '' = '';
  let valueStart = 0;
  let rawEnd = '';
  let next = 0;
  const lower = template.toLowerCase();

  /** At a tag's `>`: the raw text of <script>, <style>, <textarea> and <title> follows their start tag, else text. */
  const endTag = () => {
    const name = tagName.toLowerCase();
    if (!closing && (RAW_TEXT.has(name) || RCDATA.has(name))) {
      state = 'raw';
      rawEnd = `</${name}`;
    } else state = 'text';
  };

  for (let i = 0; i < template.length; i++) {
    while (next < spans.length && spans[next].start < i) next++;
    if (next < spans.length && spans[next].start === i) {
      contexts.set(i, contextOf(state, attrName, quote, template.slice(valueStart, i), rawEnd));
      // The placeholder reads as one character of its context (a name, part of a value, text).
      if (state === 'before-value') {
        state = 'value';
        quote = '';
        valueStart = i;
      } else if (state === 'after-attr-name') state = 'tag';
      i = spans[next].end - 1;
      next++;
      continue;
    }
    const c = template[i];
    switch (state) {
      case 'text':
        if (c === '<') {
          if (template.startsWith('<!--', i)) {
            state = 'comment';
            i += 3;
          } else if (/[A-Za-z!?/]/.test(template[i + 1] ?? '')) {
            state = 'tag';
            closing = template[i + 1] === '/';
            tagName = '';
            readingName = true;
            if (closing) i++;
          }
        }
        break;
      case 'comment':
        if (template.startsWith('-->', i)) {
          state = 'text';
          i += 2;
        }
        break;
      case 'raw':
        if (lower.startsWith(rawEnd, i) && /[\t\n\f\r />]/.test(template[i + rawEnd.length] ?? '>')) {
          state = 'tag';
          closing = true;
          readingName = false;
          tagName = rawEnd.slice(2);
          i += rawEnd.length - 1;
        }
        break;
      case 'tag':
        if (readingName) {
          if (SPACE.test(c) || c === '/' || c === '>') readingName = false;
          else {
            tagName += c;
            break;
          }
        }
        if (c === '>') endTag();
        else if (!SPACE.test(c) && c !== '/') {
          state = 'attr-name';
          attrName = c;
        }
        break;
      case 'attr-name':
        if (c === '=') state = 'before-value';
        else if (SPACE.test(c)) state = 'after-attr-name';
        else if (c === '>') endTag();
        else if (c === '/') state = 'tag';
        else attrName += c;
        break;
      case 'after-attr-name':
        if (c === '=') state = 'before-value';
        else if (c === '>') endTag();
        else if (!SPACE.test(c) && c !== '/') {
          state = 'attr-name';
          attrName = c;
        } else if (c === '/') state = 'tag';
        break;
      case 'before-value':
        if (SPACE.test(c)) break;
        if (c === '>') {
          endTag();
          break;
        }
        state = 'value';
        quote = c === '"' || c === "'" ? c : '';
        valueStart = quote ? i + 1 : i;
        break;
      case 'value':
        if (quote ? c === quote : SPACE.test(c)) state = 'tag';
        else if (!quote && c === '>') endTag();
        break;
    }
  }
  return contexts;
}

function contextOf(state: State, attrName: string, quote: '"' | "'" | '', valueSoFar: string, rawEnd: string): HtmlContext {
  switch (state) {
    case 'text':
      return { kind: 'text' };
    case 'comment':
      return { kind: 'comment' };
    case 'raw':
      return rawEnd === '</script' ? { kind: 'script' } : rawEnd === '</style' ? { kind: 'style' } : { kind: 'text' };
    case 'before-value':
      return { kind: 'attribute', name: attrName.toLowerCase(), quote: '', atStart: true };
    case 'value':
      return { kind: 'attribute', name: attrName.toLowerCase(), quote, atStart: valueSoFar.trim() === '' };
    default:
      return { kind: 'tag' };
  }
}
