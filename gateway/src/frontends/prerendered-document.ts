/**
 * The shell's index.html with a public page rendered into it (public-pages.ts): the page's markup inside
 * `<div id="root">`, its critical CSS inlined in <head>, its title, and the query cache it was rendered
 * from as JSON for the browser's first render (frontends/shell/src/prerendered.ts reads it). Pure string
 * work on the built document, so it is tested on its own.
 */

/** The id of the JSON the browser hydrates the page's data from; the root element names the path rendered. */
export const PRERENDER_STATE_ID = 'prerender-state';
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

export interface PrerenderedParts {
  /** Path of the page (`/`, `/auth`), written on the root element so the browser hydrates only that page. */
  path: string;
  /** What React rendered: hoisted head elements (<title>, <meta>) first, then the page's markup. */
  html: string;
  /** Any JSON value: the page's query cache. */
  state: unknown;
  criticalCss: string;
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators that end it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Splits React's output into the hoisted head elements it put first and the body markup. */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

const ROOT_OPEN = /<div id="?root"?>/;

/**
 * Returns the composed document, or undefined when the template is not the shell's (no root element, or
 * no <noscript> that ends it), so the caller serves the plain document instead of a broken one.
 */
export function composePrerenderedDocument(template: string, parts: PrerenderedParts): string | undefined {
  const open = ROOT_OPEN.exec(template);
  if (!open) return undefined;
  const noscript = template.indexOf('<noscript', open.index);
  const close = noscript < 0 ? -1 : template.lastIndexOf('</div>', noscript);
  if (close < open.index) return undefined;
  const { head, body } = splitHoisted(parts.html);

  let before = template.slice(0, open.index);
  let after = template.slice(close + '</div>'.length);
  // The shell's stylesheets stop blocking the first paint (the critical CSS paints the page) but keep their
  // place in the cascade, before the remotes' (which the federation runtime adds to <head> later): they
  // apply to print only until the shell's entry switches them on (frontends/shell/src/prerendered.ts).
  before = before.replace(/<link\b([^>]*\brel="?stylesheet"?[^>]*)>/g, `<link$1 media="print" ${DEFERRED_STYLESHEET_ATTRIBUTE}>`);
  if (head.includes('<title>')) before = before.replace(/<title>[^<]*<\/title>/, '');
  before = before.replace('</head>', `${head}<style data-critical>${parts.criticalCss.replace(/<\/style/gi, '<\\/style')}</style></head>`);
  const state = `<script type="application/json" id="${PRERENDER_STATE_ID}">${scriptSafeJson(parts.state)}</script>`;
  after = after.replace('</noscript>', `</noscript>${state}`);
  const path = parts.path.replace(/[^\w/-]/g, '');
  return `${before}<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${body}</div>${after}`;
}
