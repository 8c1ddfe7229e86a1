/**
 * Support management and settings in a real browser against the real stack (issue 16): the admin answers
 * and bulk-resolves a customer's tickets and the customer sees them resolved without a reply form; the FAQ
 * seeded twice still has its 15 entries; an Early Bird code is added, used and disabled; the support e-mail
 * set by the admin is the one the customer's Help Center shows. axe-core: no serious or critical violations.
 */
import type { Page } from 'playwright-core';
import { ACCOUNTS, api, saveScreenshot, signInWithToken, tokenFor, useBrowserPages, waitUntil } from './support/browser';
import { customerToken, expectNoSeriousAxe, openTicket } from './support/tickets';

// Whole journeys across two accounts, on a shared 2-core machine: more room than the default 90 s per test.
jest.setTimeout(240_000);

const open = useBrowserPages();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('support management (doc 3 §2)', () => {
  it('the admin replies in the ticket page, bulk-resolves two tickets, and the customer sees them resolved without a reply form', async () => {
    const customer = await customerToken();
    const tag = `e2e${Date.now().toString(36)}`;
    const firstId = await openTicket(customer, `Publishing fails ${tag} one`);
    const secondId = await openTicket(customer, `Publishing fails ${tag} two`);

    const { page } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.admin));
    await page.goto('/admin/support');
    await page.getByRole('heading', { name: 'Support Management' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(tag);
    const cards = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
    await waitUntil(async () => (await cards.count()) === 2, 'the two tickets of this run');
    await saveScreenshot(page, 'admin-support-tickets');
    await expectNoSeriousAxe(page, '/admin/support');

    // The card opens the admin's ticket page (issue #25 item 4), where the admin answers as the Support Team.
    await page.getByRole('link', { name: `Publishing fails ${tag} one` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/support/tickets/${firstId}`);
    await page.getByLabel('Reply to the customer').fill('Thanks, we republished it for you.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByRole('list', { name: 'Conversation' }).getByText('Thanks, we republished it for you.').waitFor();
    await page.getByRole('link', { name: 'Back to tickets' }).click();
    await waitUntil(async () => (await cards.count()) === 2, 'the two tickets of this run, back in the list');

    await page.getByLabel('Select all').check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Mark Resolved' }).click();
    await toast(page, '2 tickets marked resolved').waitFor();
    await waitUntil(async () => (await cards.filter({ hasText: 'Resolved' }).count()) === 2, 'both cards to show Resolved');

    const customerView = await open();
    await signInWithToken(customerView.page, customer);
    for (const id of [firstId, secondId]) {
      await customerView.page.goto(`/help/ticket/${id}`);
      await customerView.page.getByText('This ticket is resolved and no longer accepts replies.').waitFor();
      expect(await customerView.page.getByLabel('Your reply').count()).toBe(0);
    }
    await saveScreenshot(customerView.page, 'help-ticket-resolved');
  });

  it('seeds the FAQ twice and still lists 15 entries; adds, edits and deletes one', async () => {
    const { page } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.admin));
    await page.goto('/admin/support?tab=faq');
    await page.getByRole('list', { name: 'FAQ entries' }).waitFor();
    for (let i = 0; i < 2; i++) {
      const seeded = page.waitForResponse((r) => r.url().endsWith('/api/admin/support/faq/seed') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Seed FAQ Data' }).click();
      const answer = await seeded;
      expect(answer.status()).toBe(200);
      expect((await answer.json()).data).toEqual({ created: 0, existing: 15, total: 15 });
    }
    await toast(page, 'FAQ data seeded: 0 added, 15 already there').waitFor();
    await page.getByText('15 entries', { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'FAQ entries' }).getByRole('listitem').count()).toBe(15);
    await saveScreenshot(page, 'admin-support-faq');
    await expectNoSeriousAxe(page, '/admin/support?tab=faq');

    const question = `Can I export my library (${Date.now().toString(36)})?`;
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Question').fill(question);
    await dialog.getByLabel('Answer (HTML allowed)').fill('<p>Yes, from <strong>My Library</strong>.</p>');
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('16 entries', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
    await dialog.getByLabel('Tags (comma-separated)').fill('export, library');
    await dialog.getByRole('button', { name: 'Save FAQ' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('listitem').filter({ hasText: question }).getByText('export', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('15 entries', { exact: true }).waitFor();
  });

  it('shows the support figures on the Analytics tab', async () => {
    const { page } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.admin));
    await page.goto('/admin/support?tab=analytics');
    await page.getByText('Total Tickets').waitFor();
    await page.getByRole('heading', { name: 'Tickets opened and resolved per day' }).waitFor();
    await saveScreenshot(page, 'admin-support-analytics');
    await expectNoSeriousAxe(page, '/admin/support?tab=analytics');
  });
});

describe('settings (issue 16)', () => {
  it('adds an Early Bird code that then opens the Early Bird plan, and disables it so it is refused', async () => {
    const { page } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.admin));
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Early Bird codes' }).waitFor();
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel('New code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Add code' }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('Active').waitFor();
    await row.getByText('Added here').waitFor();
    await page.getByText('Local checkout', { exact: false }).first().waitFor();
    await saveScreenshot(page, 'admin-settings');
    await expectNoSeriousAxe(page, '/admin/settings');

    expect((await api('POST', '/plans/early-bird/verify', { code })).status).toBe(200);
    await row.getByRole('button', { name: `Disable ${code}` }).click();
    await row.getByText('Disabled').waitFor();
    const refused = await api('POST', '/plans/early-bird/verify', { code });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Invalid Early Bird code. Please check your code and try again.');
  });

  it("sets the support e-mail the customer's Help Center shows", async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const before = (await api('GET', '/support/contact')).body.data.email as string;
    const address = `desk-${Date.now().toString(36)}@liquify.dev`;
    try {
      const { page } = await open();
      await signInWithToken(page, admin);
      await page.goto('/admin/settings');
      const field = page.getByLabel('Support e-mail address');
      await waitUntil(async () => (await field.inputValue()) === before, 'the current support e-mail');
      await field.fill(address);
      await page.getByRole('button', { name: 'Save e-mail' }).click();
      await toast(page, 'Support e-mail updated').waitFor();

      const customer = await open();
      await signInWithToken(customer.page, await customerToken());
      await customer.page.goto('/help?tab=contact');
      await customer.page.getByRole('link', { name: address }).waitFor();
    } finally {
      await api('PUT', '/admin/support/contact', { email: before }, admin);
    }
  });
});
