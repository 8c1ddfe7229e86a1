/**
 * Shopify-native delivery in a real browser (issue 24 items 12, 13): 'Download .liquid' in the section editor and
 * on the library's section cards saves `<handle>.liquid`; 'Download theme' on a store saves its theme bundle, a
 * zip whose page template stacks the store's items. Each click is checked through the browser's download event;
 * screenshots at 1280 and 375 px, nothing scrolling sideways on a phone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { readSectionSchema } from '../../libs/liquid-preview/src';
import { api, MOBILE, saveScreenshot, signInWithToken, useBrowserPages, waitUntil } from './support/browser';
import { addModuleThroughApi, addSectionThroughApi, expectNoSeriousAxe, expectNoSidewaysScrolling, freeAccount, toast, userPlan } from './support/dashboard';

const open = useBrowserPages();

/** A seeded section with a text setting (sections other suites create on the same stack may have no settings). */
const SEED_SECTIONS = join(__dirname, '../../services/catalogue/seed/sections');
const hasTextSetting = (slug: string) => {
  const file = join(SEED_SECTIONS, `${slug}.liquid`);
  return existsSync(file) && (readSectionSchema(readFileSync(file, 'utf8'))?.settings ?? []).some((x) => x.type === 'text');
};
const JOURNEY_TIMEOUT_MS = 180_000;

/** Clicks and returns the file the browser saved. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  const path = await download.path();
  if (!path) throw new Error(`download failed: ${await download.failure()}`);
  return { download, bytes: readFileSync(path) };
}

describe('theme downloads (issue 24 items 12, 13)', () => {
  it("downloads a section as <handle>.liquid from the editor and the library, and a store as a theme bundle", async () => {
    const account = await freeAccount('theme-files');
    const plan = await userPlan(account.token);
    const module = await addModuleThroughApi(account.token, plan.allowedModules[0]._id);
    const seeded = plan.allowedSections.find((x) => hasTextSetting(x.slug));
    if (!seeded) throw new Error('the free plan allows no seeded section with a text setting');
    const section = await addSectionThroughApi(account.token, seeded._id);
    const slug = seeded.slug;
    const saved = (await api('GET', `/user-sections/${section._id}`, undefined, account.token)).body.data as { code: string };

    const { page, pageErrors } = await open();
    await signInWithToken(page, account.token);

    // The section editor.
    await page.goto(`/dashboard/library/edit/section/${section._id}`);
    await page.getByRole('heading', { name: 'Edit Section' }).waitFor();
    const downloadButton = page.getByRole('button', { name: `Download .liquid: ${section.title}` });
    const untouched = await downloadBy(page, () => downloadButton.click());
    expect(untouched.download.suggestedFilename()).toBe(`${slug}.liquid`);
    expect(untouched.bytes.toString('utf8')).toBe(saved.code.endsWith('\n') ? saved.code : `${saved.code}\n`);
    await toast(page, 'Section Downloaded').waitFor();
    // A setting of the customer's: the download waits for the save, then carries it as the schema's default.
    const setting = page.getByTestId('section-settings').getByRole('textbox').first();
    await setting.fill('Chosen in the browser');
    expect(await downloadButton.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Section Updated').waitFor();
    await waitUntil(async () => !(await downloadButton.isDisabled()), 'the download button to come back after the save');
    const fromEditor = await downloadBy(page, () => downloadButton.click());
    const defaults = (readSectionSchema(fromEditor.bytes.toString('utf8'))?.settings ?? []).map((x) => x.default);
    expect(defaults).toContain('Chosen in the browser');
    await expectNoSeriousAxe(page, 'section editor');
    await saveScreenshot(page, 'theme-downloads-section-editor');
    await page.setViewportSize(MOBILE);
    await expectNoSidewaysScrolling(page, 'section editor');
    await saveScreenshot(page, 'theme-downloads-section-editor');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The library's section card.
    await page.goto('/dashboard/library?type=sections');
    const card = page.getByTestId('library-sections').locator(`[data-entry-id="${section._id}"]`);
    await card.waitFor();
    const fromCard = await downloadBy(page, () => card.getByRole('button', { name: /^Download \.liquid: / }).click());
    expect(fromCard.download.suggestedFilename()).toBe(`${slug}.liquid`);
    expect(fromCard.bytes.equals(fromEditor.bytes)).toBe(true);
    await expectNoSeriousAxe(page, 'library sections');
    await saveScreenshot(page, 'theme-downloads-library');
    await page.setViewportSize(MOBILE);
    await expectNoSidewaysScrolling(page, 'library sections');
    await saveScreenshot(page, 'theme-downloads-library');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A store: empty, nothing to download; with a module and a section, its theme bundle.
    const created = await api('POST', '/stores', { name: 'Browser Boutique' }, account.token);
    expect(created.status).toBe(201);
    const storeId = created.body.data._id as string;
    await page.goto(`/dashboard/stores/${storeId}`);
    const themeButton = page.getByRole('button', { name: 'Download theme' });
    await themeButton.waitFor();
    expect(await themeButton.isDisabled()).toBe(true);
    expect((await api('POST', `/stores/${storeId}/modules`, { moduleId: module._id }, account.token)).status).toBe(200);
    expect((await api('POST', `/stores/${storeId}/sections`, { sectionId: section._id }, account.token)).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Browser Boutique' }).waitFor();
    await page.getByText('1 modules · 1 sections').waitFor();
    const bundle = await downloadBy(page, () => themeButton.click());
    expect(bundle.download.suggestedFilename()).toBe('liquify-browser-boutique-theme.zip');
    const files = unzipSync(new Uint8Array(bundle.bytes));
    const template = JSON.parse(strFromU8(files['templates/page.liquify-browser-boutique.json']));
    expect(Object.keys(template.sections)).toHaveLength(2);
    expect(files[`sections/liquify-${slug}.liquid`]).toBeDefined();
    expect(Object.keys(files).some((p) => p.startsWith('snippets/liquify-'))).toBe(true);
    await toast(page, 'Theme Downloaded').waitFor();
    await expectNoSeriousAxe(page, 'store detail');
    await saveScreenshot(page, 'theme-downloads-store');
    await page.setViewportSize(MOBILE);
    await expectNoSidewaysScrolling(page, 'store detail');
    await saveScreenshot(page, 'theme-downloads-store');

    expect(pageErrors).toEqual([]);
  }, JOURNEY_TIMEOUT_MS);

  it('shows the server\'s reason when a download is refused', async () => {
    const account = await freeAccount('theme-files-refused');
    const plan = await userPlan(account.token);
    const section = await addSectionThroughApi(account.token, plan.allowedSections[0]._id);
    const { page } = await open();
    await signInWithToken(page, account.token);
    await page.goto(`/dashboard/library/edit/section/${section._id}`);
    await page.getByRole('heading', { name: 'Edit Section' }).waitFor();
    // The entry leaves the library in another tab: the download is refused with the library's 404 message.
    expect((await api('DELETE', `/user-sections/remove/${section._id}`, undefined, account.token)).status).toBe(200);
    const button = page.getByRole('button', { name: `Download .liquid: ${section.title}` });
    await button.click();
    await toast(page, 'Download Failed').waitFor();
    expect(await toast(page, 'Download Failed').innerText()).toContain('Section not found');
    expect(await button.innerText()).toContain('Download .liquid');
  }, JOURNEY_TIMEOUT_MS);
});
