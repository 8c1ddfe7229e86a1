/**
 * Issue 24 item 14 in the browser: the Remote Snippet dialog says where to paste in Shopify (theme editor → Add
 * section → Custom Liquid, or Edit code → sections/<handle>.liquid) with the exact code for each, and "Test on
 * a page" opens a plain page embedding the snippet, where the module shows. A removed module's test page says
 * so (410), as its snippet does. Screenshots at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import path from 'node:path';
import { ACCOUNTS, api, DESKTOP, hasHorizontalScroll, MOBILE, saveScreenshot, SCREENSHOT_DIR, signInWithToken, tokenFor, useBrowserPages, waitUntil } from './support/browser';
import { addSectionThroughApi, freeAccount, userPlan, type Account } from './support/dashboard';

const open = useBrowserPages();

async function libraryModule(owner: Account): Promise<{ entryId: string; title: string }> {
  const adminToken = await tokenFor(ACCOUNTS.admin);
  const title = `Install test ${Date.now().toString(36)}`;
  const created = await api('POST', '/admin/modules', {
    title,
    description: 'Made by the install instructions browser e2e',
    status: 'published',
    templateCode: '<div class="e2e-install-mod"><p class="e2e-install-heading">${heading}</p></div>',
    variables: [{ name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Hello from the test page' }],
  }, adminToken);
  if (created.status !== 201) throw new Error(`create module answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { _id: moduleId, slug } = created.body.data;
  await waitUntil(async () => (await api('GET', `/user-modules/quota-check?moduleSlug=${slug}`, undefined, owner.token)).body?.data?.allowed === true, 'the module reaching the library', 60_000);
  const added = await api('POST', '/user-modules/add', { moduleId }, owner.token);
  if (added.status !== 201) throw new Error(`add answered ${added.status}: ${JSON.stringify(added.body)}`);
  return { entryId: added.body.data._id, title };
}

async function openSnippetDialog(page: Page) {
  await page.getByRole('button', { name: 'Remote Snippet', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Remote Snippet Generated' });
  await dialog.waitFor();
  return dialog;
}

describe('install instructions that fit Shopify (issue 24 item 14)', () => {
  let owner: Account;
  let entry: { entryId: string; title: string };

  beforeAll(async () => {
    owner = await freeAccount('install');
    entry = await libraryModule(owner);
  }, 120_000);

  it('says where to paste with the exact code, and "Test on a page" shows the module on a plain page', async () => {
    const { page, context } = await open(DESKTOP);
    await signInWithToken(page, owner.token);
    await page.goto(`/dashboard/library/edit/${entry.entryId}`);
    const dialog = await openSnippetDialog(page);
    const snippet = await dialog.getByTestId('snippet-code').innerText();
    const install = dialog.getByTestId('install-instructions');
    expect(await install.getByTestId('install-where-custom-liquid').innerText()).toBe('Theme editor → Add section → Custom Liquid');
    expect(await install.getByTestId('install-code-custom-liquid').innerText()).toBe(snippet);
    expect(snippet).not.toContain('{% render');
    await saveScreenshot(page, 'snippet-install-custom-liquid');

    await install.getByRole('tab', { name: 'Theme file' }).click();
    const where = await install.getByTestId('install-where-section-file').innerText();
    expect(where).toMatch(/^Edit code → sections\/liquify-install-test-[a-z0-9]+\.liquid$/);
    const fileCode = await install.getByTestId('install-code-section-file').innerText();
    expect(fileCode).toContain(snippet);
    expect(fileCode).toContain('{% schema %}');
    await saveScreenshot(page, 'snippet-install-theme-file');

    const [testPage] = await Promise.all([context.waitForEvent('page'), install.getByRole('link', { name: 'Test on a page' }).click()]);
    await testPage.waitForLoadState();
    expect(new URL(testPage.url()).pathname).toMatch(/^\/api\/remote-modules\/snippet\/lq_[^/]+\/test$/);
    await testPage.getByRole('heading', { name: `Snippet test page: ${entry.title}` }).waitFor();
    await testPage.locator('[data-testid="snippet-stage"] .e2e-install-heading').waitFor();
    expect(await testPage.locator('.e2e-install-heading').innerText()).toBe('Hello from the test page');
    // the page is sandboxed: its scripts cannot reach the product's storage (the signed-in token)
    expect(await testPage.evaluate(() => { try { return localStorage.getItem('authToken'); } catch { return 'blocked'; } })).toBe('blocked');
    await saveScreenshot(testPage, 'snippet-test-page');
    await testPage.close();
  });

  it('fits a phone: the dialog and the test page', async () => {
    const { page, context } = await open(MOBILE);
    await signInWithToken(page, owner.token);
    await page.goto(`/dashboard/library/edit/${entry.entryId}`);
    const dialog = await openSnippetDialog(page);
    await dialog.getByTestId('install-instructions').scrollIntoViewIfNeeded();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'snippet-install-custom-liquid');
    const [testPage] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Test on a page' }).click()]);
    await testPage.locator('.e2e-install-heading').waitFor();
    expect(await hasHorizontalScroll(testPage)).toBe(false);
    await saveScreenshot(testPage, 'snippet-test-page');
  });

  it('the section editor says where to paste the section, with its theme file code', async () => {
    const plan = await userPlan(owner.token);
    const added = await addSectionThroughApi(owner.token, plan.allowedSections[0]._id);
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page } = await open(viewport);
      await signInWithToken(page, owner.token);
      await page.goto(`/dashboard/library/edit/section/${added._id}`);
      const install = page.getByTestId('install-instructions');
      await install.waitFor();
      expect(await install.getByTestId('install-where-section-file').innerText()).toMatch(/^Edit code → sections\/liquify-[a-z0-9-]+\.liquid$/);
      expect(await install.getByTestId('install-code-section-file').innerText()).toContain('{% schema %}');
      await page.getByText("Custom Liquid cannot hold a section's settings").waitFor();
      await install.scrollIntoViewIfNeeded();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await saveScreenshot(page, 'section-install');
      await install.screenshot({ path: path.join(SCREENSHOT_DIR, `section-install-panel-${viewport.width}.png`) });
    }
  });

  it('answers a removed module\'s test page with 410 and says so, and an unknown link with 404', async () => {
    const token = (await api('GET', `/remote-modules/generate-token/${entry.entryId}`, undefined, owner.token)).body.data.token as string;
    const live = await fetch(`${process.env.E2E_BASE_URL}/api/remote-modules/snippet/${token}/test`);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
    expect(live.headers.get('referrer-policy')).toBe('no-referrer');
    const unknown = await fetch(`${process.env.E2E_BASE_URL}/api/remote-modules/snippet/lq_${'x'.repeat(40)}/test`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This snippet link is unknown or was replaced');
    expect((await api('DELETE', `/user-modules/remove/${entry.entryId}`, undefined, owner.token)).status).toBe(200);
    await waitUntil(async () => (await fetch(`${process.env.E2E_BASE_URL}/api/remote-modules/snippet/${token}/test`)).status === 410, 'the test page answering 410');
    const gone = await fetch(`${process.env.E2E_BASE_URL}/api/remote-modules/snippet/${token}/test`);
    const html = await gone.text();
    expect(html).toContain('This module was removed from your library');
    expect(html).not.toContain('data-liquify-snippet');
  });
});
