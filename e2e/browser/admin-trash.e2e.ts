/**
 * Issue #25 item 11 in a real browser against the real stack: what an admin deletes waits 30 days in
 * /admin/trash ('Corbeille'), grouped by kind with the days left, and 'Restaurer' brings it back.
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNTS, api, hasHorizontalScroll, MOBILE, saveScreenshot, seriousAxeViolations, signInWithToken, tokenFor, useBrowserPages, waitUntil } from './support/browser';

jest.setTimeout(180_000);

const open = useBrowserPages();
const tag = () => `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

async function deletedModule(admin: string) {
  const created = await api('POST', '/admin/modules', { title: `Trashed module ${tag()}`, description: 'Deleted by the trash e2e', status: 'published' }, admin);
  expect(created.status).toBe(201);
  expect((await api('DELETE', `/admin/modules/${created.body.data._id}`, undefined, admin)).status).toBe(200);
  return created.body.data as { _id: string; title: string; slug: string };
}

describe('the trash (issue #25 item 11)', () => {
  it('lists a deleted module under Modules with 30 days left, and Restaurer brings it back to the module list and the public catalogue', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const m = await deletedModule(admin);
    expect((await api('GET', `/modules/${m.slug}`)).status).toBe(404);
    const { page, pageErrors } = await open();
    await signInWithToken(page, admin);
    await page.goto('/admin/trash');
    await page.getByRole('heading', { name: 'Corbeille', level: 1 }).waitFor();
    const modules = page.getByRole('region', { name: /^Modules \(\d+\)$/ });
    const row = modules.getByRole('listitem').filter({ hasText: m.title });
    await row.waitFor();
    await row.getByText('30 jours restants').waitFor();
    await row.getByText(m.slug, { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-trash');

    await row.getByRole('button', { name: `Restaurer ${m.title}` }).click();
    await page.getByText(`« ${m.title} » a été restauré`).first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await api('GET', `/admin/modules/${m._id}`, undefined, admin)).body.data).toMatchObject({ slug: m.slug, status: 'published' });
    await waitUntil(async () => (await api('GET', `/modules/${m.slug}`)).status === 200, 'the restored module to be public again');

    // Back in the module list.
    await page.goto(`/admin/modules?search=${encodeURIComponent(m.title)}`);
    await page.getByText(m.title).first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the server reason when the slug was taken meanwhile, and fits a phone without sideways scrolling', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const m = await deletedModule(admin);
    expect((await api('POST', '/admin/modules', { title: 'Slug taker', description: 'x', slug: m.slug }, admin)).status).toBe(201);
    const { page } = await open(MOBILE);
    await signInWithToken(page, admin);
    await page.goto('/admin/trash');
    await page.getByRole('combobox', { name: "Type d'élément" }).selectOption('module');
    const row = page.getByRole('listitem').filter({ hasText: m.title });
    await row.waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'admin-trash');
    await row.getByRole('button', { name: `Restaurer ${m.title}` }).click();
    await page.getByRole('alert').filter({ hasText: 'Another module now uses this slug: change its slug, then restore this one' }).waitFor();
    await row.waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
