/**
 * Issue 21 items 10 and 13 in a real browser: /admin/settings sets an Early Bird code's usage limit and expiry
 * and shows them (a used-up code says so), and the admin user form lists billing's real plans (early-bird
 * included, no fixed 'basic'). Screenshots at 1280 and 375 px; no horizontal overflow at 375 px.
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNTS, api, DESKTOP, hasHorizontalScroll, MOBILE, saveScreenshot, seriousAxeViolations, signInWithToken, tokenFor, uniqueEmail, useBrowserPages } from './support/browser';

const open = useBrowserPages();

describe('admin: Early Bird code limits and the user form plans (issue 21)', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await tokenFor(ACCOUNTS.admin);
  });

  it('adds a one-use code with an expiry on /admin/settings; once used it shows as used up', async () => {
    const code = `ONCE-${randomBytes(3).toString('hex').toUpperCase()}`;
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page } = await open(viewport);
      await signInWithToken(page, adminToken);
      await page.goto('/admin/settings');
      await page.getByRole('heading', { name: 'Early Bird codes' }).waitFor();
      if (viewport === DESKTOP) {
        await page.getByLabel('New code').fill(code.toLowerCase());
        await page.getByLabel('Max uses (empty: no limit)').fill('1');
        await page.getByLabel('Expires (empty: never)').fill('2030-06-30T12:00');
        await page.getByRole('button', { name: 'Add code' }).click();
        await page.getByText(`Early Bird code ${code} added`, { exact: true }).waitFor();
        const row = page.getByRole('row').filter({ hasText: code });
        await row.getByText('0 of 1', { exact: true }).waitFor();
        await row.getByText(/Jun 30, 2030/).waitFor();
        // A checkout takes the only use: the code is then used up, on the page and at checkout.
        const opened = await api('POST', '/stripe/create-temp-checkout-session', { planId: 'early-bird', userEmail: uniqueEmail('eb'), userName: 'Early', password: 'longenough1', earlyBirdCode: code });
        expect(opened.status).toBe(200);
        const refused = await api('POST', '/stripe/create-temp-checkout-session', { planId: 'early-bird', userEmail: uniqueEmail('eb'), userName: 'Early', password: 'longenough1', earlyBirdCode: code });
        expect(refused.body.error).toBe('Invalid Early Bird code. Please check your code and try again.');
        await page.reload();
      }
      const row = page.getByRole('row').filter({ hasText: code });
      await row.getByText('Used up').waitFor();
      await row.getByText('1 of 1', { exact: true }).waitFor();
      await row.getByText('0 paid', { exact: true }).waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await saveScreenshot(page, 'admin-settings-early-bird-limits');
      if (viewport === DESKTOP) {
        await page.getByRole('button', { name: `Limits of ${code}` }).click();
        const dialog = page.getByRole('dialog', { name: `Limits of ${code}` });
        await dialog.getByLabel('Max uses (empty: no limit)').fill('2');
        await saveScreenshot(page, 'admin-settings-early-bird-limits-dialog');
        await dialog.getByRole('button', { name: 'Save limits' }).click();
        await page.getByText(`Early Bird code ${code} limits saved`, { exact: true }).waitFor();
        await row.getByText('1 of 2', { exact: true }).waitFor();
        await row.getByText('Active').waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        // Back to used up for the mobile view.
        await api('PATCH', `/admin/billing/early-bird-codes/${code}`, { maxUses: 1 }, adminToken);
      }
    }
  });

  it("lists billing's real plans in the user form, early-bird included and no made-up 'basic'", async () => {
    const plans = (await api('GET', '/admin/plans', undefined, adminToken)).body.data as Array<{ slug: string; name: string }>;
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page } = await open(viewport);
      await signInWithToken(page, adminToken);
      await page.goto('/admin/users');
      await page.getByRole('heading', { name: 'Users Management' }).waitFor();
      await page.getByRole('button', { name: 'Create User' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create User' });
      const select = dialog.getByLabel('Plan');
      await page.waitForFunction(() => {
        const el = document.querySelector('[role="dialog"] select:not([disabled]) option[value="early-bird"]');
        return el !== null;
      });
      const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(values).toEqual(plans.map((p) => p.slug));
      expect(values).toContain('early-bird');
      expect(values).not.toContain('basic');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await saveScreenshot(page, 'admin-user-form-plans');
    }
  });
});
