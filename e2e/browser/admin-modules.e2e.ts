/**
 * Gestion des Modules and the module editor (doc 3 §2, §4, §5) in a real browser on the real stack: the
 * admin writes a template in the CodeMirror editor, turns two selections into variables, publishes the
 * module; a customer then finds it in /dashboard/modules and sees those two variables in its editor.
 * axe-core: no serious or critical violations on the list and the editor.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { selectInEditor } from './support/code-editor';
import { ACCOUNTS, SCREENSHOT_DIR, api, publicPlans, saveScreenshot, seriousAxeViolations, signInWithToken, tokenFor, uniqueEmail, useBrowserPages, waitUntil, where } from './support/browser';

const open = useBrowserPages();

async function expectNoSeriousAxe(page: Page, what: string) {
  const violations = await seriousAxeViolations(page);
  if (violations.length) throw new Error(`${what}: ${JSON.stringify(violations, null, 2)}`);
}

/** A fresh free account through the API, once billing knows it. */
async function freeAccount(): Promise<string> {
  const free = (await publicPlans()).find((plan) => Number(plan.price) === 0);
  if (!free) throw new Error('no free plan among the public plans');
  const { status, body } = await api('POST', '/auth/register', { name: 'Module Customer', email: uniqueEmail('admin-modules'), password: 'longenough1', plan: free.slug, planSlug: free.slug });
  if (status !== 201 && status !== 200) throw new Error(`register answered ${status}: ${JSON.stringify(body)}`);
  return body.data.token as string;
}

const TEMPLATE = '<section style="background:#0f766e;padding:24px"><h2>Livraison offerte des 50 euros</h2></section>';

