import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PublicPages } from './public-pages';

/**
 * A FRONTENDS_DIR with the shell's document and a stand-in for the landing's server renderer: it renders the
 * plan names its API call returns, so a test sees what the page carries and when it is rendered again.
 */
function frontendsDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'liquify-public-pages-'));
  mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  mkdirSync(path.join(dir, 'landing', 'dist', 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), '<html><head><link href="/main.css" rel="stylesheet"></head><body><div id="root"><div>spinner</div></div><noscript>JS</noscript></body></html>');
  writeFileSync(path.join(dir, 'shell', 'dist', 'main.css'), '.used{color:red}.unused{color:blue}');
  writeFileSync(
    path.join(dir, 'landing', 'dist', 'ssr', 'render.cjs'),
    `exports.PUBLIC_PAGES = { '/': {} };
     exports.renderPublicPage = async (pagePath, { apiBase, fetch }) => {
       const plans = await (await fetch(apiBase + '/plans/public')).json();
       return { html: '<main class="used">' + plans.data.map((p) => p.name).join(',') + '</main>', state: { plans: plans.data } };
     };
     exports.criticalCss = (html, sheets) => sheets.join('').replace('.unused{color:blue}', '');`,
  );
  return dir;
}

describe('PublicPages', () => {
  let plans: string[];
  let fail: boolean;
  let calls: number;
  let clock: number;
  const fakeFetch: typeof fetch = async () => {
    calls += 1;
    if (fail) return new Response('{"success":false}', { status: 503 });
    return new Response(JSON.stringify({ success: true, data: plans.map((name) => ({ name })) }), { headers: { 'content-type': 'application/json' } });
  };
  const errors: unknown[] = [];
  let pages: PublicPages;

  beforeEach(() => {
    plans = ['Free', 'Pro'];
    fail = false;
    calls = 0;
    clock = 1_000_000;
    errors.length = 0;
    pages = PublicPages.load({ dir: frontendsDir(), fetch: fakeFetch, maxAgeMs: 30_000, now: () => clock, onError: (err) => errors.push(err) })!;
  });

  it('renders the page with the API data into the document, with its critical CSS, in every encoding', async () => {
    expect(pages.serves('/')).toBe(true);
    expect(pages.serves('/auth')).toBe(false);
    const page = (await pages.page('/'))!;
    const html = page.html.toString();
    expect(html).toContain('<div id="root" data-prerendered="/"><main class="used">Free,Pro</main></div>');
    expect(html).toContain('<style data-critical>.used{color:red}</style>');
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
  });

  it('serves the same render while it is fresh, and once old sends it one more time while a new one is rendered', async () => {
    await pages.page('/');
    plans = ['Free', 'Pro', 'Enterprise'];
    clock += 29_000;
    expect((await pages.page('/'))!.html.toString()).toContain('Free,Pro<');
    expect(calls).toBe(1);
    clock += 2_000;
    const stale = await pages.page('/');
    expect(stale!.html.toString()).toContain('Free,Pro<');
    await pages.render('/'); // the refresh the stale answer set off (the same job)
    expect((await pages.page('/'))!.html.toString()).toContain('Free,Pro,Enterprise');
    expect(calls).toBe(2);
  });

  it('keeps the last good render when a new one fails, and has nothing (the plain document) when none ever worked', async () => {
    await pages.page('/');
    fail = true;
    clock += 60_000;
    await pages.render('/');
    expect(errors).toHaveLength(1);
    expect((await pages.page('/'))!.html.toString()).toContain('Free,Pro');

    const fresh = PublicPages.load({ dir: frontendsDir(), fetch: fakeFetch, onError: (err) => errors.push(err) })!;
    expect(await fresh.page('/')).toBeUndefined();
  });

  it('is not loaded where the landing was built without its renderer', () => {
    const withoutRenderer = mkdtempSync(path.join(tmpdir(), 'liquify-no-renderer-'));
    mkdirSync(path.join(withoutRenderer, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(withoutRenderer, 'shell', 'dist', 'index.html'), '<html></html>');
    expect(PublicPages.load({ dir: withoutRenderer, fetch: fakeFetch })).toBeUndefined();
  });
});
