/**
 * Issue 24 item 11, "friends get 5% off" made true, in the browser: a friend follows the referrer's link
 * (/auth?ref=CODE), signs up with the code filled in, pays 5% less on the hosted checkout, and the referrer's
 * popup counts the friend as joined, then as paid.
 */
import type { Page } from 'playwright-core';
import { api, DESKTOP, hasHorizontalScroll, MOBILE, publicPlans, saveScreenshot, signInWithToken, uniqueEmail, useBrowserPages, waitUntil } from './support/browser';
import { freeAccount, type Account } from './support/dashboard';

const open = useBrowserPages();
const futureYear = String((new Date().getFullYear() + 4) % 100);

async function userIdOf(token: string): Promise<string> {
  const { body } = await api('GET', '/auth/me', undefined, token);
  return (body.data?.user?._id ?? body.data?._id) as string;
}

async function popupFigures(page: Page): Promise<{ joined: string; paid: string }> {
  await page.getByRole('button', { name: 'Refer friends' }).click();
  const joined = page.getByTestId('referral-joined');
  await waitUntil(async () => (await joined.textContent()) !== '–', 'the referral figures');
  return { joined: (await joined.textContent())!, paid: (await page.getByTestId('referral-paid').textContent())! };
}

describe('referrals', () => {
  let referrer: Account;
  let code: string;

  beforeAll(async () => {
    referrer = await freeAccount('referrer');
    code = (await userIdOf(referrer.token)).slice(-8).toUpperCase();
    // billing knows the referrer once its own code is refused as its own
    // (every 3 s: checkouts are rate limited to 20 a minute per user)
    for (let attempt = 0; ; attempt++) {
      const res = await api('POST', '/stripe/create-checkout-session', { planId: 'pro', referralCode: code }, referrer.token);
      if (res.body?.code === 'REFERRAL_SELF') break;
      if (attempt >= 15) throw new Error(`billing never knew the referrer: ${res.status} ${JSON.stringify(res.body)}`);
      await new Promise((r) => setTimeout(r, 3000));
    }
  }, 60_000);

  it('a friend signs up from the link with the code filled in; pays 5% less; the referrer sees joined then paid', async () => {
    const free = (await publicPlans()).find((plan) => Number(plan.price) === 0)!;
    const { page } = await open(DESKTOP);
    await page.goto(`/auth?ref=${code.toLowerCase()}&plan=${free.slug}`);
    const email = uniqueEmail('friend');
    await page.getByLabel('Full name').fill('Referred Friend');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('longenough1');
    await page.getByRole('button', { name: 'Continue' }).click();
    const field = page.getByLabel('Referral code (optional)');
    await waitUntil(async () => (await field.inputValue()) === code, 'the referral code from the link in the sign-up form');
    await page.getByRole('radio', { name: new RegExp(free.name), checked: true }).waitFor({ state: 'attached' });
    await saveScreenshot(page, 'referral-signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/(onboarding|dashboard)/);
    const friendToken = await waitUntilToken(page);

    // the referrer's popup: one friend joined, none paid yet
    const referrerPage = (await open(DESKTOP)).page;
    await signInWithToken(referrerPage, referrer.token);
    await referrerPage.goto('/dashboard');
    await waitUntil(async () => {
      const figures = await popupFigures(referrerPage);
      if (figures.joined !== '1') await referrerPage.reload();
      return figures.joined === '1';
    }, 'the friend counted as joined', 30_000);
    expect(await referrerPage.getByTestId('referral-paid').textContent()).toBe('0');
    expect(await referrerPage.getByRole('textbox', { name: 'Sign-up link' }).inputValue()).toContain(`/auth?mode=signup&ref=${code}`);

    // the friend's first paid checkout shows the discount and charges 5% less
    const checkout = await api('POST', '/stripe/create-checkout-session', { planId: 'pro' }, friendToken);
    expect(checkout.status).toBe(200);
    await page.goto(checkout.body.data.url);
    await page.getByText('Referral discount (5%)').waitFor();
    expect(await page.locator('#amount').textContent()).toContain('$27.55');
    await saveScreenshot(page, 'referral-checkout');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date (MM / YY)').fill(`12 / ${futureYear}`);
    await page.getByLabel('Security code (CVC)').fill('123');
    const name = page.getByLabel(/Name on card|Cardholder name/);
    if (await name.count()) await name.fill('Referred Friend');
    await page.getByRole('button', { name: 'Pay $27.55' }).click();
    await page.waitForURL(/payment_success=true/);

    await waitUntil(async () => {
      await referrerPage.reload();
      const figures = await popupFigures(referrerPage);
      return figures.paid === '1' && figures.joined === '1';
    }, 'the friend counted as paid', 30_000);
    await saveScreenshot(referrerPage, 'referral-popup');
  });

  it('fits a phone: the sign-up form with the code, and the popup', async () => {
    const { page } = await open(MOBILE);
    await page.goto(`/auth?ref=${code}`);
    await page.getByLabel('Full name').fill('Phone Friend');
    await page.getByLabel('Email').fill(uniqueEmail('phone'));
    await page.getByLabel('Password').fill('longenough1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitUntil(async () => (await page.getByLabel('Referral code (optional)').inputValue()) === code, 'the code in the form');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'referral-signup');

    // the hosted checkout of a paid sign-up carrying the code
    const temp = await api('POST', '/stripe/create-temp-checkout-session', { planId: 'pro', userEmail: uniqueEmail('phonepay'), userName: 'Phone Payer', password: 'longenough1', referralCode: code });
    expect(temp.status).toBe(200);
    await page.goto(temp.body.data.url);
    await page.getByText('Referral discount (5%)').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'referral-checkout');

    const other = (await open(MOBILE)).page;
    await signInWithToken(other, referrer.token);
    await other.goto('/dashboard');
    await popupFigures(other);
    expect(await hasHorizontalScroll(other)).toBe(false);
    await saveScreenshot(other, 'referral-popup');
  });
});

/** The signed-in friend's token, as the app stored it. */
async function waitUntilToken(page: Page): Promise<string> {
  let token: string | null = null;
  await waitUntil(async () => {
    token = await page.evaluate(() => localStorage.getItem('authToken'));
    return !!token;
  }, 'the new account signed in');
  return token!;
}
