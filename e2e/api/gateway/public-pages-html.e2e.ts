import { brotliDecompressSync } from 'node:zlib';
import { api, baseUrl } from '../support';

/**
 * Issue 26 item 1: / and /auth paint from HTML. The gateway sends them rendered ahead by the landing's server
 * renderer with the API's current modules and plans (gateway/src/frontends/public-pages.ts): the hero, the
 * strip and the plans are in the first response, before any script; the query cache they were rendered from
 * comes with them for the browser's hydration.
 */

async function document(path: string, acceptEncoding = 'gzip, deflate, br') {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
  return { res, html: await res.text() };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function prerenderState(html: string): { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } {
  const json = /<script type="application\/json" id="prerender-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no prerender-state script in the document');
  return JSON.parse(json);
}

describe('the public pages as HTML (GET / and GET /auth)', () => {
  let planNames: string[];
  let moduleTitles: string[];

  beforeAll(async () => {
    const plans = await api<{ data: Array<{ name: string }> }>('/api/plans/public');
    planNames = plans.body.data.map((plan) => plan.name);
    const modules = await api<{ data: Array<{ title: string }> }>('/api/modules?page=1&limit=10000');
    moduleTitles = modules.body.data.map((module) => module.title);
    expect(planNames.length).toBeGreaterThan(0);
    expect(moduleTitles.length).toBeGreaterThan(0);
  });

  it('/ carries the hero headline before any script, the strip of modules and every public plan', async () => {
    const { res, html } = await document('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('data-prerendered="/"');
    const hero = html.indexOf('Shopify modules &amp; sections');
    expect(hero).toBeGreaterThan(0);
    expect(html).toContain('installed in 3 clicks');
    expect(hero).toBeLessThan(html.indexOf('<script'));
    expect(html).not.toContain('aria-label="Loading"');
    const pricing = html.slice(html.indexOf('id="pricing"'));
    for (const name of planNames) expect(pricing).toContain(`>${escapeHtml(name)}<`);
    const strip = html.slice(html.indexOf('data-testid="module-strip"'), html.indexOf('id="below-the-fold"'));
    expect(moduleTitles.filter((title) => strip.includes(escapeHtml(title))).length).toBeGreaterThan(0);
    // Painted from the HTML alone: its CSS is in it.
    const critical = html.slice(html.indexOf('<style data-critical>'), html.indexOf('</style>', html.indexOf('<style data-critical>')));
    expect(critical).toContain('.bg-slate-950{');
    expect(html.indexOf('<style data-critical>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('/ hands the browser the modules and plans it was rendered from', async () => {
    const { html } = await document('/');
    const queries = prerenderState(html).queries;
    // Keys are the landing's query-key factory's: [route path template, params, query, ...] (frontends/landing/src/query-keys.ts).
    const data = (path: string) => queries.find((query) => query.queryKey[0] === path)?.state.data as Array<{ name?: string; title?: string }>;
    expect(data('/api/plans/public').map((plan) => plan.name)).toEqual(planNames);
    expect(data('/api/modules').map((module) => module.title).sort()).toEqual([...moduleTitles].sort());
  });

  it('/auth carries the sign-in form, and the plans its sign-up step shows', async () => {
    const { res, html } = await document('/auth');
    expect(res.status).toBe(200);
    expect(html).toContain('data-prerendered="/auth"');
    expect(html).toContain('<title>Sign In | Liquify</title>');
    expect(html).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html.indexOf('Welcome back')).toBeLessThan(html.indexOf('<script'));
    const plans = prerenderState(html).queries.find((query) => JSON.stringify(query.queryKey) === '["/api/plans/public"]');
    expect((plans?.state.data as Array<{ name: string }>).map((plan) => plan.name)).toEqual(planNames);
  });

  it('is sent compressed as the client accepts it, and plain to a client that accepts nothing', async () => {
    const raw = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'br' } });
    expect(raw.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await document('/', 'identity');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.html).toContain('Shopify modules &amp; sections');
    const { request } = await import('node:http');
    const compressed = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(`${baseUrl()}/auth`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(compressed.encoding).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toContain('Welcome back');
  });

  it('sends the plain app document where a query string may change the page, and never the server renderer itself', async () => {
    const { html } = await document('/auth?mode=signup');
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('aria-label="Loading"');
    const renderer = await fetch(`${baseUrl()}/remotes/landing/ssr/render.cjs`);
    expect(renderer.status).toBe(404);
  });
});
