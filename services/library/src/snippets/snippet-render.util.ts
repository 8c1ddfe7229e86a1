import { LibraryMessages, remoteSnippetFramePath, remoteSnippetPath } from '@liquify/contracts';

/*
 * What a remote snippet is made of (pure functions, unit tested):
 *  - the tag the user pastes: one async <script> (it never blocks the host page) with an onerror that says
 *    in the console why nothing shows, plus a <noscript> iframe of the same customisation;
 *  - the script: inserts the rendered module right where the tag is, inside a `display:contents` box, and
 *    re-creates the module's <script>s so they run. Everything is inside one IIFE (no global leaks); the
 *    catalogue's modules prefix their classes and mark their roots ready, so two pastes give two working copies;
 *  - the 404 script of an unknown or revoked token, and the <noscript> frame page.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A JS string literal safe anywhere in a script (no `</script`, no line separators). */
const jsString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const commentSafe = (text: string) => text.replace(/\*\//g, '* /').replace(/[\r\n]+/g, ' ');

export const SNIPPET_ERROR_LOG = 'Liquify: this remote snippet could not be loaded (unknown or revoked token, or the network failed).';

/** The tag to paste (doc 2 §2 "Remote Snippet Generated"). */
export function pasteSnippet(baseUrl: string, token: string, title: string): string {
  const src = `${baseUrl}${remoteSnippetPath(token)}`;
  const frame = `${baseUrl}${remoteSnippetFramePath(token)}`;
  return [
    `<!-- Liquify: ${escapeHtml(commentSafe(title)).replace(/--/g, '- -')} (remote snippet: stays updated with your library) -->`,
    `<script src="${escapeHtml(src)}" async data-liquify-snippet onerror="console.warn('${SNIPPET_ERROR_LOG}')"></script>`,
    `<noscript><iframe src="${escapeHtml(frame)}" title="${escapeHtml(title)}" loading="lazy" style="border:0;width:100%;min-height:240px"></iframe></noscript>`,
  ].join('\n');
}

export interface SnippetScriptInput {
  token: string;
  slug: string;
  title: string;
  code: string;
}

/** The script served for a token: renders `code` where the tag is pasted. */
export function snippetScript({ token, slug, title, code }: SnippetScriptInput): string {
  const selector = `script[src*="${remoteSnippetPath(token)}"]`;
  return `/* Liquify remote module: ${commentSafe(title)} */
(function (d) {
  var html = ${jsString(code)};
  var s = d.currentScript;
  if (!s) {
    var all = d.querySelectorAll(${jsString(selector)});
    for (var i = 0; i < all.length; i++) if (!all[i].hasAttribute('data-liquify-done')) { s = all[i]; break; }
  }
  if (s) s.setAttribute('data-liquify-done', '');
  var box = d.createElement('div');
  box.setAttribute('data-liquify-module', ${jsString(slug)});
  box.style.display = 'contents';
  var tpl = d.createElement('template');
  tpl.innerHTML = html;
  var frag = tpl.content;
  var olds = frag.querySelectorAll('script');
  for (var j = 0; j < olds.length; j++) {
    var o = olds[j], n = d.createElement('script');
    for (var k = 0; k < o.attributes.length; k++) n.setAttribute(o.attributes[k].name, o.attributes[k].value);
    n.text = o.text;
    o.parentNode.replaceChild(n, o);
  }
  box.appendChild(frag);
  if (s && s.parentNode && s.parentNode !== d.head) s.parentNode.insertBefore(box, s);
  else (d.body || d.documentElement).appendChild(box);
})(document);
`;
}

/** The answer for an unknown or revoked token: a small script that says so in the console. */
export function notFoundScript(): string {
  return `/* Liquify: unknown or revoked remote snippet */\nconsole.warn(${jsString(LibraryMessages.snippetNotFound)});\n`;
}

/** The answer of a locked entry's snippet: renders nothing, says why in the console (it serves again once the plan allows it). */
export function lockedScript(reason: string): string {
  return `/* Liquify: remote snippet paused (locked by the plan) */\nconsole.warn(${jsString(reason)});\n`;
}

/** The 410 answer of a removed entry's or a deleted account's snippet. */
export function goneScript(): string {
  return `/* Liquify: remote snippet removed */\nconsole.warn(${jsString(LibraryMessages.snippetGone)});\n`;
}

/** A frame page that shows nothing and says why in a comment (locked, removed, unknown). */
export function emptyFrame(title: string, reason: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><!-- ${escapeHtml(commentSafe(reason)).replace(/--/g, '- -')} --></body></html>`;
}

/** The <noscript> page: the same customisation as a plain document (links open in the host page). */
export function snippetFrame(title: string, code: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><base target="_top"></head><body style="margin:0">${code}</body></html>`;
}

/** The frame page of an unknown or revoked token. */
export function notFoundFrame(): string {
  return emptyFrame('Not found', LibraryMessages.snippetNotFound);
}
