/**
 * The module and section editors as a paying store owner uses them (issue 24): the device preview renders
 * each device at its real CSS width, scaled to fit the pane (item 2); broken section code is refused with
 * its line and reason (item 5); a malformed variable value is named next to its field and Save waits
 * (item 6); leaving with unsaved changes asks first (item 7). Screenshots at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { api, MOBILE, saveScreenshot, signInWithToken, useBrowserPages, waitUntil } from './support/browser';
import { addModuleThroughApi, addSectionThroughApi, expectFitsPhoneWidth, freeAccount, toast, userPlan } from './support/dashboard';

const open = useBrowserPages();

async function moduleInLibrary(tag: string) {
  const account = await freeAccount(tag);
  const plan = await userPlan(account.token);
  const promo = plan.allowedModules.find((m) => m.slug === 'dismissible-promo-bar') ?? plan.allowedModules[0];
  const entry = await addModuleThroughApi(account.token, promo._id);
  return { account, entry };
}

/** The preview pane, the scaled device frame (both as drawn) and the CSS width the previewed page sees. */
async function measurePreview(page: Page) {
  const pane = (await page.getByTestId('preview-canvas').boundingBox())!;
  const frame = (await page.locator('[data-device]').boundingBox())!;
  const viewportWidth = await page.frameLocator('iframe[title^="Preview of"]').locator('body').evaluate(() => window.innerWidth);
  return { pane, frame, viewportWidth };
}

function expectInside(frame: { x: number; y: number; width: number; height: number }, pane: { x: number; y: number; width: number; height: number }, what: string) {
  const inside = frame.x >= pane.x - 0.5 && frame.y >= pane.y - 0.5 && frame.x + frame.width <= pane.x + pane.width + 0.5 && frame.y + frame.height <= pane.y + pane.height + 0.5;
  if (!inside) throw new Error(`${what}: the frame ${JSON.stringify(frame)} does not fit the pane ${JSON.stringify(pane)}`);
}

describe('module editor device preview (issue 24 item 2)', () => {
  it('at 1280x800 renders Desktop at 1280 CSS px (wider than Tablet) and fits every device frame in the pane', async () => {
    const { account, entry } = await moduleInLibrary('preview');
    const { page, pageErrors } = await open({ width: 1280, height: 800 });
    await signInWithToken(page, account.token);
    await page.goto(`/dashboard/library/edit/${entry._id}`);
    await page.frameLocator('iframe[title^="Preview of"]').locator('body').waitFor();

    const desktop = await measurePreview(page);
    expect(desktop.viewportWidth).toBeGreaterThanOrEqual(1280);
    expectInside(desktop.frame, desktop.pane, 'Desktop');
    await saveScreenshot(page, 'dashboard-editor-preview-desktop');

    await page.getByRole('button', { name: 'Tablet (768x1024)' }).click();
    const tablet = await measurePreview(page);
    expect(tablet.viewportWidth).toBe(768);
    expect(desktop.viewportWidth).toBeGreaterThan(tablet.viewportWidth);
    expectInside(tablet.frame, tablet.pane, 'Tablet');
    await saveScreenshot(page, 'dashboard-editor-preview-tablet');

    await page.getByRole('button', { name: 'Mobile (375x667)' }).click();
    const mobile = await measurePreview(page);
    expect(mobile.viewportWidth).toBe(375);
    expectInside(mobile.frame, mobile.pane, 'Mobile');
    await saveScreenshot(page, 'dashboard-editor-preview-mobile');

    // Zoom starts from the fitted size; Reset view fits again.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect((await page.locator('[data-device]').boundingBox())!.height).toBeGreaterThan(mobile.frame.height);
    await page.getByRole('button', { name: 'Reset view' }).click();
    expectInside((await page.locator('[data-device]').boundingBox())!, mobile.pane, 'Mobile after reset');
    expect(pageErrors).toEqual([]);
  });
});

