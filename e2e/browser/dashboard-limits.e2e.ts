/**
 * The dashboard shows the limits the server enforces (issue 27 item 1): an admin's per-user override
 * (identity keeps it; the library enforces it) is what the usage bar and the add button judge, with the
 * library's own rule, not the plan's list limit.
 */
import { ACCOUNTS, api, saveScreenshot, signInWithToken, tokenFor, useBrowserPages, waitUntil } from './support/browser';
import { addModuleThroughApi, freeAccount, toast, userPlan } from './support/dashboard';

const open = useBrowserPages();

describe("a user's own limits (issue 27)", () => {
  it('lets a free user whose module limit an admin raised to 7 add the 6th and 7th, and shows "7 of 7"', async () => {
    const account = await freeAccount('limits');
    const plan = await userPlan(account.token);
    expect(plan.features.moduleLimit).toBe(5);
    const slugs = plan.allowedModules.slice(0, 8);
    expect(slugs.length).toBe(8);

    const admin = await tokenFor(ACCOUNTS.admin);
    const me = await api('GET', '/auth/me', undefined, account.token);
    const raised = await api('PUT', `/users/${me.body.data.user._id}/subscription`, { subscription: { features: { moduleLimit: 7 } } }, admin);
    expect(raised.status).toBe(200);
    // The library hears of the override through identity's event; from then on it accepts 7.
    await waitUntil(async () => (await api('GET', '/user-modules/quota-check', undefined, account.token)).body?.data?.limit === 7, 'the library to enforce the raised limit', 20_000);
    for (const module of slugs.slice(0, 5)) await addModuleThroughApi(account.token, module._id);

    const { page, pageErrors } = await open();
    await signInWithToken(page, account.token);
    for (const [index, module] of slugs.slice(5, 7).entries()) {
      await page.goto(`/dashboard/modules/${module.slug}`);
      await page.getByText(`${5 + index} of 7 modules used on your plan`).waitFor();
      await page.getByRole('button', { name: 'Add to my library' }).click();
      await toast(page, 'Module Added').waitFor();
      await page.getByText(`${6 + index} of 7 modules used on your plan`).waitFor();
    }
    await saveScreenshot(page, 'dashboard-limits-7-of-7');

    // Now at the raised limit: the next one is refused in the page, as the server would.
    await page.goto(`/dashboard/modules/${slugs[7].slug}`);
    await page.getByText('7 of 7 modules used on your plan').waitFor();
    await page.getByRole('button', { name: 'Plan Limit Reached' }).waitFor();
    expect(await page.getByRole('button', { name: 'Plan Limit Reached' }).isDisabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
