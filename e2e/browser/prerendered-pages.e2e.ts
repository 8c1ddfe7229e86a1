/**
 * Issue 26 item 1: / and /auth paint from the HTML the gateway sends (gateway/src/frontends/public-pages.ts),
 * and the app then hydrates that markup: the server's elements stay (the same nodes become live), nothing
 * moves (CLS < 0.05), no hydration error. Item 2: the sections under the hero (features demo, phone preview,
 * pricing) are HTML at once but their code loads when the visitor scrolls near them.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, useBrowserPages } from './support/browser';

const open = useBrowserPages();

/** Before any script of the page runs: remember the server's elements and add up layout shifts. */
async function watch(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    const w = window as unknown as { __cls: number; __serverNode: Element | null };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__serverNode = document.querySelector(watched);
    });
  }, selector);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return consoleErrors;
}

/** Hydrated: React's own props sit on the server's node (a fresh render would have replaced the node). */
async function hydratedServerNode(page: Page, selector: string) {
  await page.waitForFunction(
    (watched) => {
      const node = document.querySelector(watched);
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { timeout: 20_000 },
  );
  return page.evaluate((watched) => document.querySelector(watched) === (window as unknown as { __serverNode: Element | null }).__serverNode, selector);
}

const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

describe('public pages painted from HTML, then hydrated', () => {
  it('/ shows the hero, the strip and the plans with no script at all', async () => {
    const { page } = await open(MOBILE);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Shopify modules & sections/ }).waitFor();
    await page.getByTestId('module-strip').locator('article').first().waitFor();
    await page.locator('#pricing').getByText('Free', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`/ hydrates the server's markup at ${viewport.width} px without moving it, and works`, async () => {
      const { page, pageErrors } = await open(viewport);
      const consoleErrors = await watch(page, '#hero-search');
      await page.goto('/');
      expect(await hydratedServerNode(page, '#hero-search')).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await cls(page)).toBeLessThan(0.05);
      // Live: the search filters the strip.
      const strip = page.getByTestId('module-strip').locator('article');
      const before = await strip.count();
      await page.fill('#hero-search', 'zzzz-no-such-module');
      await page.getByText('No module found.').waitFor();
      expect(before).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  it("/auth hydrates the server's form without moving it, and its tabs work", async () => {
    const { page, pageErrors } = await open(MOBILE);
    const consoleErrors = await watch(page, 'input[type="email"]');
    await page.goto('/auth');
    expect(await hydratedServerNode(page, 'input[type="email"]')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await cls(page)).toBeLessThan(0.05);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("/ loads the code of the sections under the hero only when the visitor scrolls near them", async () => {
    const { page } = await open(MOBILE);
    const landingScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/remotes/landing/')) landingScripts.push(request.url());
    });
    await page.goto('/');
    await hydratedServerNode(page, '#hero-search');
    await page.waitForLoadState('networkidle');
    const atFirst = landingScripts.length;
    // The pricing section is on the page (server HTML) but not live yet.
    const pricing = page.locator('#pricing');
    expect(await pricing.count()).toBe(1);
    expect(await pricing.evaluate((section) => Object.keys(section).some((key) => key.startsWith('__reactProps')))).toBe(false);
    await pricing.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const section = document.querySelector('#pricing');
      return section !== null && Object.keys(section).some((key) => key.startsWith('__reactProps'));
    });
    expect(landingScripts.length).toBeGreaterThan(atFirst);
  });
});
