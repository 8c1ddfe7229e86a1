/**
 * What a first load of /dashboard/modules fetches, and when it learns of it (issue 14's LCP budget;
 * libs/ui/build/first-load-assets.mjs, frontends/dashboard/src/app/preload.ts): the shell's startup
 * chunks are named by the document itself, the dashboard's code comes in one wave from its manifest (the
 * page's own chunk with it, named there under its route: frontends/shell/src/route-preload.ts), and
 * the first row's thumbnails are asked for with the page's data rather than once the list has rendered.
 */
import { gridColumnsAt } from '@liquify/contracts/rules';
import { BASE_URL, holdRequests, signInWithToken, useBrowserPages } from './support/browser';
import { freeAccount } from './support/dashboard';

const open = useBrowserPages();

interface Manifest {
  metaData: { routes: Record<string, { js: string[]; css: string[] }> };
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

const fileOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** The thumbnails of the list's first row at the page's width (a card without one shows a placeholder). */
async function firstRowImages(page: import('playwright-core').Page): Promise<string[]> {
  const columns = gridColumnsAt(await page.evaluate(() => window.innerWidth));
  return page.$$eval(
    '[data-testid="module-list"] > li:not([hidden])',
    (cards, count) =>
      cards.slice(0, count).flatMap((card) => {
        const image = card.querySelector('img');
        return image ? [image.src] : [];
      }),
    columns,
  );
}

/** In the page: when the list first shows (window.listShownAt, performance.now()). */
function recordListShown() {
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('[data-testid="module-list"] li')) return;
    (window as unknown as { listShownAt: number }).listShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

describe('a first load of /dashboard/modules', () => {
  it("fetches the shell's startup chunks from the document's preloads, the dashboard's code in one wave, and the first row's thumbnails early", async () => {
    const { token } = await freeAccount('first-load');
    const { page, pageErrors } = await open();
    await signInWithToken(page, token);
    const scripts: string[] = [];
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (new URL(request.url()).pathname === '/api/modules') catalogueRequests.push(request.url());
    });
    // When the list first shows: code asked for after it (the top bar's menus, once the page has loaded) is not the first screen's.
    await page.addInitScript(recordListShown);
    await page.goto('/dashboard/modules');
    await page.getByTestId('module-list').locator('li').first().waitFor();
    await page.waitForLoadState('networkidle');
    const askedAfterTheList = new Set(
      await page.evaluate(() => {
        const shownAt = (window as unknown as { listShownAt: number }).listShownAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime > shownAt)
          .map((entry) => new URL(entry.name).pathname.split('/').pop()!);
      }),
    );

    // The shell: every script it runs at start is named in the document, so it downloads while the entry runs.
    const html = await (await fetch(`${BASE_URL}/dashboard/modules`)).text();
    const preloaded = [...html.matchAll(/<link[^>]*rel="?preload"?[^>]*>/g)].map((tag) => /href="?([^"\s>]+)/.exec(tag[0])![1].replace(/^\//, ''));
    const entry = /<script[^>]*src="?\/?(main\.[^"\s>]+\.js)/.exec(html)![1];
    expect(/<script[^>]*fetchpriority="?high/.test(html)).toBe(true);
    const shellScripts = scripts.filter((url) => !new URL(url).pathname.startsWith('/remotes/')).map(fileOf);
    const shellPreloads = preloaded.filter((href) => !href.startsWith('remotes/') && href.endsWith('.js'));
    expect(shellPreloads.length).toBeGreaterThan(0);
    expect(new Set(shellScripts)).toEqual(new Set([entry, ...shellPreloads]));
    // The document names the dashboard's first files too (issue 26 item 3), so a phone fetches them with the
    // shell's code instead of once the shell has run and read the config and the manifest.
    expect(preloaded).toEqual(expect.arrayContaining(['app-config.json', 'remotes/dashboard/mf-manifest.json', 'remotes/dashboard/remoteEntry.js']));
    // And the catalogue, which needs no token: asked for by the document, and that answer is the one the page
    // uses (one request, made by the <link>, not a second by the shell's entry).
    const cataloguePreload = preloaded.find((href) => href.startsWith('api/modules?'))?.replace(/&amp;/g, '&');
    expect(cataloguePreload).toBeDefined();
    expect(catalogueRequests.map((url) => url.replace(`${new URL(url).origin}/`, ''))).toEqual([cataloguePreload]);
    const catalogueEntries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/modules')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(catalogueEntries).toEqual(['link']);

    // The dashboard: until the list shows, besides its entry, only the expose's files (all of them, from the
    // manifest) and the page's own chunk; no file the expose needs is discovered after it starts.
    const manifest = (await (await fetch(`${BASE_URL}/remotes/dashboard/mf-manifest.json`)).json()) as Manifest;
    const expose = manifest.exposes.find((item) => item.name === 'DashboardApp')!;
    const remoteScripts = scripts
      .filter((url) => new URL(url).pathname.startsWith('/remotes/dashboard/'))
      .map(fileOf)
      .filter((file) => !askedAfterTheList.has(file));
    for (const file of expose.assets.js.sync) expect(remoteScripts).toContain(file);
    const later = remoteScripts.filter((file) => file !== 'remoteEntry.js' && !expose.assets.js.sync.includes(file));
    expect(later.every((file) => expose.assets.js.async.includes(file))).toBe(true);
    expect(later.length).toBeLessThanOrEqual(2);

    // The page's own code is named in the manifest under its route, and the shell preloads it with the
    // expose's files (a <link rel="preload">), instead of the expose asking for it once it has run.
    const pageFiles = manifest.metaData.routes['/dashboard/modules'];
    expect(pageFiles.js.some((file) => file.startsWith('route.dashboard.modules.'))).toBe(true);
    const fetchedBy = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => [new URL(r.name).pathname.split('/').pop(), (r as PerformanceResourceTiming).initiatorType]));
    for (const file of pageFiles.js) expect(fetchedBy).toContainEqual([file, 'link']);
    for (const file of pageFiles.js) expect(scripts.filter((url) => fileOf(url) === file)).toHaveLength(1);

    // The first row's thumbnails (its cards at this width, gridColumnsAt), in the order
    // the page shows them, are preloaded. On a stack the API e2e has added modules to, the first row can hold
    // none (those modules have no thumbnail and come first): then nothing is preloaded either.
    const preloadedImages = await page.$$eval('head link[rel="preload"][as="image"]', (links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloadedImages).toEqual(await firstRowImages(page));
    expect(pageErrors).toEqual([]);
  });

  it("asks for the first row's thumbnails (its largest paint) before the dashboard's code has run (issue #26 item 3)", async () => {
    const { token } = await freeAccount('first-load-images');
    const { page, pageErrors } = await open();
    await signInWithToken(page, token);
    // The dashboard's code waits: only the shell (its early catalogue and plan) can ask for the images.
    const release = await holdRequests(page, '**/remotes/dashboard/**');
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/catalogue-assets/thumbnails/')) images.push(request.url());
    });
    const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path, { timeout: 15_000 });
    await Promise.all([answered('/api/modules'), answered('/api/plans/user/current'), page.goto('/dashboard/modules')]);
    await page.waitForTimeout(500);
    const preloaded = await page.$$eval('head link[rel="preload"][as="image"]', (links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.length).toBeLessThanOrEqual(4);
    expect(images).toEqual(preloaded);
    expect(await page.getByTestId('module-list').count()).toBe(0);
    release();
    // Once the page renders, its first row shows those images (the same URLs, fetched once). On a stack the
    // API e2e has added modules without thumbnails to, the first row can hold none: nothing is asked for then.
    await page.getByTestId('module-list').locator('li').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(preloaded).toEqual(await firstRowImages(page));
    expect(pageErrors).toEqual([]);
  });

  it("fetches the top bar's overlays after the list has shown, even when the catalogue answers slower than the network's quiet time", async () => {
    const { token } = await freeAccount('first-load-slow-answer');
    const { page, pageErrors } = await open();
    await signInWithToken(page, token);
    // A busy server: the catalogue's answer (the list's data) takes 1.5 s, and nothing else is loading meanwhile.
    await page.route(/\/api\/modules\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(recordListShown);
    await page.goto('/dashboard/modules');
    await page.getByTestId('module-list').locator('li').first().waitFor();
    // They do come (after the list): their load is among the page's resources once it has finished.
    const askedAt = await page.waitForFunction(
      () => performance.getEntriesByType('resource').find((entry) => /\/top-bar-overlays\.[^/]*\.js$/.test(new URL(entry.name).pathname))?.startTime,
      undefined,
      { timeout: 20_000 },
    );
    const shownAt = await page.evaluate(() => (window as unknown as { listShownAt: number }).listShownAt);
    expect(await askedAt.jsonValue()).toBeGreaterThan(shownAt);
    expect(pageErrors).toEqual([]);
  });
});
