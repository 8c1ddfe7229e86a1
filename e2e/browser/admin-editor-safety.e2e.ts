/**
 * Issue #25 items 1 to 3 in a real browser on the real stack: code pasted into the module editor has its
 * placeholders turned into variables (listed for review, saved, there again on reopening) and Code Original
 * keeps typed text as text; Create Section refused for invalid Liquid keeps the dialog as typed with the line
 * and reason beside the code; two admins editing one module: the second save shows the conflict, with Reload
 * and Overwrite. Item 9: names made from a selection's place, deleting a variable asks first, the default
 * section thumbnail exists, Users Management counts and filters moderators. Screenshots at 1280 and 375 px of each screen changed, with no horizontal
 * overflow at 375.
 */
import type { Browser, Page } from 'playwright-core';
import { selectInEditor } from './support/code-editor';
import { ACCOUNTS, BASE_URL, DESKTOP, MOBILE, api, hasHorizontalScroll, launchBrowser, openPage, saveScreenshot, signInWithToken, tokenFor, waitUntil, where, type TestPage } from './support/browser';

jest.setTimeout(180_000);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONFLICT = 'This item was changed by someone else. Reload to see their changes.';

let browser: Browser;
const opened: TestPage[] = [];
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await tokenFor(ACCOUNTS.admin);
});
afterEach(async () => {
  for (const one of opened.splice(0)) await one.context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function adminPage(path: string, viewport = DESKTOP): Promise<TestPage> {
  const one = await openPage(browser, viewport);
  opened.push(one);
  await signInWithToken(one.page, token);
  await one.page.goto(path);
  return one;
}

const editorText = (page: Page) => page.locator('.cm-content').first().innerText();

/** Screenshots of the page at 1280 and 375 px, with no horizontal overflow at 375. */
async function shootBothWidths(page: Page, name: string) {
  await saveScreenshot(page, name);
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(300);
  await saveScreenshot(page, name);
  expect([name, await hasHorizontalScroll(page)]).toEqual([name, false]);
  await page.setViewportSize(DESKTOP);
}

describe('module editor: placeholders already in the code (issue #25 item 1)', () => {
  it('pasted ${name} and legacy placeholders become variables, listed for review, saved, and there on reopening', async () => {
    const { page, pageErrors } = await adminPage('/admin/modules/new');
    await page.getByRole('heading', { name: 'Créer un Module' }).waitFor();
    await page.locator('.cm-content').waitFor({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Modèle du module (Mode Édition)' }).fill('<div style="color:${accent_color}">${headline_text}</div><p style="background:{color:Background:#ff0000}">again 24px</p>');

    const review = page.getByRole('region', { name: 'Variables détectées' });
    await review.waitFor();
    expect(await review.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('${accent_color}'),
      expect.stringContaining('${headline_text}'),
      expect.stringContaining('${background}'),
    ]);
    expect(await review.getByRole('listitem').nth(2).innerText()).toContain('Background · Couleur · défaut : #ff0000');
    expect(await page.getByTestId('stat-variables').innerText()).toBe('3');
    await waitUntil(async () => (await editorText(page)).includes('background:${background}'), 'the legacy placeholder to read ${background}');
    await shootBothWidths(page, 'admin-module-detected-variables');

    // Code Original: text typed equal to a default stays text.
    await page.getByRole('button', { name: 'Code Original' }).click();
    await waitUntil(async () => (await editorText(page)).includes('background:#ff0000'), 'original mode to show the default');
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' #ff0000');
    await page.getByRole('button', { name: 'Mode Édition' }).click();
    await waitUntil(async () => (await editorText(page)).endsWith('</p> #ff0000'), 'the typed default to stay text in the template');
    expect(await editorText(page)).toContain('background:${background}');

    await review.getByRole('button', { name: 'Valider les variables' }).click();
    await review.waitFor({ state: 'detached' });
    const title = `E2E Pasted ${unique()}`;
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Placeholders collés');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/modules/edit/'));
    const slug = where(page).replace('/admin/modules/edit/', '');

    const stored = (await api('GET', `/admin/modules/slug/${slug}`, undefined, token)).body.data;
    expect(stored.variables.map((v: { name: string; type: string; defaultValue: string }) => [v.name, v.type, v.defaultValue])).toEqual([
      ['accent_color', 'color', ''],
      ['headline_text', 'text', ''],
      ['background', 'color', '#ff0000'],
    ]);
    expect(stored.code).toBe('<div style="color:"></div><p style="background:#ff0000">again 24px</p> #ff0000');
    expect(stored.templateCode).toBe('<div style="color:${accent_color}">${headline_text}</div><p style="background:${background}">again 24px</p> #ff0000');

    // Reopened, the editor shows them.
    await page.reload();
    await page.getByRole('heading', { name: 'Modifier le Module' }).waitFor();
    for (const name of ['accent_color', 'headline_text', 'background']) await page.getByTestId(`variable-${name}`).waitFor();
    expect(await page.getByTestId('stat-variables').innerText()).toBe('3');
    expect(pageErrors).toEqual([]);
  });
});

