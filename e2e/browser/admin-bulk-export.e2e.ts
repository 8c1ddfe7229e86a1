/**
 * Issue #25 item 12 in a real browser against the real stack: rows selected on the admin lists get one
 * bulk action after one confirmation naming the count (in the screen's language), refusals are listed with
 * their reasons, and 'Export CSV' downloads the list's current filter.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { ACCOUNTS, api, DESKTOP, hasHorizontalScroll, MOBILE, saveScreenshot, seriousAxeViolations, signInWithToken, tokenFor, uniqueEmail, useBrowserPages } from './support/browser';

jest.setTimeout(180_000);

const open = useBrowserPages();
const tag = () => `b${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

async function draftModules(admin: string, t: string, n: number) {
  const made: { _id: string; title: string }[] = [];
  for (let i = 1; i <= n; i++) {
    const res = await api('POST', '/admin/modules', { title: `Bulk ${t} ${i}`, description: 'Made by the bulk e2e' }, admin);
    expect(res.status).toBe(201);
    made.push(res.body.data);
  }
  return made;
}

describe('bulk actions and exports on the admin lists (issue #25 item 12)', () => {
  it('publishes the selected modules after "Passer 2 modules en Published ?", and exports the filtered list', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const t = tag();
    const made = await draftModules(admin, t, 2);
    const { page, pageErrors } = await open();
    await signInWithToken(page, admin);
    await page.goto(`/admin/modules?search=${t}`);
    for (const m of made) await page.getByRole('checkbox', { name: `Sélectionner ${m.title}` }).check();
    const bar = page.getByRole('region', { name: '2 modules sélectionnés' });
    await bar.waitFor();
    await saveScreenshot(page, 'admin-modules-bulk');
    await bar.getByRole('combobox', { name: 'Changer le statut des modules sélectionnés' }).selectOption('published');
    const dialog = page.getByRole('dialog', { name: 'Changer le statut' });
    await dialog.getByText('Passer 2 modules en Published ?').waitFor();
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await page.getByText('2 modules modifiés').first().waitFor();
    await bar.waitFor({ state: 'detached' });
    for (const m of made) expect((await api('GET', `/admin/modules/${m._id}`, undefined, admin)).body.data.status).toBe('published');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^modules-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('id,title,slug,category,status,featured,downloads,tags,createdAt,updatedAt');
    expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual(made.map((m) => m._id).sort());
    expect(pageErrors).toEqual([]);
  });

  it('deletes the selected users but never the admin themselves, and says which one was refused and why', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const t = tag();
    const email = uniqueEmail(t);
    const registered = await api('POST', '/auth/register', { name: `Bulk ${t}`, email, password: 'longenough1' });
    expect(registered.status).toBeLessThan(300);
    const other = registered.body.data.user;
    expect((await api('PUT', `/users/${other._id ?? other.id}/role`, { role: 'admin' }, admin)).status).toBe(200);
    const me = (await api('GET', '/auth/me', undefined, admin)).body.data.user;
    const { page } = await open(MOBILE);
    await signInWithToken(page, admin);
    await page.goto('/admin/users?role=admin');
    await page.getByRole('checkbox', { name: `Select ${email}` }).check();
    await page.getByRole('checkbox', { name: `Select ${me.email}` }).check();
    const bar = page.getByRole('region', { name: '2 users selected' });
    await bar.waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'admin-users-bulk');
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete users' });
    await dialog.getByText('Delete 2 users?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Some users were not changed' });
    await refused.getByText(new RegExp(`1 of 2 deleted; 1 refused: ${me.email.replace(/[.+]/g, '\\$&')} \\(`)).waitFor();
    await page.getByRole('checkbox', { name: `Select ${email}` }).waitFor({ state: 'detached' });
    expect((await api('GET', `/users/${other._id ?? other.id}`, undefined, admin)).status).toBe(404);
    expect((await api('GET', '/auth/me', undefined, admin)).status).toBe(200);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'admin-users-bulk-refused');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it.each([
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ])('the selection bars and export buttons fit a %s (sections, modules, users, tickets)', async (_name, viewport) => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const { page } = await open(viewport);
    await signInWithToken(page, admin);
    const screens: [string, string, string, RegExp, string][] = [
      ['/admin/sections', 'Select all sections on this page', 'Export CSV', /sections? selected$/, 'admin-sections-bulk'],
      ['/admin/modules', 'Sélectionner tous les modules de la page', 'Exporter CSV', /modules? sélectionnés?$/, 'admin-modules-bulk'],
      ['/admin/users', 'Select all users on this page', 'Export CSV', /users? selected$/, 'admin-users-bulk'],
    ];
    for (const [path, selectAll, exportLabel, bar, shot] of screens) {
      await page.goto(path);
      await page.getByRole('checkbox', { name: selectAll }).check();
      await page.getByRole('region', { name: bar }).waitFor();
      await page.getByRole('button', { name: exportLabel }).waitFor();
      expect([path, await hasHorizontalScroll(page)]).toEqual([path, false]);
      await saveScreenshot(page, shot);
    }
    await page.goto('/admin/support');
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'admin-support-export');
  });
});
