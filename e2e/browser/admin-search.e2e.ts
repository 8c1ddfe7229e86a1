/**
 * The back office's one search in a real browser against the real stack (issue #25 item 13): Ctrl+K opens
 * it from anywhere in the admin, typing finds modules by slug and tickets by short id, grouped by kind;
 * arrows move, Enter opens the item's admin page, Esc closes; one character only hints, nothing found says
 * so. Screens at 1280 and 375 px, no horizontal overflow, axe clean.
 */
import type { Page } from 'playwright-core';
import { ACCOUNTS, api, hasHorizontalScroll, MOBILE, saveScreenshot, signInWithToken, tokenFor, useBrowserPages, waitUntil, where } from './support/browser';
import { customerToken, expectNoSeriousAxe, openTicket } from './support/tickets';

jest.setTimeout(240_000);

const open = useBrowserPages();

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the back office' });
const searchBox = (page: Page) => searchDialog(page).getByRole('combobox', { name: 'Search the back office' });
const options = (page: Page) => searchDialog(page).getByRole('option');

async function createModule(token: string, title: string, slug: string) {
  const res = await api('POST', '/admin/modules', { title, slug, description: 'Made by the admin search e2e' }, token);
  expect(res.status).toBe(201);
  return res.body.data as { _id: string; slug: string; title: string };
}

describe('the admin search (issue #25 item 13)', () => {
  it('opens with Ctrl+K anywhere, finds modules by slug and a ticket by short id, moves with arrows, opens with Enter, closes with Esc', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const tag = `ks${Date.now().toString(36)}`;
    const made = [await createModule(admin, 'Spring banner', `spring-${tag}`), await createModule(admin, 'Autumn banner', `autumn-${tag}`)];
    const ticketTitle = `Checkout hangs t${tag.slice(2)}`;
    const ticketId = await openTicket(await customerToken('Search Customer'), ticketTitle);
    const shortId = ticketId.slice(-6).toUpperCase();

    const { page } = await open();
    await signInWithToken(page, admin);
    await page.goto('/admin/plans');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // Esc closes and gives the focus back.
    await page.keyboard.press('Control+k');
    await searchBox(page).waitFor();
    expect(await searchBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await waitUntil(async () => (await searchDialog(page).count()) === 0, 'the dialog to close on Escape');

    // One character: a hint, no request.
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('s');
    await searchDialog(page).getByText(/Type at least 2 characters/).waitFor();

    // The slug's tag finds both modules (their titles do not hold it), under the Modules heading.
    await searchBox(page).fill(tag);
    await waitUntil(async () => (await options(page).count()) === 2, 'the two modules of this run');
    const modulesGroup = searchDialog(page).getByRole('group', { name: 'Modules' });
    expect(await modulesGroup.getByRole('option').count()).toBe(2);
    const first = options(page).nth(0);
    const second = options(page).nth(1);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await saveScreenshot(page, 'admin-search');

    await page.keyboard.press('ArrowDown');
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await first.getAttribute('aria-selected')).toBe('false');
    expect(await searchBox(page).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    const chosenTitle = (await second.locator('p').first().textContent())!.trim();
    const chosen = made.find((m) => m.title === chosenTitle)!;
    expect(chosen).toBeDefined();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/modules/edit/${chosen.slug}`);
    await waitUntil(async () => (await searchDialog(page).count()) === 0, 'the dialog to close on Enter');

    // From the module editor: Ctrl+K again, the ticket by its short id as shown (#ABC123).
    await page.keyboard.press('Control+k');
    await searchBox(page).fill(`#${shortId}`);
    const ticketsGroup = searchDialog(page).getByRole('group', { name: 'Tickets' });
    await ticketsGroup.getByRole('option', { name: new RegExp(ticketTitle) }).waitFor();
    expect(await options(page).count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/support/tickets/${ticketId}`);
    await page.getByRole('heading', { name: ticketTitle }).waitFor();

    // Nothing found: the empty state names the query.
    await page.keyboard.press('Control+k');
    await searchBox(page).fill(`nothing-${tag}`);
    await searchDialog(page).getByText(`No results for “nothing-${tag}”`).waitFor();
    expect(where(page)).toBe(`/admin/support/tickets/${ticketId}`);
  });

  it('fits a 375 px phone: the header button opens it, results stay inside the screen, axe clean', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const tag = `km${Date.now().toString(36)}`;
    await createModule(admin, `A rather long module title for a small phone screen ${tag}`, `phone-${tag}`);
    const { page } = await open(MOBILE);
    await signInWithToken(page, admin);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: /Search users, modules, tickets/ }).click();
    await searchBox(page).fill(tag);
    await waitUntil(async () => (await options(page).count()) === 1, 'the module of this run');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoSeriousAxe(page, 'the admin search dialog');
    await saveScreenshot(page, 'admin-search');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/modules/edit/phone-${tag}`);
  });
});
