/**
 * Ending a paid plan as a paying store owner would (issue 24 item 1, doc 2 §2 settings > Billing & Plans):
 * "Downgrade to Free" asks first (the date, the free plan's limits, the items that lock); once confirmed the
 * tab says "<Plan> until <date>, then Free" (not "Status: active") and no longer offers the downgrade; Resume
 * takes it back. Screenshots at 1280 and 375 px; nothing scrolls sideways at 375 px.
 */
import type { Page } from 'playwright-core';
import { api, MOBILE, publicPlans, saveScreenshot, signInWithToken, useBrowserPages, waitUntil } from './support/browser';
import { addModuleThroughApi, expectFitsPhoneWidth, expectNoSeriousAxe, freeAccount, userPlan } from './support/dashboard';

const open = useBrowserPages();
const JOURNEY_TIMEOUT_MS = 240_000;
const card = { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: String((new Date().getFullYear() + 3) % 100), cvc: '123', name: 'Paying Owner' };

/** A free account moved to a paid monthly plan through billing's own (local) checkout. */
async function payingAccount() {
  const account = await freeAccount('billing');
  const plan = (await publicPlans()).find((p) => Number(p.price) > 0 && (p as { billingCycle?: string }).billingCycle === 'monthly' && !p.slug.startsWith('early-bird'));
  if (!plan) throw new Error('no paid monthly plan among the public plans');
  const checkout = await api('POST', '/stripe/create-checkout-session', { planId: plan.slug }, account.token);
  if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  const paid = await api('POST', `/stripe/local-checkout/${checkout.body.data.id}/pay`, card);
  if (paid.status !== 200) throw new Error(`pay answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  await waitUntil(async () => (await userPlan(account.token)).slug === plan.slug, `billing to answer the ${plan.name} plan`, 90_000);
  return { ...account, plan };
}

/** Nothing in the billing tab or the dialog is wider than the phone (the settings tab strip scrolls by design). */
async function expectBillingFits(page: Page, what: string) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('[role=tabpanel] *, [role=dialog] *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 || el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> right ${Math.round(el.getBoundingClientRect().right)}`),
  );
  if (wide.length) throw new Error(`${what}: wider than 375 px: ${wide.join('; ')}`);
}

async function both(page: Page, name: string) {
  await saveScreenshot(page, name);
  await page.setViewportSize(MOBILE);
  await expectFitsPhoneWidth(page, name);
  await expectBillingFits(page, name);
  await saveScreenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('Settings > Billing & Plans: ending a paid plan (issue 24 item 1)', () => {
  it('asks before downgrading, then shows "<Plan> until <date>, then Free" with Resume, which undoes it', async () => {
    const account = await payingAccount();
    // A module the paid plan includes and the free plan does not, in the owner's library: it is named as locking.
    const before = await api('GET', '/stripe/subscription', undefined, account.token);
    const lockedModule = before.body.data.lockedModules[0] as { _id: string; title: string };
    await addModuleThroughApi(account.token, lockedModule._id);
    const { page, pageErrors } = await open();
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/settings?tab=billing');
    await page.getByText(/Status: active/).waitFor();

    await page.getByRole('button', { name: 'Downgrade to Free' }).click();
    const dialog = page.getByRole('dialog', { name: 'Downgrade to Free?' });
    await dialog.getByText(new RegExp(`You keep ${account.plan.name} until \\w{3} \\d{1,2}, \\d{4}\\. Then the Free plan applies\\.`)).waitFor();
    await dialog.getByText(/Free allows .* modules/).waitFor();
    await dialog.getByText(/^1 item of your library locks on \w{3} \d{1,2}, \d{4}:$/).waitFor();
    expect(await dialog.getByRole('list', { name: 'Items that lock' }).innerText()).toBe(`${lockedModule.title} (Module)`);
    await expectNoSeriousAxe(page, 'downgrade confirmation');
    await both(page, 'dashboard-billing-downgrade-confirm');
    // Keeping the plan changes nothing.
    await dialog.getByRole('button', { name: `Keep ${account.plan.name}` }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api('GET', '/stripe/subscription', undefined, account.token)).body.data.cancelAtPeriodEnd).toBe(false);

    await page.getByRole('button', { name: 'Downgrade to Free' }).click();
    await dialog.getByRole('button', { name: 'Confirm downgrade' }).click();
    const ending = page.getByText(new RegExp(`^${account.plan.name} until \\w{3} \\d{1,2}, \\d{4}, then Free$`));
    await ending.waitFor({ timeout: 40_000 });
    expect(await page.getByText(/Status: active/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Downgrade to Free' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Starts / }).isDisabled()).toBe(true);
    // Reloaded, it still says so: the state is the server's.
    await page.reload();
    await ending.waitFor();
    await expectNoSeriousAxe(page, 'billing tab, downgrade scheduled');
    await both(page, 'dashboard-billing-ending');

    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByText(`Your ${account.plan.name} subscription continues. It renews at the end of the current period.`).waitFor({ timeout: 40_000 });
    await page.getByRole('button', { name: 'Downgrade to Free' }).waitFor();
    expect(await ending.count()).toBe(0);
    expect((await api('GET', '/stripe/subscription', undefined, account.token)).body.data.cancelAtPeriodEnd).toBe(false);
    expect((await userPlan(account.token)).slug).toBe(account.plan.slug);
    await both(page, 'dashboard-billing-resumed');
    expect(pageErrors).toEqual([]);
  }, JOURNEY_TIMEOUT_MS);
});
