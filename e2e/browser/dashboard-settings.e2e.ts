/**
 * Settings and plan journeys in a real browser against the real stack (issue 15, doc 2 §2 settings and
 * upgrade, §4, §5, §8): the four tabs; profile saved; the password rules, a changed password that signs
 * in; dark theme and French dates applied everywhere and remembered over a reload; an upgrade to a paid
 * plan through billing's local checkout that lifts the store limit without signing out, and the soft
 * downgrade that keeps the data. axe-core and the 375 px width on each page; screenshots at 1280 and 375.
 */
import { api, BASE_URL, MOBILE, saveScreenshot, signInWithToken, useBrowserPages, waitUntil } from './support/browser';
import { expectFitsPhoneWidth, expectNoSeriousAxe, freeAccount, userPlan } from './support/dashboard';

const open = useBrowserPages();
/** A whole journey on a busy 2-core machine: every step waits for its own condition; this only bounds the total. */
const JOURNEY_TIMEOUT_MS = 240_000;

async function createStoreThroughApi(token: string, name: string) {
  const { status, body } = await api('POST', '/stores', { name, description: '', color: '#6366f1', icon: 'store' }, token);
  if (status !== 201 && status !== 200) throw new Error(`create store answered ${status}: ${JSON.stringify(body)}`);
  return body.data as { _id: string };
}

describe('settings (doc 2 §2 settings, §5)', () => {
  it('saves the profile, enforces the password rules, changes the password for real, and applies a dark French appearance everywhere', async () => {
    const account = await freeAccount('settings');
    await createStoreThroughApi(account.token, 'Dated Store');
    const { page, pageErrors } = await open();
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/settings');
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: 'Appearance' }).waitFor();
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['Profile', 'Security', 'Billing & Plans', 'Appearance']);

    // Profile
    const email = page.getByLabel('Email');
    await page.waitForFunction(() => (document.querySelector('input[type=email]') as HTMLInputElement | null)?.value.includes('@'));
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await page.getByText('Email cannot be changed').waitFor();
    await page.getByLabel('Company').fill('Analytical Engines');
    await page.getByLabel('Website').fill('https://engines.example.com');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await expectNoSeriousAxe(page, 'settings: Profile');
    await saveScreenshot(page, 'dashboard-settings-profile');
    const me = await api('GET', '/auth/me', undefined, account.token);
    const profile = await api('GET', `/users/${me.body.data.user._id}`, undefined, account.token);
    expect(profile.body.data).toMatchObject({ company: 'Analytical Engines', website: 'https://engines.example.com' });

    // Security: the two rules, then a real change that signs in.
    await tabs.getByRole('tab', { name: 'Security' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('security');
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New passwords do not match').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-1');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully!').waitFor();
    await expectNoSeriousAxe(page, 'settings: Security');
    expect((await api('POST', '/auth/login', { email: account.email, password: 'brand-new-pass-1' })).status).toBe(200);
    expect((await api('POST', '/auth/login', { email: account.email, password: account.password })).status).toBe(401);

    // Billing & Plans: the current plan and the first plans.
    await tabs.getByRole('tab', { name: 'Billing & Plans' }).click();
    await page.getByRole('heading', { name: 'Current plan' }).waitFor();
    await page.getByRole('heading', { name: 'Payment method' }).waitFor();
    await page.getByRole('button', { name: /^(Upgrade|Switch) to / }).first().waitFor();
    await expectNoSeriousAxe(page, 'settings: Billing & Plans');
    await saveScreenshot(page, 'dashboard-settings-billing');

    // Appearance: dark theme and French, applied at once, remembered over a reload, used for dates.
    await tabs.getByRole('tab', { name: 'Appearance' }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('radio', { name: 'Français' }).check();
    await page.getByRole('button', { name: 'Save Appearance' }).click();
    await page.getByText('Appearance settings saved!').waitFor();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => [localStorage.getItem('app-theme'), localStorage.getItem('app-language')])).toEqual(['dark', 'fr']);
    await expectNoSeriousAxe(page, 'settings: Appearance (dark)');
    await saveScreenshot(page, 'dashboard-settings-appearance-dark');
    await page.setViewportSize(MOBILE);
    await expectFitsPhoneWidth(page, '/dashboard/settings?tab=appearance');
    await saveScreenshot(page, 'dashboard-settings-appearance-dark');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/dashboard/stores');
    const card = page.getByRole('listitem', { name: 'Dated Store' });
    await card.waitFor();
    expect(await page.evaluate(() => [document.documentElement.classList.contains('dark'), document.documentElement.lang])).toEqual([true, 'fr']);
    const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
    expect(await card.innerText()).toContain(today);
    await expectNoSeriousAxe(page, '/dashboard/stores (dark)');
    expect(pageErrors).toEqual([]);
  }, JOURNEY_TIMEOUT_MS);
});

