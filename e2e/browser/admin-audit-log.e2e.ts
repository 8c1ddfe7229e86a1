/**
 * Issue #25 item 10 in a real browser against the real stack: the audit log screen (Journal d'audit), reached from the admin
 * navigation, lists an admin's changes with who, when, what and the fields before/after; its search and
 * filters live in the URL (a reload keeps them); loading, empty and error states. Screens at 1280 and 375 px.
 */
import {
  ACCOUNTS,
  api,
  hasHorizontalScroll,
  MOBILE,
  saveScreenshot,
  seriousAxeViolations,
  signInWithToken,
  tokenFor,
  uniqueEmail,
  useBrowserPages,
  waitUntil,
  holdRequests,
} from './support/browser';

jest.setTimeout(180_000);

const open = useBrowserPages();

/** An admin creates a user and makes them a moderator; answers the person's name once both are in the log. */
async function auditedChanges(admin: string): Promise<string> {
  const name = `Audit Browser ${Date.now().toString(36)}`;
  const created = await api(
    'POST',
    '/users',
    { email: uniqueEmail('audit-browser'), password: 'Passw0rd!long', name, role: 'user' },
    admin,
  );
  expect(created.status).toBe(201);
  expect(
    (await api('PUT', `/users/${created.body.data._id}/role`, { role: 'moderator' }, admin)).status,
  ).toBe(200);
  await waitUntil(
    async () =>
      (await api('GET', `/admin/audit-log?search=${encodeURIComponent(name)}`, undefined, admin)).body.data
        .length === 2,
    'both changes in the log',
    30_000,
  );
  return name;
}

describe("Journal d'audit screen (issue #25 item 10)", () => {
  it('lists the changes with their before/after, filters them through the URL and keeps them on reload', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const name = await auditedChanges(admin);
    const { page } = await open();
    await signInWithToken(page, admin);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: "Journal d'audit" })
      .click();
    await page.waitForURL('**/admin/audit-log');
    await page.getByRole('heading', { name: "Journal d'audit" }).waitFor();

    await page.getByRole('searchbox', { name: 'Rechercher dans le journal' }).fill(name);
    await page.waitForURL((url) => url.searchParams.get('search') === name, { waitUntil: 'commit' });
    const table = page.getByRole('table', { name: "Journal d'audit" });
    const rows = table.locator('tbody tr');
    await waitUntil(async () => (await rows.count()) === 2, 'the two changes');
    expect(await rows.nth(0).textContent()).toContain('Modifié');
    expect(await rows.nth(0).textContent()).toContain(ACCOUNTS.admin.email);
    expect(await rows.nth(1).textContent()).toContain('Créé');

    await rows.nth(0).getByText('1 champ : role').click();
    const change = rows.nth(0).locator('dl');
    await change.waitFor();
    expect((await change.innerText()).replace(/\s+/g, ' ')).toContain('role Avant : user Après : moderator');
    await saveScreenshot(page, 'admin-audit-log');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Filtre par action' }).selectOption('create');
    await page.waitForURL((url) => url.searchParams.get('action') === 'create', { waitUntil: 'commit' });
    await waitUntil(
      async () => (await rows.count()) === 1 && ((await rows.nth(0).textContent()) ?? '').includes('Créé'),
      'only the creation',
    );
    await page.reload();
    await waitUntil(
      async () => (await page.getByRole('combobox', { name: 'Filtre par action' }).inputValue()) === 'create',
      'the action filter after the reload',
    );
    expect(await page.getByRole('searchbox', { name: 'Rechercher dans le journal' }).inputValue()).toBe(name);
    await waitUntil(async () => (await rows.count()) === 1, 'the filtered list after the reload');

    await page.goto(`/admin/audit-log?search=${encodeURIComponent(name)}&entity=faq`);
    await page.getByText('Aucune modification enregistrée pour ces filtres').waitFor();
  });

  it('shows the loading state, then the error the server gave', async () => {
    const { page } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.admin));
    const release = await holdRequests(page, '**/api/admin/audit-log**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'The audit log is unavailable right now' }),
      }),
    );
    await page.goto('/admin/audit-log');
    await page.getByRole('status', { name: 'Chargement du journal' }).waitFor();
    release();
    await page.getByText('The audit log is unavailable right now').waitFor({ timeout: 30_000 });
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const name = await auditedChanges(admin);
    const { page } = await open(MOBILE);
    await signInWithToken(page, admin);
    await page.goto(`/admin/audit-log?search=${encodeURIComponent(name)}`);
    const rows = page.getByRole('table', { name: "Journal d'audit" }).locator('tbody tr');
    await waitUntil(async () => (await rows.count()) === 2, 'the two changes on a phone');
    await rows.nth(0).getByText('1 champ : role').click();
    await saveScreenshot(page, 'admin-audit-log');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
