/**
 * The back office's catalogue and plans (spec doc 3 §2, §4, §5) in a real browser against the real stack:
 * the admin creates, edits and deletes a plan and a section; restricts a plan's allowed modules in
 * Manage Modules, and a customer on that plan then sees the module locked in /dashboard/modules.
 * axe-core: no serious or critical violations on each screen.
 */
import type { Page } from 'playwright-core';
import { ACCOUNTS, api, publicPlans, saveScreenshot, seriousAxeViolations, signInWithToken, tokenFor, uniqueEmail, useBrowserPages, waitUntil, where } from './support/browser';

const open = useBrowserPages();
// Each journey is several screens, two roles and axe runs on a shared 2-core machine: a larger budget.
jest.setTimeout(240_000);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expectNoSeriousAxe(page: Page, what: string) {
  const violations = await seriousAxeViolations(page);
  if (violations.length) throw new Error(`${what}: ${JSON.stringify(violations, null, 2)}`);
}

function toast(page: Page, text: string) {
  return page.locator('[data-toast-type]').filter({ hasText: text }).or(page.getByRole('status').filter({ hasText: text })).first();
}

async function adminPage(path: string) {
  const opened = await open();
  await signInWithToken(opened.page, await tokenFor(ACCOUNTS.admin));
  await opened.page.goto(path);
  return opened;
}