describe('section editor: broken code is not saved (issue 24 item 5)', () => {
  it('keeps Save disabled for empty code, and shows the line and reason of an unclosed tag instead of storing it', async () => {
    const account = await freeAccount('section-code');
    const plan = await userPlan(account.token);
    const added = await addSectionThroughApi(account.token, plan.allowedSections[0]._id);
    const before = (await api('GET', `/user-sections/${added._id}`, undefined, account.token)).body.data.code as string;
    const { page, pageErrors } = await open({ width: 1280, height: 900 });
    await signInWithToken(page, account.token);
    await page.goto(`/dashboard/library/edit/section/${added._id}`);
    await page.getByRole('heading', { name: 'Edit Section' }).waitFor();
    const editor = page.locator('.cm-content');
    await editor.waitFor();
    const save = page.getByRole('button', { name: 'Save Changes' });

    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.getByTestId('code-problem').getByText('Section code cannot be empty').waitFor();
    expect(await save.isDisabled()).toBe(true);

    await page.keyboard.type('<div>\n<p>Sale</p>\n{% if x %}unclosed');
    await waitUntil(async () => !(await save.isDisabled()), 'Save to be enabled');
    await save.click();
    const problem = page.getByTestId('code-problem');
    await problem.getByText(/^Line 3: .*not closed/).waitFor();
    await saveScreenshot(page, 'dashboard-section-editor-invalid');
    expect((await api('GET', `/user-sections/${added._id}`, undefined, account.token)).body.data.code).toBe(before);
    await page.setViewportSize(MOBILE);
    await expectFitsPhoneWidth(page, 'section editor with a Liquid error');
    await saveScreenshot(page, 'dashboard-section-editor-invalid');
    expect(pageErrors).toEqual([]);
  });
});

describe('module editor: bad variable input (issue 24 item 6)', () => {
  it('says what is wrong with a malformed list next to the field, and Save waits until it is valid', async () => {
    const account = await freeAccount('list-value');
    const plan = await userPlan(account.token);
    const rewards = plan.allowedModules.find((m) => m.slug === 'tiered-rewards-progress');
    if (!rewards) throw new Error('the free plan should include tiered-rewards-progress (not featured)');
    const entry = await addModuleThroughApi(account.token, rewards._id);
    const list = entry.variables.find((v) => v.type === 'text' && v.label === 'Milestones')!;
    const { page, pageErrors } = await open({ width: 1280, height: 900 });
    await signInWithToken(page, account.token);
    await page.goto(`/dashboard/library/edit/${entry._id}`);
    const field = page.getByRole('textbox', { name: new RegExp(`^${list.label}`) });
    await field.fill('50:Free shipping|100');
    const problem = page.getByTestId('variable-problem');
    await problem.getByText('Item 2 ("100") needs 2 parts separated by ":", like "50:Free shipping".').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await saveScreenshot(page, 'dashboard-module-editor-invalid-value');
    await page.setViewportSize(MOBILE);
    await expectFitsPhoneWidth(page, 'module editor with an invalid value');
    await saveScreenshot(page, 'dashboard-module-editor-invalid-value');
    await page.setViewportSize({ width: 1280, height: 900 });

    await field.fill('50:Free shipping|100:10% off');
    await problem.waitFor({ state: 'detached' });
    await save.click();
    await toast(page, 'Module saved').waitFor();
    const saved = await api('GET', `/user-modules/${entry._id}`, undefined, account.token);
    expect(saved.body.data.customValues[list.name]).toBe('50:Free shipping|100:10% off');
    expect(pageErrors).toEqual([]);
  });
});

describe('unsaved-changes guard (issue 24 item 7)', () => {
  it("asks before leaving the module editor with unsaved values: sidebar link, the browser's Back, closing the tab, the page's back button", async () => {
    const { account, entry } = await moduleInLibrary('leave-guard');
    const text = entry.variables.find((v) => v.type === 'text')!;
    const { page, pageErrors } = await open({ width: 1280, height: 900 });
    await signInWithToken(page, account.token);
    await page.goto(`/dashboard/library/edit/${entry._id}`);
    const field = page.getByRole('textbox', { name: new RegExp(`^${text.label}`) });
    await field.fill('Not saved yet');

    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    /** The question opens; Stay keeps the page and the value. */
    const staysWhenAsked = async (screenshot?: string) => {
      await dialog.waitFor();
      if (screenshot) await saveScreenshot(page, screenshot);
      await dialog.getByRole('button', { name: 'Stay on this page' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`/dashboard/library/edit/${entry._id}`);
      expect(await field.inputValue()).toBe('Not saved yet');
    };

    // In-app navigation: the sidebar's link asks.
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await staysWhenAsked('dashboard-editor-leave-guard');

    // The browser's Back button asks too, and a second Back still asks.
    await page.evaluate(() => window.history.back());
    await staysWhenAsked();
    await page.evaluate(() => window.history.back());
    await staysWhenAsked();

    // Closing the tab: the browser's own prompt.
    const prompt = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.type()); void d.dismiss(); }));
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    // The back button asks too; Leave goes to the library without saving.
    await page.getByRole('button', { name: 'Back to Library' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/library');
    const stored = await api('GET', `/user-modules/${entry._id}`, undefined, account.token);
    expect(stored.body.data.customValues[text.name]).not.toBe('Not saved yet');
    expect(pageErrors).toEqual([]);
  });
});
