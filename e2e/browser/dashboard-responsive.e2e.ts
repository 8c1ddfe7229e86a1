/**
 * The user area at 375 px as a paying store owner uses it on a phone (issue 24 item 3): /help once the user
 * has tickets, /dashboard/sections with a section selected, and the module editor's header keep to the
 * screen's width (nothing scrolls sideways), and the editor's title and description stay readable.
 * Screenshots at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { api, DESKTOP, MOBILE, saveScreenshot, signInWithToken, useBrowserPages } from './support/browser';
import { addModuleThroughApi, expectFitsPhoneWidth, expectNoSidewaysScrolling, freeAccount, userPlan } from './support/dashboard';

const open = useBrowserPages();

async function fitsPhone(page: Page, what: string) {
  await expectFitsPhoneWidth(page, what);
  await expectNoSidewaysScrolling(page, what);
}

describe('the user area at 375 px (issue 24 item 3)', () => {
  it('/help with tickets stays 375 px wide, tab strip included', async () => {
    const account = await freeAccount('help-narrow');
    const created = await api('POST', '/support/tickets', { title: 'Preview stays blank on Safari', description: 'The preview of my promo bar stays blank on Safari 17.', category: 'technical', priority: 'high' }, account.token);
    expect(created.status).toBe(201);
    const { page, pageErrors } = await open(MOBILE);
    await signInWithToken(page, account.token);
    await page.goto('/help');
    const tabs = page.getByRole('tablist', { name: 'Help sections' });
    await tabs.getByRole('tab', { name: 'Support Tickets (1)' }).waitFor();
    await fitsPhone(page, '/help with a ticket');
    await saveScreenshot(page, 'help-with-tickets');
    await tabs.getByRole('tab', { name: 'Support Tickets (1)' }).click();
    await page.getByRole('list', { name: 'Tickets' }).waitFor();
    await fitsPhone(page, '/help tickets tab');
    await saveScreenshot(page, 'help-tickets-tab');
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'help-tickets-tab');
    expect(pageErrors).toEqual([]);
  });

  it('/dashboard/sections with a section selected stays 375 px wide', async () => {
    const account = await freeAccount('sections-narrow');
    const { page, pageErrors } = await open(MOBILE);
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/sections');
    await page.getByRole('heading', { name: 'Sections Library' }).waitFor();
    const choices = page.locator('button[aria-pressed]');
    await choices.first().waitFor();
    await choices.nth(1).click();
    await page.locator('button[aria-pressed="true"]').waitFor();
    await page.locator('iframe[title^="Preview of"]').waitFor();
    await fitsPhone(page, '/dashboard/sections with a section selected');
    await saveScreenshot(page, 'dashboard-sections-selected');
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'dashboard-sections-selected');
    expect(pageErrors).toEqual([]);
  });

  it('the module editor keeps its title and description readable and fits the phone', async () => {
    const account = await freeAccount('editor-narrow');
    const plan = await userPlan(account.token);
    const promo = plan.allowedModules.find((m) => m.slug === 'dismissible-promo-bar') ?? plan.allowedModules[0];
    const entry = await addModuleThroughApi(account.token, promo._id);
    const { page, pageErrors } = await open(MOBILE);
    await signInWithToken(page, account.token);
    await page.goto(`/dashboard/library/edit/${entry._id}`);
    const title = page.getByRole('heading', { level: 1 });
    await title.getByText(entry.title).waitFor();
    // Title and description get (nearly) the whole row, not one letter's width.
    expect((await title.boundingBox())!.width).toBeGreaterThan(240);
    expect((await page.getByRole('button', { name: /^Description: / }).boundingBox())!.width).toBeGreaterThan(240);
    await fitsPhone(page, 'module editor');
    // The device preview fits the pane on the phone too.
    const pane = (await page.getByTestId('preview-canvas').boundingBox())!;
    const frame = (await page.locator('[data-device]').boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(pane.x - 0.5);
    expect(frame.x + frame.width).toBeLessThanOrEqual(pane.x + pane.width + 0.5);
    await saveScreenshot(page, 'dashboard-module-editor');
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'dashboard-module-editor');
    expect(pageErrors).toEqual([]);
  });
});