describe('Create Section refused by the server (issue #25 item 2)', () => {
  it('keeps the dialog open with every field as typed and the line and reason next to the code', async () => {
    const { page, pageErrors } = await adminPage('/admin/sections');
    await page.getByRole('heading', { name: 'Sections Management' }).waitFor();
    await page.getByRole('button', { name: 'Create Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Section' });
    const title = `E2E Broken ${unique()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const slug = await dialog.getByLabel('Slug').inputValue();
    await dialog.getByLabel('Description').fill('Liquid that does not parse');
    const tags = dialog.getByRole('textbox', { name: 'Tags', exact: true });
    await tags.fill('kept');
    await tags.press('Enter');
    await dialog.locator('.cm-content').waitFor({ timeout: 60_000 });
    const code = '<div>\n{% for x in y %}\n</div>';
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Create Section' }).click();

    const problem = dialog.getByText('Line 2:');
    await problem.waitFor();
    expect(await dialog.locator('#section-code-error').innerText()).toBe('Line 2: Invalid Liquid syntax at line 2: tag {% for x in y %} not closed');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Title').inputValue()).toBe(title);
    expect(await dialog.getByLabel('Slug').inputValue()).toBe(slug);
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Liquid that does not parse');
    expect(await dialog.getByRole('list', { name: 'Selected tags' }).getByRole('listitem').allInnerTexts()).toEqual(['kept']);
    expect(await dialog.locator('.cm-content').innerText()).toBe(code);
    await problem.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'admin-section-create-invalid-liquid');
    expect((await api('GET', `/admin/sections/slug/${slug}`, undefined, token)).status).toBe(404);

    // Fixed, the same dialog creates it.
    await dialog.getByLabel('Code').fill('<div>{% for x in y %}{{ x }}{% endfor %}</div>');
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api('GET', `/admin/sections/slug/${slug}`, undefined, token)).status).toBe(200);
    expect(pageErrors).toEqual([]);
  });

  it('the module editor refused for invalid Liquid keeps every field and shows the line and reason under the code', async () => {
    const { page, pageErrors } = await adminPage('/admin/modules/new');
    await page.getByRole('heading', { name: 'Créer un Module' }).waitFor();
    await page.locator('.cm-content').waitFor({ timeout: 60_000 });
    const template = '<div>${title}</div>\n{% if x %}';
    await page.getByRole('textbox', { name: 'Modèle du module (Mode Édition)' }).fill(template);
    const title = `E2E Broken module ${unique()}`;
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Liquid that does not parse');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    const problem = page.locator('#module-code-error');
    await problem.waitFor();
    expect(await problem.innerText()).toBe('Ligne 2 : Invalid Liquid syntax at line 2: tag {% if x %} not closed');
    expect(where(page)).toBe('/admin/modules/new');
    expect(await page.getByLabel('Titre', { exact: true }).inputValue()).toBe(title);
    expect(await editorText(page)).toBe(template);
    await problem.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'admin-module-invalid-liquid');
    expect(pageErrors).toEqual([]);
  });
});

describe('two admins editing one module (issue #25 item 3)', () => {
  it("the second save shows the conflict instead of overwriting; Overwrite saves knowingly, Reload shows the other's version", async () => {
    const created = await api('POST', '/admin/modules', { title: `E2E Shared ${unique()}`, description: 'Edited twice', templateCode: '<p>${line}</p>', variables: [{ name: 'line', label: 'Line', defaultValue: 'one' }] }, token);
    expect(created.status).toBe(201);
    const { _id: id, slug } = created.body.data;

    const first = await adminPage(`/admin/modules/edit/${slug}`);
    const second = await adminPage(`/admin/modules/edit/${slug}`);
    for (const { page } of [first, second]) await page.getByRole('heading', { name: 'Modifier le Module' }).waitFor();

    await first.page.getByLabel('Description', { exact: true }).fill('Written by the first admin');
    await first.page.getByRole('button', { name: 'Sauvegarder' }).click();
    await first.page.getByText(/^Sauvegardé à /).waitFor();

    await second.page.getByLabel('Description', { exact: true }).fill('Written by the second admin');
    await second.page.getByRole('button', { name: 'Sauvegarder' }).click();
    const conflict = second.page.getByRole('alert', { name: 'Edit conflict' });
    await conflict.getByText(CONFLICT).waitFor();
    expect((await api('GET', `/admin/modules/${id}`, undefined, token)).body.data).toMatchObject({ description: 'Written by the first admin', revision: 1 });
    await shootBothWidths(second.page, 'admin-module-edit-conflict');

    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await conflict.waitFor({ state: 'detached' });
    await second.page.getByText(/^Sauvegardé à /).waitFor();
    expect((await api('GET', `/admin/modules/${id}`, undefined, token)).body.data).toMatchObject({ description: 'Written by the second admin', revision: 2 });

    // The first admin, now behind, saves again: conflict, and Reload shows what is stored.
    await first.page.getByLabel('Titre', { exact: true }).fill('Title from the first admin');
    await first.page.getByRole('button', { name: 'Sauvegarder' }).click();
    const again = first.page.getByRole('alert', { name: 'Edit conflict' });
    await again.getByRole('button', { name: 'Reload' }).click();
    await again.waitFor({ state: 'detached' });
    await waitUntil(async () => (await first.page.getByLabel('Description', { exact: true }).inputValue()) === 'Written by the second admin', "the second admin's version to show");
    expect(await first.page.getByLabel('Titre', { exact: true }).inputValue()).toBe(created.body.data.title);
    expect((await api('GET', `/admin/modules/${id}`, undefined, token)).body.data.revision).toBe(2);
    expect([...first.pageErrors, ...second.pageErrors]).toEqual([]);
  });
});

describe('smaller editor fixes (issue #25 item 9)', () => {
  it('names a variable made from a colour or a number after its place, and asks before deleting a variable', async () => {
    const created = await api('POST', '/admin/modules', { title: `E2E Names ${unique()}`, description: 'Named from the context', templateCode: '<p style="color:#ff5500">Remise : <b>50</b> ${line}</p>', variables: [{ name: 'line', label: 'Line', defaultValue: 'one' }] }, token);
    expect(created.status).toBe(201);
    const { page, pageErrors } = await adminPage(`/admin/modules/edit/${created.body.data.slug}`);
    await page.locator('.cm-content').waitFor({ timeout: 60_000 });

    for (const [selected, name] of [
      ['#ff5500', 'color'],
      ['50', 'remise'],
    ]) {
      await selectInEditor(page, selected);
      await page.getByRole('button', { name: `Créer une variable : « ${selected} »` }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle Variable' });
      expect([selected, await dialog.getByLabel('Nom').inputValue()]).toEqual([selected, name]);
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await waitUntil(async () => (await editorText(page)).includes('<p style="color:${color}">Remise : <b>${remise}</b> ${line}</p>'), 'both placeholders in the template');

    await page.getByRole('button', { name: 'Supprimer la variable remise' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la variable' });
    await confirm.getByText('Supprimer la variable « remise » ? Chacun de ses placeholders sera remplacé par sa valeur par défaut « 50 ».').waitFor();
    await shootBothWidths(page, 'admin-module-delete-variable');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await editorText(page)).toContain('${remise}');
    await page.getByRole('button', { name: 'Supprimer la variable remise' }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await waitUntil(async () => (await editorText(page)).includes('<b>50</b>'), 'the default back in place of the deleted variable');
    expect(pageErrors).toEqual([]);
  });

  it('the default section thumbnail is an image, not a 404', async () => {
    const created = await api('POST', '/admin/sections', { title: 'No thumbnail', description: 'Uses the default', slug: `e2e-thumb-${unique()}`, category: 'hero', code: '<div>x</div>' }, token);
    expect(created.body.data.thumbnail).toBe('/placeholders/categories/sections.svg');
    const response = await fetch(`${BASE_URL}${created.body.data.thumbnail}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await response.text()).toContain('<svg');
  });

  it('Users Management: the stat cards add up with moderators, and the role filter shows them', async () => {
    const email = `e2e-moderator-${unique()}@example.com`;
    expect((await api('POST', '/users', { name: 'E2E Moderator', email, password: 'longenough1', role: 'moderator' }, token)).status).toBe(201);
    const { page, pageErrors } = await adminPage('/admin/users');
    await page.getByRole('heading', { name: 'Users Management' }).waitFor();
    const figure = async (label: string) => Number((await page.getByText(label, { exact: true }).locator('xpath=../..').innerText()).replace(/\D+/g, ''));
    await waitUntil(async () => (await figure('Moderators')) >= 1, 'the moderators card');
    expect((await figure('Admins')) + (await figure('Moderators')) + (await figure('Regular Users'))).toBe(await figure('Total Users'));
    // The new moderator is found by the search (the list's first page may be other suites' newer accounts).
    await page.getByRole('searchbox', { name: 'Search users', exact: true }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    // The role filter offers Moderator and keeps them; Admin leaves them out.
    await page.getByLabel('Role filter').selectOption({ label: 'Moderator' });
    await row.waitFor();
    await waitUntil(async () => (await page.getByRole('row').count()) === 2, 'the header row and the moderator alone');
    expect(await row.innerText()).toContain('moderator');
    await page.getByLabel('Role filter').selectOption({ label: 'Admin' });
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Role filter').selectOption({ label: 'Moderator' });
    await row.waitFor();
    await shootBothWidths(page, 'admin-users-moderators');
    expect(pageErrors).toEqual([]);
  });
});
