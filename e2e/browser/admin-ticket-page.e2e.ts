/**
 * The admin's ticket page in a real browser against the real stack (issue #25 item 4): a ticket card opens
 * /admin/support/tickets/{id} (not the customer's /help page); the admin adds an internal note, replies,
 * sets status, priority and assignee, and walks the list with the keyboard (j next, k previous); the
 * customer sees the reply but never the note. Screens at 1280 and 375 px, no horizontal overflow, axe clean.
 */
import type { Page } from 'playwright-core';
import { ACCOUNTS, api, hasHorizontalScroll, MOBILE, saveScreenshot, signInWithToken, tokenFor, useBrowserPages, waitUntil, where } from './support/browser';
import { customerToken, expectNoSeriousAxe, openTicket } from './support/tickets';

jest.setTimeout(240_000);

const open = useBrowserPages();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('the admin ticket page (issue #25 item 4)', () => {
  it('opens from the list, keeps notes internal, replies, changes status, priority and assignee, and moves with j / k', async () => {
    const customer = await customerToken('Ticket Page Customer');
    const tag = `tp${Date.now().toString(36)}`;
    // Oldest first in the default order (longest waiting): one, two, three.
    const ids: string[] = [];
    for (const n of ['one', 'two', 'three']) ids.push(await openTicket(customer, `Overlap ${tag} ${n}`, 'The section I added overlaps the footer on every product page.'));
    const secret = `Internal ${tag}: customer asked for a refund twice already`;

    const { page } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.admin));
    await page.goto('/admin/support');
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(tag);
    const cards = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
    await waitUntil(async () => (await cards.count()) === 3, 'the three tickets of this run');

    // The card opens the admin's page in the same tab, keeping the list's search.
    await page.getByRole('link', { name: `Overlap ${tag} one` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/support/tickets/${ids[0]}` && url.searchParams.get('search') === tag);
    await page.getByRole('heading', { name: `Overlap ${tag} one` }).waitFor();
    const customerCard = page.getByRole('region', { name: 'Customer' });
    await customerCard.getByText('Ticket Page Customer').waitFor();
    await customerCard.getByText(/^Free/).waitFor();

    // The keyboard walks the list the admin came from (longest waiting first): j next, k previous, never while typing.
    const ticketNav = page.getByRole('navigation', { name: 'Ticket navigation' });
    await waitUntil(async () => (await ticketNav.getByRole('link', { name: 'Next ticket' }).count()) === 1, 'the next ticket to be known');
    await page.getByRole('heading', { name: `Overlap ${tag} one` }).click();
    await page.keyboard.press('j');
    await page.getByRole('heading', { name: `Overlap ${tag} two` }).waitFor();
    expect(where(page)).toBe(`/admin/support/tickets/${ids[1]}?search=${tag}`);
    await page.getByLabel('Reply to the customer').fill('jjj');
    await page.keyboard.press('j');
    expect(where(page)).toBe(`/admin/support/tickets/${ids[1]}?search=${tag}`);
    await page.getByRole('heading', { name: `Overlap ${tag} two` }).click();
    await page.keyboard.press('k');
    await page.getByRole('heading', { name: `Overlap ${tag} one` }).waitFor();
    await ticketNav.getByRole('link', { name: 'Next ticket' }).click();
    await page.getByRole('heading', { name: `Overlap ${tag} two` }).waitFor();
    await ticketNav.getByRole('link', { name: 'Previous ticket' }).click();
    await page.getByRole('heading', { name: `Overlap ${tag} one` }).waitFor();
    expect(where(page)).toBe(`/admin/support/tickets/${ids[0]}?search=${tag}`);

    await page.getByLabel('Internal note (staff only)').fill(secret);
    await page.getByRole('button', { name: 'Add note' }).click();
    await toast(page, 'Note added').waitFor();
    await page.getByRole('listitem', { name: 'Internal note' }).getByText(secret).waitFor();

    await page.getByLabel('Reply to the customer').fill('We moved the section above the footer for you.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await toast(page, 'Reply sent').waitFor();
    await page.getByRole('list', { name: 'Conversation' }).getByText('We moved the section above the footer for you.').waitFor();

    const ticketCard = page.getByRole('region', { name: 'Ticket' });
    for (const [label, value] of [['Status', 'pending'], ['Priority', 'urgent']] as const) {
      const answered = page.waitForResponse((r) => r.url().endsWith(`/api/admin/support/tickets/${ids[0]}`) && r.request().method() === 'PATCH');
      await ticketCard.getByLabel(label).selectOption(value);
      expect((await answered).status()).toBe(200);
    }
    const assignee = ticketCard.getByLabel('Assignee');
    await waitUntil(async () => (await assignee.locator('option').count()) > 1, 'the staff to assign');
    const firstStaff = await assignee.locator('option').nth(1).getAttribute('value');
    const assigned = page.waitForResponse((r) => r.url().endsWith(`/api/admin/support/tickets/${ids[0]}`) && r.request().method() === 'PATCH');
    await assignee.selectOption(firstStaff!);
    expect((await assigned).status()).toBe(200);
    await page.reload();
    await page.getByRole('listitem', { name: 'Internal note' }).getByText(secret).waitFor();
    expect(await page.getByRole('region', { name: 'Ticket' }).getByLabel('Status').inputValue()).toBe('pending');
    expect(await page.getByRole('region', { name: 'Ticket' }).getByLabel('Priority').inputValue()).toBe('urgent');
    expect(await page.getByRole('region', { name: 'Ticket' }).getByLabel('Assignee').inputValue()).toBe(firstStaff);
    // Answered and pending, it no longer waits on support: last of the three in the list's order.
    await ticketNav.getByText('3 of 3').waitFor();
    await ticketNav.getByRole('link', { name: 'Previous ticket' }).waitFor();
    await saveScreenshot(page, 'admin-ticket-page');
    await expectNoSeriousAxe(page, '/admin/support/tickets/{id}');

    await page.getByRole('link', { name: 'Back to tickets' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/support' && url.searchParams.get('search') === tag);
    await waitUntil(async () => (await cards.count()) === 3, 'the list the admin came from');

    // The customer (the attacker): neither the API nor the help page gives the note away.
    const own = await api('GET', `/support/tickets/${ids[0]}`, undefined, customer);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain(tag + ': customer asked');
    const customerView = await open();
    await signInWithToken(customerView.page, customer);
    await customerView.page.goto(`/help/ticket/${ids[0]}`);
    await customerView.page.getByText('We moved the section above the footer for you.').waitFor();
    expect(await customerView.page.getByText(secret).count()).toBe(0);
    expect(await customerView.page.content()).not.toContain('refund twice');
  });

  it('fits a phone (375 px) with the thread, the boxes and the fields', async () => {
    const customer = await customerToken('Ticket Page Customer');
    const id = await openTicket(customer, `Phone ticket ${Date.now().toString(36)}`);
    const admin = await tokenFor(ACCOUNTS.admin);
    await api('POST', `/admin/support/tickets/${id}/notes`, { content: 'Checked the store: the theme is outdated.' }, admin);
    const { page } = await open(MOBILE);
    await signInWithToken(page, admin);
    await page.goto(`/admin/support/tickets/${id}`);
    await page.getByRole('listitem', { name: 'Internal note' }).waitFor();
    await page.getByRole('region', { name: 'Customer' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'admin-ticket-page');
    await expectNoSeriousAxe(page, '/admin/support/tickets/{id} at 375 px');
  });
});
