/**
 * Issue #25 item 5 in a real browser against the real stack: the module list's category filter offers every
 * category the server counts, with its count (not only the loaded page's); search, filters and page live in
 * the URL on the admin lists, so a reload shows the same list. Plans show each price id and sync state
 * (item 6). Screens at 1280 and 375 px.
 */
import { ACCOUNTS, api, hasHorizontalScroll, MOBILE, saveScreenshot, signInWithToken, tokenFor, useBrowserPages, waitUntil, where } from './support/browser';

jest.setTimeout(180_000);

const open = useBrowserPages();

describe('admin lists keep their state in the URL (issue #25 item 5)', () => {
  it('offers every module category with its count; the category and status survive a reload', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const counted = (await api('GET', '/admin/modules/stats/overview', undefined, admin)).body.data.categories as Array<{ _id: string; count: number }>;
    expect(counted.length).toBeGreaterThan(1);
    const expected = ['Toutes Catégories', ...counted.map((c) => c._id).sort((a, b) => a.localeCompare(b)).map((name) => `${name} (${counted.find((c) => c._id === name)!.count})`)];

    const { page } = await open();
    await signInWithToken(page, admin);
    await page.goto('/admin/modules');
    const category = page.getByRole('combobox', { name: 'Catégorie' });
    await waitUntil(async () => (await category.locator('option').allTextContents()).length === expected.length, 'the counted categories');
    expect(await category.locator('option').allTextContents()).toEqual(expected);

    const chosen = counted[0]._id;
    await category.selectOption(chosen);
    await page.getByRole('combobox', { name: 'Statut' }).selectOption('published');
    await page.waitForURL((url) => url.searchParams.get('category') === chosen && url.searchParams.get('status') === 'published', { waitUntil: 'commit' });
    const cards = page.getByRole('list', { name: 'Modules' }).getByRole('listitem');
    await waitUntil(async () => (await cards.count()) > 0 && (await cards.filter({ hasNotText: chosen }).count()) === 0, `only ${chosen} modules`);
    await saveScreenshot(page, 'admin-modules-filtered');

    await page.reload();
    await waitUntil(async () => (await category.inputValue()) === chosen, 'the category after the reload');
    expect(await page.getByRole('combobox', { name: 'Statut' }).inputValue()).toBe('published');
    await waitUntil(async () => (await cards.count()) > 0 && (await cards.filter({ hasNotText: chosen }).count()) === 0, `only ${chosen} modules after the reload`);
  });

  it('keeps the users search and the tickets status filter across a reload', async () => {
    const { page } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.admin));
    await page.goto('/admin/users');
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search users' });
    await search.waitFor();
    await search.fill('admin@');
    await page.waitForURL((url) => url.searchParams.get('search') === 'admin@', { waitUntil: 'commit' });
    await page.reload();
    await waitUntil(async () => (await search.inputValue()) === 'admin@', 'the users search after the reload');

    await page.goto('/admin/support?status=resolved');
    const status = page.getByRole('combobox', { name: 'Status filter' });
    await waitUntil(async () => (await status.inputValue()) === 'resolved', 'the tickets status from the URL');
    await status.selectOption('open');
    await page.waitForURL((url) => url.searchParams.get('status') === 'open', { waitUntil: 'commit' });
    await page.reload();
    await waitUntil(async () => (await status.inputValue()) === 'open', 'the tickets status after the reload');
    expect(where(page)).toContain('status=open');
  });

  it('shows the modules list and the plans (price id, sync state) at 1280 and 375 px', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    for (const viewport of [undefined, MOBILE]) {
      const { page } = await open(viewport);
      await signInWithToken(page, admin);
      await page.goto('/admin/modules');
      await page.getByRole('list', { name: 'Modules' }).getByRole('listitem').first().waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await saveScreenshot(page, 'admin-modules-categories');
      await page.goto('/admin/plans');
      await page.getByRole('group', { name: /^Price sync of / }).first().getByText(/Synced with|Not synced|Free: nothing|Price from|Price changed/).waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await saveScreenshot(page, 'admin-plans-price-sync');
    }
  });
});
