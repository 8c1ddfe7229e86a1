/**
 * A rolling update: the page asks for a remote's chunk that the release answering does not have. The shell
 * reloads once with fresh manifests (frontends/shell/src/chunk-reload.ts); a chunk that stays missing ends on
 * the page's "could not be loaded" screen after that one reload, never in a reload loop.
 */
import type { Page } from 'playwright-core';
import { useBrowserPages } from './support/browser';

jest.setTimeout(90_000);

const open = useBrowserPages();
const HOME_EXPOSE = /\/remotes\/landing\/__federation_expose_HomePage\.[0-9a-f]+\.js/;

/** Counts the loads of the page's document (the first load and every reload). */
function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

describe('a chunk missing mid-deploy', () => {
  it('reloads the page once, and the page then works with the files of the release answering', async () => {
    const { page, context } = await open();
    let failed = 0;
    await context.route(HOME_EXPOSE, (route) => (failed++ === 0 ? route.fulfill({ status: 404, body: 'not in this release' }) : route.continue()));
    const loads = documentLoads(page);
    await page.goto('/');
    // `/` is server-rendered: its links are there before the app's code runs, so wait for the reload itself,
    // then for the reloaded page's code to have loaded its page (which clears the mark).
    for (const deadline = Date.now() + 30_000; (loads() < 2 || failed < 2) && Date.now() < deadline; ) await page.waitForTimeout(100);
    await page.waitForFunction(() => sessionStorage.getItem('liquify:release-reload') === null, undefined, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Sign In / Up' }).first().waitFor();
    expect(loads()).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('liquify:release-reload'))).toBeNull(); // cleared once the page loaded
  });

  it('reloads only once when the chunk stays missing, then shows the page fallback with Retry', async () => {
    const { page, context } = await open();
    await context.route(HOME_EXPOSE, (route) => route.fulfill({ status: 404, body: 'gone' }));
    const loads = documentLoads(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.waitForTimeout(2_000);
    expect(loads()).toBe(2);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
  });
});
