/**
 * Paid sign-up end to end: plan choice -> temporary checkout session -> the hosted checkout page
 * (billing's local checkout when no Stripe key is configured) -> back to /onboarding, where the
 * account is created from the saved data and the verified payment (spec 1 §4 "Payment return flow").
 */
import type { Page } from 'playwright-core';
import {
  api,
  BASE_URL,
  publicPlans,
  uniqueEmail,
  waitUntil,
  where,
  useBrowserPages,
} from './support/browser';

const open = useBrowserPages();

async function paidPlan() {
  const plans = await publicPlans();
  const plan = plans.find((p) => Number(p.price) > 0 && !`${p.slug} ${p.name}`.toLowerCase().includes('early'));
  if (!plan) throw new Error(`no paid regular plan among the public plans: ${JSON.stringify(plans.map((p) => p.slug))}`);
  return plan;
}

/** Signs up on a paid plan and follows the redirect to the hosted checkout. */
async function startPaidSignUp(page: Page, email: string, password: string) {
  const plan = await paidPlan();
  await page.goto(`/auth?mode=signup&plan=${plan.slug}`);
  await page.getByLabel('Full name').fill('Paying Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The plan from the URL is chosen once the plans have loaded.
  await page.getByRole('radio', { name: new RegExp(plan.name), checked: true }).waitFor({ state: 'attached' });
  // The page leaves for the checkout as soon as the answer arrives: read the answer on its way through.
  let answer: { success: boolean; data: { id: string; url: string } } | null = null;
  await page.route('**/api/stripe/create-temp-checkout-session', async (route) => {
    const response = await route.fetch();
    answer = await response.json();
    await route.fulfill({ response, json: answer });
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await waitUntil(() => answer !== null, 'the create-temp-checkout-session answer');
  if (!answer) throw new Error('no checkout answer');
  const { success, data } = answer as { success: boolean; data: { id: string; url: string; sessionSecret: string } };
  expect(success).toBe(true);
  const checkoutUrl = data.url;
  await page.waitForURL(checkoutUrl);
  return { plan, checkoutUrl, sessionId: data.id, sessionSecret: data.sessionSecret };
}

describe('paid plan checkout', () => {
  it('keeps the sign-up data for after payment and creates the account only once paid', async () => {
    const { page } = await open();
    const email = uniqueEmail('paid');
    const password = 'longenough1';
    const { plan, checkoutUrl, sessionId, sessionSecret } = await startPaidSignUp(page, email, password);
    if (!checkoutUrl.startsWith(BASE_URL)) {
      throw new Error(`the checkout url ${checkoutUrl} is not the local checkout; this test needs the stack without a Stripe key`);
    }
    // Nothing exists yet: the account is created after payment.
    expect((await api('POST', '/auth/login', { email, password })).status).toBe(404);
    // The checkout's secret stays in this browser's session storage for the registration (issue 21 item 11).
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('tempSignupData'))) ?? 'null')).toMatchObject({ checkout: { sessionId, sessionSecret } });
    const registrations: Array<Record<string, any>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/register') registrations.push(request.postDataJSON());
    });

    await page.locator('#cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#cardExpiry').fill('12 / 34');
    await page.locator('#cardCvc').fill('123');
    await page.locator('#billingName').fill('Paying Tester');
    await page.locator('#submit').click();

    await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('payment_success')).toBe('true');
    expect(url.searchParams.get('session_id')).toBeTruthy();
    await page.getByRole('heading', { name: "You're All Set", level: 2 }).waitFor({ timeout: 30_000 });
    await page.waitForURL((u) => u.pathname.startsWith('/dashboard'), { timeout: 10_000 });
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem('tempSignupData'))).toBeNull();

    const me = await api('GET', '/auth/me', undefined, token ?? undefined);
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(email);
    // The payment reaches identity as an event: the plan applies as soon as it arrives (a fresh stack's consumers may lag).
    await waitUntil(async () => (await api('GET', '/auth/me', undefined, token ?? undefined)).body.data.user.subscription.plan === plan.slug, `the ${plan.slug} plan on the new account`, 30_000);
    // It registered with its checkout's id and secret, and kept no provider ids (issue 21 items 11, 12).
    expect(registrations).toHaveLength(1);
    expect(registrations[0].stripeData).toMatchObject({ sessionId, sessionSecret });
    expect(registrations[0].stripeData).not.toHaveProperty('subscriptionId');
    expect(registrations[0].stripeData).not.toHaveProperty('customerId');

    // Another browser with that paid session but not its secret gets no account on the plan.
    const other = (await open()).page;
    await other.goto('/');
    await other.evaluate((planSlug) => sessionStorage.setItem('tempSignupData', JSON.stringify({ name: 'Someone Else', email: `else-${Date.now()}@example.com`, password: 'longenough1', planSlug })), plan.slug);
    await other.goto(`/onboarding?session_id=${encodeURIComponent(sessionId)}&payment_success=true`);
    const dialog = other.getByRole('dialog', { name: 'Setup Error' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.innerText()).toContain('Invalid registration data. Please restart the registration process.');
  });

  it('returns to /auth/cancel when the buyer cancels on the checkout page, and the saved password is gone', async () => {
    const { page } = await open();
    const { checkoutUrl } = await startPaidSignUp(page, uniqueEmail('cancel'), 'longenough1');
    expect(await page.evaluate(() => sessionStorage.getItem('tempSignupData'))).toContain('longenough1');
    if (!checkoutUrl.startsWith(BASE_URL)) {
      throw new Error(`the checkout url ${checkoutUrl} is not the local checkout; this test needs the stack without a Stripe key`);
    }
    await page.getByRole('link', { name: /Cancel and return to Liquify/ }).click();
    await page.waitForURL((url) => url.pathname === '/auth/cancel');
    await page.getByRole('heading', { name: 'Payment Canceled' }).waitFor();
    expect(where(page)).toBe('/auth/cancel');
    expect(await page.evaluate(() => sessionStorage.getItem('tempSignupData'))).toBeNull();
  });

  it("reports 'Payment verification failed…' for a checkout session that was never paid", async () => {
    const { page } = await open();
    const { sessionId } = await startPaidSignUp(page, uniqueEmail('unpaid'), 'longenough1');
    await page.goto(`/onboarding?session_id=${encodeURIComponent(sessionId)}&payment_success=true`);
    const dialog = page.getByRole('dialog', { name: 'Setup Error' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Payment verification failed. Please contact support if the issue persists.');
    await page.getByRole('button', { name: 'Restart Setup' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'signup');
  });
});

