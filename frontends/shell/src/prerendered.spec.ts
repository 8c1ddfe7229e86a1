import { enableDeferredStylesheets, PRERENDER_STATE_ID, readPrerendered } from './prerendered';
import { STORED_TOKEN_KEY } from './user-area';

function page(path: string | null, json: string | null = '{"queries":[]}') {
  document.head.innerHTML = '<link rel="stylesheet" href="/main.css" media="print" data-deferred-stylesheet>';
  document.body.innerHTML =
    `<div id="root"${path === null ? '' : ` data-prerendered="${path}"`}><main>page</main></div>` +
    (json === null ? '' : `<script type="application/json" id="${PRERENDER_STATE_ID}">${json}</script>`);
}
const noToken = { getItem: () => null };

describe('readPrerendered', () => {
  it('returns the query cache of the page rendered for this path', () => {
    page('/auth');
    expect(readPrerendered(document, { pathname: '/auth', search: '' }, noToken)).toEqual({ path: '/auth', state: { queries: [] } });
  });

  it('is null (the app renders afresh) for another path, a query string, a stored session, a plain document or unreadable data', () => {
    page('/');
    expect(readPrerendered(document, { pathname: '/auth', search: '' }, noToken)).toBeNull();
    expect(readPrerendered(document, { pathname: '/', search: '?ref=ABC' }, noToken)).toBeNull();
    expect(readPrerendered(document, { pathname: '/', search: '' }, { getItem: (key) => (key === STORED_TOKEN_KEY ? 'token' : null) })).toBeNull();
    page(null);
    expect(readPrerendered(document, { pathname: '/', search: '' }, noToken)).toBeNull();
    page('/', '{not json');
    expect(readPrerendered(document, { pathname: '/', search: '' }, noToken)).toBeNull();
    page('/', null);
    expect(readPrerendered(document, { pathname: '/', search: '' }, noToken)).toBeNull();
  });
});

describe('enableDeferredStylesheets', () => {
  it('switches the print-only stylesheets of a prerendered document on', () => {
    page('/');
    enableDeferredStylesheets(document);
    const link = document.querySelector('link')!;
    expect(link.media).toBe('all');
    expect(link.hasAttribute('data-deferred-stylesheet')).toBe(false);
  });
});