describe('admin: plans (doc 3 §2 Plans)', () => {
  it('creates a plan in the Create Plan modal, edits it on its Edit Plan page and deletes it after the confirmation', async () => {
    const { page, pageErrors } = await adminPage('/admin/plans');
    await page.getByRole('heading', { name: 'Plans', exact: true }).waitFor();
    await page.getByRole('article').first().waitFor();
    const name = `E2E Plan ${unique()}`;
    const slugTyped = name.replace('E2E Plan ', 'E2E Plan_');

    await page.getByRole('button', { name: 'Create Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Plan' });
    // Doc 3 §9 defaults.
    expect(await dialog.getByLabel('Module limit').inputValue()).toBe('5');
    expect(await dialog.getByLabel('Section limit').inputValue()).toBe('3');
    expect(await dialog.getByLabel('Currency').inputValue()).toBe('USD');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Description is required').waitFor();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Slug').pressSequentially(slugTyped);
    const slug = await dialog.getByLabel('Slug').inputValue();
    expect(slug).toMatch(/^e2e-plan-[a-z0-9]+$/);
    await dialog.getByLabel('Description').fill('Made by the browser e2e');
    await dialog.getByLabel('Price').fill('12.5');
    await dialog.getByLabel('Active').uncheck(); // never offered to the other journeys' sign-ups
    await saveScreenshot(page, 'admin-plan-create');
    await expectNoSeriousAxe(page, 'Create Plan modal');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'Plan created successfully').waitFor();

    const card = page.getByRole('article', { name });
    await card.getByText('$12.50 /month').waitFor();
    await card.getByText('Inactive').waitFor();
    await saveScreenshot(page, 'admin-plans');
    await expectNoSeriousAxe(page, '/admin/plans');

    await card.getByRole('link', { name: `Edit Plan ${name}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/plans/edit/'));
    const nameField = page.getByLabel('Name', { exact: true });
    await waitUntil(async () => (await nameField.inputValue()) === name, 'the Edit Plan form to load the plan');
    await nameField.fill('');
    await page.getByRole('button', { name: 'Save Plan' }).click();
    await page.getByText('Please fix the validation errors').waitFor();
    await nameField.fill(`${name} v2`);
    await page.getByLabel('Module limit').fill('-1');
    await page.getByLabel('Popular').check();
    await saveScreenshot(page, 'admin-plan-edit');
    await expectNoSeriousAxe(page, '/admin/plans/edit/{id}');
    await page.getByRole('button', { name: 'Save Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/plans');
    await toast(page, 'Plan updated successfully').waitFor();
    const edited = page.getByRole('article', { name: `${name} v2` });
    await edited.getByText('Popular').waitFor();
    await edited.getByText(/^Unlimited/).waitFor();

    await edited.getByRole('button', { name: `Delete Plan ${name} v2` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Plan' });
    await confirm.getByText('Are you sure you want to delete this plan? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await toast(page, 'Plan deleted successfully').waitFor();
    await edited.waitFor({ state: 'detached' });
    const token = await tokenFor(ACCOUNTS.admin);
    const { body } = await api('GET', '/admin/plans', undefined, token);
    expect((body.data as Array<{ slug: string }>).some((p) => p.slug === slug)).toBe(false);

    await page.goto('/admin/plans/edit/000000000000000000000000');
    await page.waitForURL((url) => url.pathname === '/admin/plans');
    await toast(page, 'Plan not found').waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe('admin: sections (doc 3 §2 Sections Management)', () => {
  it('creates a section with its live preview, edits it and deletes it after the confirmation', async () => {
    const { page, pageErrors } = await adminPage('/admin/sections');
    await page.getByRole('heading', { name: 'Sections Management' }).waitFor();
    const title = `E2E Banner ${unique()}`;

    await page.getByRole('button', { name: 'Create Section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Section' });
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Code is required').waitFor();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const slug = await dialog.getByLabel('Slug').inputValue();
    expect(slug).toBe(title.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    await dialog.getByLabel('Description').fill('A banner made by the browser e2e');
    await dialog.getByLabel('Category').selectOption({ label: 'Custom...' });
    await dialog.getByLabel('Custom category').fill('  E2E Promos ');
    const tags = dialog.getByRole('textbox', { name: 'Tags', exact: true });
    for (const tag of [' promo ', 'promo', 'sale']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    expect(await dialog.getByRole('list', { name: 'Selected tags' }).getByRole('listitem').allInnerTexts()).toEqual(['promo', 'sale']);
    // The code field is the bundled CodeMirror (Liquid over HTML), which replaces its stand-in once its chunk has loaded.
    await dialog.locator('.cm-content').waitFor({ timeout: 60_000 });
    await dialog
      .getByLabel('Code')
      .fill(
        '<div class="banner"><h2>{{ section.settings.heading }}</h2></div>\n{% schema %}\n{"name": "Banner", "settings": [{"type": "text", "id": "heading", "label": "Heading", "default": "Hello from the preview"}]}\n{% endschema %}',
      );
    // The live preview renders the Liquid with the schema's defaults, in a sandboxed frame.
    const preview = dialog.frameLocator(`iframe[title="Live preview of ${title}"]`);
    await preview.getByText('Hello from the preview').waitFor();
    await saveScreenshot(page, 'admin-section-create');
    await expectNoSeriousAxe(page, 'Create Section dialog');
    await dialog.getByRole('button', { name: 'Create Section' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search sections' }).fill(title);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByText('e2e promos').waitFor();
    await row.getByText('draft').waitFor();
    await saveScreenshot(page, 'admin-sections');
    await expectNoSeriousAxe(page, '/admin/sections');

    const featured = row.getByRole('button', { name: `Featured: ${title}` });
    expect(await featured.getAttribute('aria-pressed')).toBe('false');
    await featured.click();
    await waitUntil(async () => (await featured.getAttribute('aria-pressed')) === 'true', 'the featured toggle to be saved and reloaded');

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Section' });
    expect(await edit.getByLabel('Custom category').inputValue()).toBe('e2e promos');
    await edit.getByLabel('Title').fill(`${title} v2`);
    await edit.getByLabel('Status').selectOption('published');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    const editedRow = page.getByRole('row').filter({ hasText: `${title} v2` });
    await editedRow.getByText('published').waitFor();
    const token = await tokenFor(ACCOUNTS.admin);
    expect((await api('GET', `/sections/${slug}`)).status).toBe(200);

    await editedRow.getByRole('button', { name: `Delete ${title} v2` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete section' });
    await confirm.getByText('Are you sure you want to delete this section?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // The open dialog hides the page from the accessibility tree: wait for it to close before the row.
    await confirm.waitFor({ state: 'detached' });
    await toast(page, 'Section deleted').waitFor();
    await editedRow.waitFor({ state: 'detached' });
    expect((await api('GET', `/admin/sections/slug/${slug}`, undefined, token)).status).toBe(404);
    // Still the list, with its search kept in the URL (issue #25 item 5).
    expect(where(page)).toBe(`/admin/sections?${new URLSearchParams({ search: title })}`);
    expect(pageErrors).toEqual([]);
  });
});

describe('admin: allowed modules reach the customer (doc 3 §4, doc 2 §2)', () => {
  it("restricts a plan's allowed modules in Manage Modules, and a customer on that plan sees the module locked in /dashboard/modules", async () => {
    const adminToken = await tokenFor(ACCOUNTS.admin);
    const published = await api('GET', '/modules?limit=100');
    const modules = published.body.data as Array<{ _id: string; slug: string; title: string }>;
    expect(modules.length).toBeGreaterThanOrEqual(2);
    const [kept, restricted] = modules;

    // A plan nobody else signs up to (inactive, so not offered) that starts allowing both modules.
    const slug = `e2e-lock-${unique()}`;
    const created = await api(
      'POST',
      '/admin/plans',
      { name: `E2E Lock ${slug}`, slug, description: 'Allowed-modules journey', price: 0, isActive: false, allowedModules: [kept._id, restricted._id] },
      adminToken,
    );
    expect(created.status).toBe(201);
    const planId = created.body.data._id as string;

    // A customer moved onto that plan by the admin.
    const email = uniqueEmail('admin-lock');
    const free = (await publicPlans()).find((plan) => Number(plan.price) === 0);
    const registered = await api('POST', '/auth/register', { name: 'Locked Customer', email, password: 'longenough1', plan: free?.slug, planSlug: free?.slug });
    expect([200, 201]).toContain(registered.status);
    const customerToken = registered.body.data.token as string;
    const userId = (registered.body.data.user._id ?? registered.body.data.user.id) as string;
    await waitUntil(async () => {
      const moved = await api('PUT', `/users/${userId}/subscription`, { subscription: { plan: slug, status: 'active' } }, adminToken);
      return moved.status === 200;
    }, 'identity to move the customer onto the plan', 30_000);

    // Before the restriction the customer's plan allows both modules.
    await waitUntil(async () => {
      const current = await api('GET', '/plans/user/current', undefined, customerToken);
      const allowed = ((current.body?.data?.allowedModules ?? []) as Array<{ _id: string }>).map((m) => m._id);
      return current.status === 200 && current.body.data.slug === slug && allowed.includes(restricted._id) && allowed.includes(kept._id);
    }, "billing to put the customer on the plan allowing both modules", 30_000);

    const { page, pageErrors, context } = await adminPage('/admin/plans');
    const card = page.getByRole('article', { name: `E2E Lock ${slug}` });
    await card.getByRole('button', { name: `Manage Modules of E2E Lock ${slug}` }).click();
    const dialog = page.getByRole('dialog', { name: `Manage Modules: E2E Lock ${slug}` });
    await dialog.getByText(`2 of ${modules.length} allowed`).waitFor();
    await dialog.getByRole('searchbox', { name: 'Search modules' }).fill(restricted.title);
    const toggle = dialog.getByRole('button', { name: new RegExp(restricted.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    // Shown at once (optimistic), in the render after the click: wait for that render, not for the server.
    await dialog.getByRole('button', { name: new RegExp(restricted.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), pressed: false }).first().waitFor({ timeout: 2_000 });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await dialog.getByText(`1 of ${modules.length} allowed`).waitFor();
    await toast(page, 'Modules updated successfully').waitFor();
    await saveScreenshot(page, 'admin-plan-manage-modules');
    await expectNoSeriousAxe(page, 'Manage Modules dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);

    // Billing answers the customer's plan with only the kept module once the events have arrived.
    await waitUntil(async () => {
      const current = await api('GET', '/plans/user/current', undefined, customerToken);
      const allowed = (current.body?.data?.allowedModules ?? []) as Array<{ _id: string }>;
      return current.status === 200 && current.body.data.slug === slug && allowed.length === 1 && allowed[0]._id === kept._id;
    }, "the customer's plan to allow only the kept module", 30_000);

    await context.close();
    const customer = await open();
    await signInWithToken(customer.page, customerToken);
    await customer.page.goto(`/dashboard/modules?search=${encodeURIComponent(restricted.title)}`);
    const lockedCard = customer.page.locator('li[data-locked]').filter({ hasText: restricted.title }).first();
    await lockedCard.getByLabel('Locked').waitFor();
    await saveScreenshot(customer.page, 'dashboard-modules-locked-by-plan');
    await customer.page.goto(`/dashboard/modules?search=${encodeURIComponent(kept.title)}`);
    const keptLink = customer.page.getByRole('link', { name: kept.title, exact: true }).first();
    await keptLink.waitFor();
    expect(await customer.page.locator('li').filter({ has: keptLink }).first().getAttribute('data-locked')).toBeNull();

    // Not leaving a plan with a customer behind matters less than not deleting what others use: the plan is
    // deactivated (it is in use), so it stays out of every public list.
    expect((await api('DELETE', `/admin/plans/${planId}`, undefined, adminToken)).status).toBe(200);
  });
});
