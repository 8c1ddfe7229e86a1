/**
 * Issue #21 items 3-6 in a real browser, from a store on ANOTHER origin: a tiny HTTP server on its own
 * 127.0.0.1 port serves a store page that embeds the pasted snippet (the script, and the <noscript> frame a
 * visitor without JavaScript gets). The owner opens "Remote Snippet" twice (same link), replaces it (warned
 * first: the store's old link stops), removes the module (asked first, naming the snippet and the stores it
 * leaves) and undoes it from the toast; a customer value written to redirect visitors stays text everywhere.
 * Screenshots of the changed dialogs and toast at 1280 and 375 px.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ACCOUNTS, api, BASE_URL, DESKTOP, launchBrowser, MOBILE, saveScreenshot, signInWithToken, tokenFor, waitUntil } from './support/browser';
import { expectFitsPhoneWidth, freeAccount, toast } from './support/dashboard';

const ATTACK = '"><meta http-equiv="refresh" content="0;url=https://evil.example/">';
const JOURNEY_TIMEOUT_MS = 240_000;

let browser: Browser;
let store: http.Server;
let storeOrigin = '';
/** What the store page embeds (the snippet as the owner pasted it). */
let pasted = '';
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  store = http.createServer((req, res) => {
    if (req.url !== '/store.html') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html><head><meta charset="utf-8"><title>E2E Store</title></head><body><h1>E2E Store</h1><main id="slot">${pasted}</main><footer id="after">footer</footer></body></html>`);
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  // The store really is another origin than the product.
  expect(new URL(storeOrigin).origin).not.toBe(new URL(BASE_URL).origin);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await new Promise((resolve) => store?.close(resolve));
});

async function newPage(options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; baseURL?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, javaScriptEnabled: options.javaScriptEnabled ?? true, baseURL: options.baseURL ?? BASE_URL });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** A visitor's view of the store (a fresh browser profile: no cached snippet). */
async function visitStore(javaScriptEnabled = true): Promise<Page> {
  const page = await newPage({ javaScriptEnabled, baseURL: storeOrigin });
  await page.goto(`${storeOrigin}/store.html`);
  return page;
}

/** Whether the store page shows the module, waiting for the async script. */
async function storeShowsModule(page: Page): Promise<boolean> {
  try {
    await page.locator('[data-liquify-module] .e2e-store-mod').waitFor({ timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

async function createModule(adminToken: string) {
  const { status, body } = await api('POST', '/admin/modules', {
    title: `Store snippet ${Date.now().toString(36)}`,
    description: 'Made by the remote snippet browser e2e',
    status: 'published',
    templateCode: '<div class="e2e-store-mod" title="${heading}"><p class="e2e-heading">${heading}</p><a class="e2e-link" href="${link}">Shop</a></div>',
    variables: [
      { name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Hello' },
      { name: 'link', label: 'Link', type: 'url', defaultValue: 'https://shop.example/' },
    ],
  }, adminToken);
  if (status !== 201) throw new Error(`create module answered ${status}: ${JSON.stringify(body)}`);
  return body.data as { _id: string; slug: string };
}

async function openSnippetDialog(page: Page) {
  await page.getByRole('button', { name: 'Remote Snippet', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Remote Snippet Generated' });
  await dialog.waitFor();
  return dialog;
}

describe('remote snippet embedded in a store on another origin (issue #21 items 3-6)', () => {
  it('keeps one link across openings, replaces it on purpose, is removable with a warning and Undo, frames anywhere, and keeps customer values as text', async () => {
    const adminToken = await tokenFor(ACCOUNTS.admin);
    const catalogueModule = await createModule(adminToken);
    const owner = await freeAccount('snippet-store');
    await waitUntil(async () => (await api('GET', `/user-modules/quota-check?moduleSlug=${catalogueModule.slug}`, undefined, owner.token)).body?.data?.allowed === true, 'the module reaching the library', 60_000);
    const added = await api('POST', '/user-modules/add', { moduleId: catalogueModule._id }, owner.token);
    expect(added.status).toBe(201);
    const entryId = added.body.data._id as string;
    // Item 6: a value meant to redirect visitors of the product's own origin.
    const saved = await api('PUT', `/user-modules/${entryId}`, { customValues: { heading: ATTACK, link: 'javascript:alert(document.domain)' } }, owner.token);
    expect(saved.status).toBe(200);
    const shop = await api('POST', '/stores', { name: 'Boutique' }, owner.token);
    expect(shop.status).toBe(201);
    await waitUntil(async () => (await api('POST', `/stores/${shop.body.data._id}/modules`, { moduleId: entryId }, owner.token)).status === 200, 'the entry placed in a store', 30_000);

    // Item 3: opening "Remote Snippet" twice shows the same link.
    const editor = await newPage();
    await signInWithToken(editor, owner.token);
    await editor.goto(`/dashboard/library/edit/${entryId}`);
    let dialog = await openSnippetDialog(editor);
    const first = await dialog.getByTestId('snippet-code').innerText();
    expect(first).toContain('/api/remote-modules/snippet/lq_');
    await saveScreenshot(editor, 'remote-snippet-dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await openSnippetDialog(editor);
    expect(await dialog.getByTestId('snippet-code').innerText()).toBe(first);
    await dialog.getByRole('button', { name: 'Done' }).click();
    pasted = first;

    // The store (another origin) shows the module where the tag is pasted; the value is text, nothing redirects.
    let visitor = await visitStore();
    expect(await storeShowsModule(visitor)).toBe(true);
    const module = visitor.locator('[data-liquify-module] .e2e-store-mod');
    expect(await module.getAttribute('title')).toBe(ATTACK);
    expect(await visitor.locator('.e2e-heading').innerText()).toBe(ATTACK);
    expect(await visitor.locator('.e2e-link').getAttribute('href')).toBe('#');
    expect(await visitor.locator('meta[http-equiv]').count()).toBe(0);
    await visitor.waitForTimeout(1_500);
    expect(new URL(visitor.url()).origin).toBe(storeOrigin);

    // Item 5: without JavaScript the <noscript> frame loads from the product inside the store, sandboxed.
    const noScript = await visitStore(false);
    await waitUntil(() => noScript.frames().some((f) => f.url().includes('/frame')), 'the noscript frame');
    const frame = noScript.frames().find((f) => f.url().includes('/frame'))!;
    await frame.locator('.e2e-store-mod').waitFor();
    expect(await frame.locator('.e2e-heading').innerText()).toBe(ATTACK);
    expect(await frame.locator('meta[http-equiv]').count()).toBe(0);
    await noScript.waitForTimeout(1_500);
    expect(frame.url()).toContain(`${BASE_URL}/api/remote-modules/snippet/`);
    expect(new URL(noScript.url()).origin).toBe(storeOrigin);

    // Item 3: replacing is explicit and warned; the store's old link then renders nothing.
    dialog = await openSnippetDialog(editor);
    await dialog.getByRole('button', { name: 'Replace snippet link' }).click();
    await dialog.getByText('The current link stops working at once in every store that uses it').waitFor();
    await saveScreenshot(editor, 'remote-snippet-replace-warning');
    await dialog.getByRole('button', { name: 'Replace link' }).click();
    await toast(editor, 'Snippet Link Replaced').waitFor();
    const replaced = await dialog.getByTestId('snippet-code').innerText();
    expect(replaced).not.toBe(first);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await waitUntil(async () => !(await storeShowsModule(await visitStore())), 'the old link to stop', 20_000);
    pasted = replaced;
    visitor = await visitStore();
    expect(await storeShowsModule(visitor)).toBe(true);

    // The dialog and its warning at 375 px: nothing wider than the screen.
    const phone = await newPage({ viewport: MOBILE });
    await signInWithToken(phone, owner.token);
    await phone.goto(`/dashboard/library/edit/${entryId}`);
    const small = await openSnippetDialog(phone);
    expect(await small.getByTestId('snippet-code').innerText()).toBe(replaced);
    await small.getByRole('button', { name: 'Replace snippet link' }).click();
    await small.getByRole('button', { name: 'Keep current link' }).waitFor();
    await expectFitsPhoneWidth(phone, 'the snippet dialog at 375 px');
    await saveScreenshot(phone, 'remote-snippet-replace-warning');
    await small.getByRole('button', { name: 'Keep current link' }).click();
    await small.getByRole('button', { name: 'Done' }).click();

    // Item 4: removing asks first, naming the snippet and the store; Undo brings everything back.
    await editor.goto('/dashboard/library');
    const card = editor.locator(`[data-entry-id="${entryId}"]`);
    await card.getByRole('button', { name: /^Remove / }).click();
    const ask = editor.getByRole('dialog', { name: /^Remove .*\?$/ });
    await ask.getByText('Its remote snippet stops working; it leaves 1 store. You can undo it from the notification that follows.').waitFor();
    await saveScreenshot(editor, 'library-remove-dialog');
    await ask.getByRole('button', { name: 'Remove' }).click();
    const removedToast = toast(editor, 'Module Removed');
    await removedToast.waitFor();
    await saveScreenshot(editor, 'library-remove-undo-toast');
    await waitUntil(async () => !(await storeShowsModule(await visitStore())), 'the removed snippet to stop', 20_000);
    expect((await api('GET', `/stores/holding/${entryId}`, undefined, owner.token)).body.data.count).toBe(0);
    await removedToast.getByRole('button', { name: 'Undo' }).click();
    await toast(editor, 'Module Restored').waitFor();
    await card.waitFor();
    await waitUntil(async () => storeShowsModule(await visitStore()), 'the restored snippet to serve again', 20_000);
    await waitUntil(async () => (await api('GET', `/stores/holding/${entryId}`, undefined, owner.token)).body.data.count === 1, 'the entry back in its store', 20_000);
    const back = await api('GET', `/user-modules/${entryId}`, undefined, owner.token);
    expect(back.body.data.customValues).toEqual({ heading: ATTACK, link: 'javascript:alert(document.domain)' });

    // The remove dialog and the Undo toast at 375 px.
    await phone.goto('/dashboard/library');
    await phone.locator(`[data-entry-id="${entryId}"]`).getByRole('button', { name: /^Remove / }).click();
    const phoneAsk = phone.getByRole('dialog', { name: /^Remove .*\?$/ });
    await phoneAsk.getByText(/it leaves 1 store/).waitFor();
    await expectFitsPhoneWidth(phone, 'the remove dialog at 375 px');
    await saveScreenshot(phone, 'library-remove-dialog');
    await phoneAsk.getByRole('button', { name: 'Remove' }).click();
    const phoneToast = toast(phone, 'Module Removed');
    await phoneToast.waitFor();
    await expectFitsPhoneWidth(phone, 'the undo toast at 375 px');
    await saveScreenshot(phone, 'library-remove-undo-toast');
    await phoneToast.getByRole('button', { name: 'Undo' }).click();
    await toast(phone, 'Module Restored').waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
