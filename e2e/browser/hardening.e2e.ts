/**
 * What the hardening review checked in a real browser: the Content-Security-Policy the gateway sends lets
 * the shell, its federated remotes and the API reference run without a single violation; each public page
 * has one meta description; the icon set is served (no favicon 404, the site's only console error before);
 * the production bundles do not point at their source maps.
 */
import type { Page } from 'playwright-core';
import { BASE_URL, useBrowserPages, waitUntil } from './support/browser';

const open = useBrowserPages();

/** Records CSP violations and console errors from the first script on. */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

describe.each([
  ['/', 'h1'],
  ['/auth', 'h1'],
  ['/login', 'h1'],
  ['/register', 'h1'],
])('%s under the security headers', (path, ready) => {
  it('runs with no CSP violation and no console error, with one meta description', async () => {
    const { page, pageErrors } = await open();
    const seen = await watch(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seen.violations()).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    const descriptions = await page.locator('head meta[name="description"]').evaluateAll((tags) => tags.map((t) => t.getAttribute('content')));
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.length).toBeGreaterThan(20);
  });
});

describe('the API reference /api/docs', () => {
  it('renders under the same policy without a violation', async () => {
    const { page } = await open();
    const seen = await watch(page);
    await page.goto('/api/docs/');
    // Swagger UI rendered the document: its title and the operations. (Polled with evaluate: waitForFunction
    // compiles its predicate in the page, which this very policy forbids.)
    const rendered = () => page.evaluate(() => document.querySelector('.swagger-ui')?.textContent ?? '');
    await waitUntil(async () => {
      const text = await rendered();
      return text.includes('Liquify API') && text.includes('/api/auth/login');
    }, 'Swagger UI to render the OpenAPI document');
    expect(await seen.violations()).toEqual([]);
  });
});

describe('the icon set', () => {
  it.each([
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/icon.svg', /^image\/svg\+xml/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/site.webmanifest', /^application\/manifest\+json/],
  ])('serves %s', async (file, type) => {
    const response = await fetch(`${BASE_URL}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
  });

  it('is linked from the page head', async () => {
    const { page } = await open();
    await page.goto('/');
    const icons = await page.locator('head link[rel~="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(icons).toEqual(expect.arrayContaining(['/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/site.webmanifest']));
  });
});

it('the production bundles do not reference source maps', async () => {
  const html = await (await fetch(`${BASE_URL}/`)).text();
  const main = /src="(\/main\.[a-f0-9]+\.js)"/.exec(html)?.[1];
  expect(main).toBeDefined();
  const bundle = await (await fetch(`${BASE_URL}${main}`)).text();
  expect(bundle).not.toMatch(/sourceMappingURL=/);
});
