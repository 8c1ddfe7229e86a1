/**
 * The "Test on a page" page (issue 24 item 14): a plain HTML document whose body holds the snippet exactly as the
 * customer pastes it, so what works here works in the store. Pure functions, unit tested.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type TestPageState = 'live' | 'paused' | 'gone' | 'unknown';

export const TEST_PAGE_TEXT = {
  heading: 'Snippet test page',
  intro: 'This plain page holds only your snippet, pasted exactly as in your store (Custom Liquid section or theme file). If the module shows below, it will show in your store too.',
  unknown: 'This snippet link is unknown or was replaced: copy the current snippet from the module editor.',
  gone: 'This module was removed from your library: its snippet no longer shows anywhere.',
} as const;

/**
 * Headers of the page: a sandbox without same-origin (its scripts run in an opaque origin, never the app's),
 * no caching, no referrer (the page's address holds the token), not indexed.
 */
export const TEST_PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': 'sandbox allow-scripts allow-popups',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex, nofollow',
};

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:16px 20px}
header h1{margin:0;font-size:18px}header p{margin:4px 0 0;font-size:14px;color:#475569;max-width:720px}
.notice{margin:16px 20px;padding:12px 16px;border-radius:8px;background:#fef3c7;color:#78350f;font-size:14px}
main{padding:24px 20px}.stage{background:#fff;border:1px dashed #cbd5e1;border-radius:12px;padding:16px;min-height:120px}
details{margin:24px 20px;font-size:14px}pre{white-space:pre-wrap;word-break:break-all;background:#0f172a;color:#86efac;padding:12px;border-radius:8px;font-size:12px}`;

export interface TestPageInput {
  state: TestPageState;
  title: string;
  /** The snippet as pasted (pasteSnippet); embedded only while it can show. */
  snippet: string;
  /** Why a paused module shows nothing (the plan's limit or list). */
  reason?: string;
}

export function renderTestPage({ state, title, snippet, reason }: TestPageInput): string {
  const e = escapeHtml;
  const embedded = state === 'live' || state === 'paused';
  const notice = state === 'unknown' ? TEST_PAGE_TEXT.unknown : state === 'gone' ? TEST_PAGE_TEXT.gone : state === 'paused' ? (reason ?? '').replace(/^Liquify: /, '') : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${e(TEST_PAGE_TEXT.heading)}${title ? ` · ${e(title)}` : ''}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${e(TEST_PAGE_TEXT.heading)}${title ? `: ${e(title)}` : ''}</h1><p>${e(TEST_PAGE_TEXT.intro)}</p></header>
${notice ? `<p class="notice" role="status">${e(notice)}</p>` : ''}
${
  embedded
    ? `<main><div class="stage" data-testid="snippet-stage">
${snippet}
</div></main>
<details><summary>The code on this page</summary><pre>${e(snippet)}</pre></details>`
    : ''
}
</body>
</html>
`;
}