describe('admin module management (doc 3 §2, §4, §5)', () => {
  // A long journey (two accounts, two remotes, a Kafka hop to billing): its own time limit.
  it('creates a module with two variables made from selections, publishes it, and a customer sees it with those variables in the editor', async () => {
    const title = `E2E Promo ${Date.now().toString(36)}`;
    const { page, pageErrors } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.admin));

    await page.goto('/admin/modules');
    // The first visit loads the remote and 20 thumbnails: on a loaded machine that takes a while.
    await page.getByRole('heading', { name: 'Gestion des Modules' }).waitFor({ timeout: 60_000 });
    await page.getByText(/^Affichage de 1 à \d+ sur \d+ modules$/).waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'admin-modules-list');
    await expectNoSeriousAxe(page, '/admin/modules');

    await page.getByRole('link', { name: 'Nouveau Module' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/modules/new');
    await page.getByRole('heading', { name: 'Créer un Module' }).waitFor();
    // The bundled CodeMirror replaces its stand-in once its chunk has loaded.
    await page.locator('.cm-content').waitFor({ timeout: 60_000 });
    await page.locator('.cm-content').click();
    await page.keyboard.insertText(TEMPLATE);

    await selectInEditor(page, '#0f766e');
    await page.getByRole('button', { name: 'Créer une variable : « #0f766e »' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nouvelle Variable' });
    // Named after its CSS property, not color_0f766e (issue #25 item 9).
    expect(await dialog.getByLabel('Nom').inputValue()).toBe('background');
    expect(await dialog.getByLabel('Type').inputValue()).toBe('color');
    await dialog.getByLabel('Nom').fill('promo_background');
    await dialog.getByLabel('Libellé').fill('Fond du bandeau');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await dialog.waitFor({ state: 'detached' });

    await selectInEditor(page, 'Livraison offerte des 50 euros');
    await page.getByRole('button', { name: 'Créer une variable : « Livraison offerte de... »' }).click();
    dialog = page.getByRole('dialog', { name: 'Nouvelle Variable' });
    expect(await dialog.getByLabel('Nom').inputValue()).toBe('livraison_offerte_des_50_euros');
    await dialog.getByLabel('Nom').fill('promo_message');
    await dialog.getByLabel('Libellé').fill('Message du bandeau');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitUntil(
      async () => (await page.locator('.cm-content').innerText()).includes('<section style="background:${promo_background};padding:24px"><h2>${promo_message}</h2></section>'),
      'the template to carry both placeholders',
    );

    // Original mode shows the code with the defaults; the live preview renders it.
    await page.getByRole('button', { name: 'Code Original' }).click();
    await waitUntil(async () => (await page.locator('.cm-content').innerText()).includes(TEMPLATE), 'original mode to show the defaults');
    await page.getByRole('button', { name: 'Mode Édition' }).click();
    await waitUntil(async () => (await page.locator('.cm-content').innerText()).includes('${promo_message}'), 'edit mode to show the placeholders again');
    await waitUntil(
      async () => ((await page.frameLocator('iframe[title^="Aperçu en direct"]').locator('body').innerText()) ?? '').includes('Livraison offerte des 50 euros'),
      'the live preview to render the default message',
    );

    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.getByText('Titre et description requis').waitFor();
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Un bandeau de livraison offerte');
    await page.getByLabel('Statut').selectOption('published');
    const livePreview = page.locator('iframe[title^="Aperçu en direct"]');
    await livePreview.evaluate((frame: HTMLIFrameElement) => (frame.dataset.e2e = 'shown-before-the-save'));
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/modules/edit/'));
    await page.getByRole('heading', { name: 'Modifier le Module' }).waitFor();
    await page.getByText(/^Sauvegardé à \d\d:\d\d:\d\d$/).waitFor();
    const slug = where(page).replace('/admin/modules/edit/', '');
    await page.locator('.cm-content').waitFor();
    // Right after the save the live preview shows the module: the very frame that showed it before (it is
    // not torn down and rebuilt, which left it blank), with the module's content in it.
    expect(await livePreview.getAttribute('data-e2e')).toBe('shown-before-the-save');
    const shown = page.frameLocator('iframe[title^="Aperçu en direct"]');
    expect(await shown.locator('h2').innerText()).toBe('Livraison offerte des 50 euros');
    expect(await shown.locator('section').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    await saveScreenshot(page, 'admin-module-editor');
    // Chromium's full-page capture leaves the sandboxed (out-of-process) preview frame unpainted, so that
    // screenshot shows it white whatever it holds; the preview's own capture shows what the admin sees.
    await page.getByRole('region', { name: 'Aperçu', exact: true }).screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-module-preview-after-save-1280.png') });
    await expectNoSeriousAxe(page, '/admin/modules/edit');

    const adminToken = await tokenFor(ACCOUNTS.admin);
    const stored = (await api('GET', `/admin/modules/slug/${slug}`, undefined, adminToken)).body.data;
    expect(stored).toMatchObject({
      title,
      status: 'published',
      hasLiquidCode: true,
      templateCode: '<section style="background:${promo_background};padding:24px"><h2>${promo_message}</h2></section>',
      code: TEMPLATE,
    });

    await page.goto('/admin/modules');
    await page.getByRole('searchbox', { name: 'Rechercher des modules' }).fill(title);
    await page.getByRole('link', { name: `Éditer ${title}` }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: title }).getByText('Published').count()).toBe(1);
    expect(pageErrors).toEqual([]);

    // The customer: a new free account; the free plan takes new non-featured modules as they are published.
    const customer = await freeAccount();
    await waitUntil(async () => {
      const plan = await api('GET', '/plans/user/current', undefined, customer);
      return plan.status === 200 && (plan.body.data.allowedModules as Array<{ slug: string }>).some((m) => m.slug === slug);
    }, 'the free plan to allow the published module', 60_000);
    const shopper = await open();
    await signInWithToken(shopper.page, customer);
    await shopper.page.goto('/dashboard/modules');
    await shopper.page.getByRole('searchbox', { name: 'Search modules' }).fill(title);
    await shopper.page.getByText(title, { exact: true }).first().waitFor();
    await shopper.page.goto(`/dashboard/modules/${slug}`);
    await shopper.page.getByRole('heading', { name: title }).waitFor();
    await shopper.page.getByRole('button', { name: /Add to my library/ }).click();
    await shopper.page.getByRole('link', { name: 'View in My Library' }).waitFor();
    const library = await api('GET', '/user-modules/library', undefined, customer);
    const entry = (library.body.data as Array<{ _id: string; slug?: string; title: string }>).find((m) => m.title === title);
    expect(entry).toBeDefined();
    await shopper.page.goto(`/dashboard/library/edit/${entry!._id}`);
    const variables = shopper.page.getByRole('complementary', { name: 'Variables' });
    await variables.getByRole('heading', { name: 'Variables (2)' }).waitFor();
    await variables.getByText('Fond du bandeau').waitFor();
    await variables.getByText('Message du bandeau').waitFor();
    expect(await variables.getByRole('textbox', { name: /^Message du bandeau/ }).inputValue()).toBe('Livraison offerte des 50 euros');
  }, 300_000);
});