describe('upgrade and downgrade through billing (doc 2 §2 upgrade, §4)', () => {
  it('upgrades a free user through the local checkout, lifts the store limit without signing out, then downgrades keeping the stores', async () => {
    const account = await freeAccount('upgrade');
    await createStoreThroughApi(account.token, 'First Store');
    const { page, pageErrors } = await open();
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/stores');
    await page.getByRole('button', { name: 'Limit Reached' }).waitFor();

    await page.goto('/dashboard/upgrade');
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    await page.getByRole('link', { name: /Back to Settings/ }).waitFor();
    await page.getByText('Need a custom plan?').waitFor();
    const upgradeButton = page.getByRole('button', { name: /^Upgrade to / }).first();
    await upgradeButton.waitFor();
    await expectNoSeriousAxe(page, '/dashboard/upgrade');
    await saveScreenshot(page, 'dashboard-upgrade');
    await page.setViewportSize(MOBILE);
    await expectFitsPhoneWidth(page, '/dashboard/upgrade');
    await saveScreenshot(page, 'dashboard-upgrade');
    await page.setViewportSize({ width: 1280, height: 900 });

    const target = (await upgradeButton.innerText()).replace(/^Upgrade to /, '').trim();
    await upgradeButton.click();
    // Billing's own checkout page (the stack runs without a Stripe key).
    await page.waitForURL((url) => url.pathname.startsWith('/api/stripe/local-checkout/'), { timeout: 30_000 });
    await page.locator('#cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#cardExpiry').fill('12 / 34');
    await page.locator('#cardCvc').fill('123');
    await page.locator('#billingName').fill('Upgrading Tester');
    await page.locator('#submit').click();

    await page.waitForURL((url) => url.pathname === '/dashboard/upgrade', { timeout: 30_000 });
    // The page waits for the new plan; on a very busy machine the events may outlast its wait, and it
    // then says the change was accepted and the limits follow.
    await page
      .getByText(`You're now on the ${target} plan. Your new limits apply right away.`)
      .or(page.getByText('Your plan change was accepted. Your new limits will show in a moment.'))
      .waitFor({ timeout: 60_000 });
    await waitUntil(async () => (await userPlan(account.token)).name === target, `billing to answer the ${target} plan`, 90_000);
    const paid = await userPlan(account.token);
    expect(paid.features.storeLimit === -1 || paid.features.storeLimit > 1).toBe(true);

    // Same session, no sign-out: the store limit is lifted and the next store goes through.
    await waitUntil(
      async () => {
        await page.goto('/dashboard/stores');
        await page.getByRole('button', { name: /^(New Store|Limit Reached)$/ }).waitFor();
        return page.getByRole('button', { name: 'New Store' }).isVisible();
      },
      'the Store Manager to offer a new store',
      90_000,
    );
    await page.getByRole('button', { name: 'New Store' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Store' });
    await create.getByLabel('Store Name *').fill('Second Store');
    await create.getByRole('button', { name: 'Create Store' }).click();
    await page.getByRole('listitem', { name: 'Second Store' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(account.token);

    // Soft downgrade to the free plan: the paid plan runs to the end of the period it was paid for,
    // then the free plan applies; both stores stay either way.
    await page.goto('/dashboard/upgrade');
    await page.getByRole('button', { name: /^Downgrade to / }).first().click();
    await page.getByRole('dialog', { name: /^Downgrade to / }).getByRole('button', { name: 'Confirm downgrade' }).click();
    await page.getByText(/then move to the Free plan\. Your modules, sections and stores are kept\./).waitFor({ timeout: 40_000 });
    await page.goto('/dashboard/stores');
    await page.getByRole('listitem', { name: 'First Store' }).waitFor();
    await page.getByRole('listitem', { name: 'Second Store' }).waitFor();
    expect((await userPlan(account.token)).name).toBe(target);
    expect(page.url().startsWith(BASE_URL)).toBe(true);
    expect(pageErrors).toEqual([]);
  }, JOURNEY_TIMEOUT_MS);
});
