/**
 * The help centre's measured figures and ticket feedback in a real browser (issue #24 item 10): /help shows
 * the mean time to a first staff reply and the satisfaction from real ratings (the same GET /support/figures
 * numbers), never the old literal '2h' / '98%'; a ticket support answered and resolved asks its owner 'Did
 * this solve your problem?', whose 👎 and comment reach the admin's ticket and move the satisfaction.
 * At 1280 and 375 px.
 */
import { ACCOUNTS, api, DESKTOP, MOBILE, saveScreenshot, signInWithToken, tokenFor, useBrowserPages, waitUntil } from './support/browser';
import { expectFitsPhoneWidth, expectNoSeriousAxe, freeAccount } from './support/dashboard';

const open = useBrowserPages();

describe('help centre figures and ticket feedback (issue #24 item 10)', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('rates a resolved ticket and shows measured figures (%s)', async (name, viewport) => {
    const account = await freeAccount('help-figures');
    const admin = await tokenFor(ACCOUNTS.admin);
    const created = await api('POST', '/support/tickets', { title: 'Figures: slider does not move', description: 'The hero slider stays on the first slide.' }, account.token);
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    expect((await api('POST', `/support/tickets/${id}/messages`, { content: 'Fixed in the latest version' }, admin)).status).toBe(200);
    expect((await api('PATCH', `/admin/support/tickets/${id}/status`, { status: 'resolved' }, admin)).status).toBe(200);

    const { page, pageErrors } = await open(viewport);
    await signInWithToken(page, account.token);
    await page.goto(`/help/ticket/${id}`);
    const form = page.getByRole('form', { name: 'Did this solve your problem?' });
    await form.waitFor();
    await form.getByRole('button', { name: /No/ }).click();
    await form.getByLabel('Comment (optional)').fill('It still sticks on Safari');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByText('Thanks for your feedback.').waitFor();
    await expectNoSeriousAxe(page, 'ticket feedback');
    if (name === 'phone') await expectFitsPhoneWidth(page, 'ticket feedback');
    await saveScreenshot(page, 'help-ticket-feedback');

    const seen = await api('GET', `/support/tickets/${id}`, undefined, admin);
    expect(seen.body.data.rating).toMatchObject({ helpful: false, comment: 'It still sticks on Safari' });

    const figures = (await api('GET', '/support/figures')).body.data;
    expect(figures.satisfaction.ratings).toBeGreaterThanOrEqual(1);
    await page.goto('/help');
    const avg = page.getByText('Avg Response').locator('xpath=following-sibling::dd[1]');
    await waitUntil(async () => (await avg.innerText()) !== '–', 'the measured average response');
    expect(await avg.innerText()).not.toBe('2h');
    const box = page.getByText(/^Average first response /);
    await box.waitFor();
    expect(await box.innerText()).toContain(`Satisfaction ${figures.satisfaction.percent}%`);
    expect(await page.getByText(/98%/).count()).toBe(0);
    if (name === 'phone') await expectFitsPhoneWidth(page, '/help');
    await saveScreenshot(page, 'help-figures');
    expect(pageErrors).toEqual([]);
  });
});
