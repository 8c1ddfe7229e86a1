/**
 * The back office on a phone (375 px): no admin page is wider than the screen (tables scroll inside their
 * own frame, dialogs fit), and the sidebar's links, hidden at that width, are reached through the menu.
 */
import type { Page } from 'playwright-core';
import { ACCOUNTS, MOBILE, api, saveScreenshot, signInWithToken, tokenFor, useBrowserPages, waitUntil, where } from './support/browser';

const open = useBrowserPages();

/** Every admin route of doc 3 §2 (the two with an id get a real one), and where it shows its title. */
async function adminRoutes(token: string): Promise<Array<{ path: string; heading: RegExp }>> {
  const modules = await api('GET', '/admin/modules?limit=1', undefined, token);
  const slug = modules.body.modules[0]?.slug as string | undefined;
  const plans = await api('GET', '/admin/plans', undefined, token);
  const planId = (Array.isArray(plans.body) ? plans.body : plans.body.data)[0]?._id as string | undefined;
  if (!slug || !planId) throw new Error(`the stack has no module or no plan to open (${slug}, ${planId})`);
  return [
    { path: '/admin', heading: /^Admin Dashboard$/ },
    { path: '/admin/dashboard', heading: /^Admin Dashboard$/ },
    { path: '/admin/users', heading: /^Users Management$/ },
    { path: '/admin/modules', heading: /^Gestion des Modules$/ },
    { path: '/admin/modules/create', heading: /^Créer un Module$/ },
    { path: '/admin/modules/new', heading: /^Créer un Module$/ },
    { path: `/admin/modules/edit/${slug}`, heading: /^Modifier le Module$/ },
    { path: '/admin/sections', heading: /^Sections Management$/ },
    { path: '/admin/plans', heading: /^Plans$/ },
    { path: `/admin/plans/edit/${planId}`, heading: /^Edit Plan: / },
    { path: '/admin/support', heading: /^Support Management$/ },
    { path: '/admin/analytics', heading: /^Analytics$/ },
    { path: '/admin/settings', heading: /^Settings$/ },
  ];
}

/** The page's width against the window's: what a phone scrolls sideways. */
const widths = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

/** Waits for the page's figures and lists: no spinner left in the main area. */
async function settled(page: Page, what: string) {
  await waitUntil(async () => (await page.locator('main .animate-spin').count()) === 0, `${what} to finish loading`, 60_000);
  // the last data has been laid out: fonts loaded and two frames painted since
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

describe('the back office at 375 px', () => {
  it('no admin page overflows horizontally (document.documentElement.scrollWidth <= innerWidth)', async () => {
    const token = await tokenFor(ACCOUNTS.admin);
    const { page, pageErrors } = await open(MOBILE);
    await signInWithToken(page, token);
    const overflowing: string[] = [];
    for (const route of await adminRoutes(token)) {
      await page.goto(route.path);
      // The first visit loads the remote and the page's chunk: on a loaded machine that takes a while.
      await page.getByRole('heading', { level: 1, name: route.heading }).waitFor({ timeout: 60_000 });
      await settled(page, route.path);
      const { scrollWidth, innerWidth } = await widths(page);
      if (scrollWidth > innerWidth) overflowing.push(`${route.path}: ${scrollWidth} px wide in a ${innerWidth} px window`);
    }
    expect(overflowing).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 300_000);

  it('the menu reaches every sidebar link, and a wide dialog fits the screen', async () => {
    const { page } = await open(MOBILE);
    await signInWithToken(page, await tokenFor(ACCOUNTS.admin));
    await page.goto('/admin/sections');
    await page.getByRole('heading', { name: 'Sections Management' }).waitFor({ timeout: 60_000 });
    // The sidebar is hidden on a phone; its links are in the menu.
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Admin menu' });
    const links = menu.getByRole('navigation', { name: 'Admin' }).getByRole('link');
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/admin',
      '/admin/users',
      '/admin/modules',
      '/admin/sections',
      '/admin/plans',
      '/admin/support',
      '/admin/analytics',
      '/admin/settings',
      '/admin/trash',
      '/admin/audit-log',
    ]);
    await saveScreenshot(page, 'admin-menu');
    await menu.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/settings');
    await menu.waitFor({ state: 'detached' });
    expect(where(page)).toBe('/admin/settings');

    // The widest dialog (the section form beside its preview) stays inside the window.
    await page.goto('/admin/sections');
    await page.getByRole('button', { name: 'Create Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Section' });
    await dialog.locator('.cm-content').waitFor({ timeout: 60_000 });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    const { scrollWidth, innerWidth } = await widths(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await saveScreenshot(page, 'admin-section-dialog');
  }, 180_000);
});
