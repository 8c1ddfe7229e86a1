/**
 * The user area's search (issue #24 item 8): what a store owner types finds the seeded module they mean,
 * best match first, from the header search (which opens the catalogue with `?search=`), from the catalogue's
 * own search box and from the sections library: words in any order, hyphens ignored ('popup' finds
 * 'Newsletter Pop-up'), tags searched, one typo tolerated. At 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, holdRequests, MOBILE, saveScreenshot, signInWithToken, useBrowserPages, waitUntil, where } from './support/browser';
import { expectFitsPhoneWidth, freeAccount } from './support/dashboard';

const open = useBrowserPages();

/** The titles of the catalogue cards shown, in order (hidden cards stay in the list). */
async function shownCards(page: Page): Promise<string[]> {
  return page
    .getByTestId('module-list')
    .locator('li:not([hidden])')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('[aria-label^="Preview "]')?.getAttribute('aria-label')?.slice('Preview '.length) ?? ''));
}

/** `title` first, or, for a list, every one of them shown (a tag several modules carry). */
async function firstCardIs(page: Page, title: string | string[], what: string) {
  const found = (shown: string[]) => (typeof title === 'string' ? shown[0] === title : title.every((t) => shown.includes(t)));
  try {
    await waitUntil(async () => found(await shownCards(page)), `${what}: ${JSON.stringify(title)} first`);
  } catch (error) {
    throw new Error(`${(error as Error).message}; shown: ${JSON.stringify((await shownCards(page)).slice(0, 3))} at ${where(page)}`);
  }
}

/** Queries and the seeded module each must put first (services/catalogue/seed/modules). */
const QUERIES: Array<[query: string, title: string | string[], why: string]> = [
  ['sticky add to cart', 'Sticky Add-to-Cart Bar', 'words of a hyphenated title'],
  ['cart sticky', 'Sticky Add-to-Cart Bar', 'words in any order'],
  ['popup', 'Newsletter Pop-up', 'a hyphen ignored'],
  ['lead capture', ['Inline Newsletter Sign-up', 'Newsletter Pop-up', 'Newsletter Slide-in', 'Newsletter Split Banner'], "a tag ('lead-capture', on four modules)"],
  ['conversion', ['Sticky Add-to-Cart Bar', 'Free Shipping Progress Bar', 'Us vs. Them Comparison'], "a tag ('conversion') in no title"],
  ['stiky add to cart', 'Sticky Add-to-Cart Bar', 'one typo'],
  ['newsleter popup', 'Newsletter Pop-up', 'one typo and a hyphen'],
];

describe('search in the user area (issue #24 item 8)', () => {
  it('the header search opens the catalogue with what was typed, the best match first (desktop)', async () => {
    const account = await freeAccount('search');
    const { page, pageErrors } = await open(DESKTOP);
    await signInWithToken(page, account.token);
    for (const [query, title, why] of QUERIES) {
      await page.goto('/dashboard');
      const box = page.getByRole('searchbox', { name: 'Search modules' });
      await box.fill(query);
      await box.press('Enter');
      await waitUntil(() => where(page) === `/dashboard/modules?search=${encodeURIComponent(query)}`, `the catalogue for '${query}'`);
      await firstCardIs(page, title, `header search, ${why}`);
    }
    await saveScreenshot(page, 'dashboard-search-header');
    expect(pageErrors).toEqual([]);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)("the catalogue's search box finds them on each keystroke (%s)", async (name, viewport) => {
    const account = await freeAccount('search');
    const { page, pageErrors } = await open(viewport);
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/modules');
    await page.getByTestId('modules-found').waitFor();
    const box = page.getByRole('searchbox', { name: 'Search modules' });
    for (const [query, title, why] of QUERIES) {
      await box.fill('');
      await box.pressSequentially(query);
      await firstCardIs(page, title, `catalogue search, ${why}`);
    }
    await box.fill('sticky add to cart');
    await firstCardIs(page, 'Sticky Add-to-Cart Bar', 'catalogue search');
    if (name === 'phone') await expectFitsPhoneWidth(page, 'the catalogue searched');
    await saveScreenshot(page, 'dashboard-search-catalogue');
    expect(pageErrors).toEqual([]);
  });

  it('the sections library searches with the same rule', async () => {
    const account = await freeAccount('search');
    const { page, pageErrors } = await open(DESKTOP);
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/sections');
    const box = page.getByRole('searchbox', { name: 'Search sections' });
    await box.waitFor();
    const titles = () => page.locator('main ul li button[aria-pressed] > span:first-child').allInnerTexts();
    // 'signup' for 'Sign-up', words in any order, one typo; then a tag.
    await box.fill('signup newsleter');
    await waitUntil(async () => (await titles())[0] === 'Newsletter Sign-up Card', `'Newsletter Sign-up Card' first, not ${JSON.stringify(await titles())}`);
    await box.fill('urgency');
    await waitUntil(async () => (await titles()).includes('Countdown Offer'), `the tag 'urgency' to find 'Countdown Offer', not ${JSON.stringify(await titles())}`);
    await saveScreenshot(page, 'dashboard-search-sections');
    expect(pageErrors).toEqual([]);
  });
  it('a search given before the search engine has loaded says it is searching, then shows the best match (issue 26 item 3)', async () => {
    const account = await freeAccount('search-engine-late');
    const { page, pageErrors } = await open(MOBILE);
    await signInWithToken(page, account.token);
    // The engine is loaded on its own, after the first screen: hold it back to see what the list shows meanwhile.
    const release = await holdRequests(page, '**/remotes/dashboard/search-engine.*.js');
    await page.goto('/dashboard/modules?search=popup');
    await page.getByText('Searching modules...').waitFor();
    expect(await page.getByTestId('module-list').count()).toBe(0);
    await saveScreenshot(page, 'dashboard-search-engine-loading-375');
    release();
    await firstCardIs(page, 'Newsletter Pop-up', 'once the engine is here');
    expect(await page.getByText('Searching modules...').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
