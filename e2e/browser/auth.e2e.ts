/**
 * Sign-in, free sign-up with onboarding, the early-bird box and the admin login, in a real browser
 * against the real API (spec 1 §2, §4, §5, §8; spec 3 §2 "Admin login").
 */
import type { Page } from 'playwright-core';
import {
  ACCOUNTS,
  BASE_URL,
  publicPlans,
  uniqueEmail,
  where,
  useBrowserPages,
  holdRequests,
} from './support/browser';

const open = useBrowserPages();


const token = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/**
 * /auth is server-rendered: its form is on screen before the app's code runs. Act on it once it is live (React's
 * props on the server's node), as its tests are about the app's answers, not about the first second.
 */
async function whenLive(page: Page) {
  await page.waitForFunction(() => {
    const input = document.querySelector('input[type="email"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
  }, undefined, { timeout: 20_000 });
}

async function fillSignIn(page: Page, email: string, password: string) {
  await whenLive(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function fillStep1(page: Page, name: string, email: string, password: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Choose your plan').or(page.getByTestId('early-bird-box')).first().waitFor();
}

describe('sign in', () => {
  it('shows only the first validation error and clears it on typing', async () => {
    const { page } = await open();
    await page.goto('/auth');
    await whenLive(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    expect(await page.getByText('Password is required').count()).toBe(0);
    await page.getByLabel('Email').type('x');
    expect(await page.getByText('Email is required').count()).toBe(0);
  });

  it("shows 'Sign In Failed' with the mapped message and hint for a wrong password", async () => {
    const { page } = await open();
    await page.goto('/auth');
    await whenLive(page);
    await fillSignIn(page, ACCOUNTS.demo.email, 'wrong-password-1');
    const banner = page.getByRole('alert').filter({ hasText: 'Sign In Failed' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Invalid email or password. Please try again.');
    expect(await banner.innerText()).toContain('Please check your email and password and try again.');
    expect(await token(page)).toBeNull();
  });

  it('says the account was not found for an unknown email', async () => {
    const { page } = await open();
    await page.goto('/auth');
    await whenLive(page);
    await fillSignIn(page, uniqueEmail('nobody'), 'whatever1');
    await page.getByText('Account not found. Please check your email or sign up.').waitFor();
  });

  it('signs the demo user in, stores the token, goes to /dashboard, and /auth then redirects there', async () => {
    const { page } = await open();
    await page.goto('/auth');
    await whenLive(page);
    await fillSignIn(page, `  ${ACCOUNTS.demo.email.toUpperCase()} `, ACCOUNTS.demo.password);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    expect(await token(page)).toBeTruthy();
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  });
});

describe('a submit on the server-rendered /auth before the app has loaded (issue #26)', () => {
  const isLive = (page: Page) =>
    page.locator('input[type="email"]').evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps')));

  it('never sends the fields natively (no reload, nothing in the URL), keeps them and signs in once the app is there', async () => {
    const { page } = await open();
    // The landing's code waits until the visitor has typed and submitted.
    const release = await holdRequests(page, '**/remotes/landing/**');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/auth');
    await page.locator('#signin-email').pressSequentially(ACCOUNTS.demo.email);
    await page.locator('#signin-password').pressSequentially(ACCOUNTS.demo.password);
    expect(await isLive(page)).toBe(false);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('#signin-email').inputValue()).toBe(ACCOUNTS.demo.email);
    expect(await isLive(page)).toBe(false);
    release();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 30_000 });
    expect(await token(page)).toBeTruthy();
    const leaked = visited.filter((url) => url.includes(encodeURIComponent(ACCOUNTS.demo.email)) || url.includes(ACCOUNTS.demo.email) || url.includes(ACCOUNTS.demo.password));
    expect(leaked).toEqual([]);
  });
});

describe('sign up', () => {
  it('registers on the free plan, walks through Getting Started and lands on /dashboard', async () => {
    const plans = await publicPlans();
    const free = plans.find((plan) => Number(plan.price) === 0);
    if (!free) throw new Error(`no free plan among the public plans: ${JSON.stringify(plans.map((p) => p.slug))}`);
    const { page } = await open();
    const email = uniqueEmail('free');
    await page.goto(`/auth?mode=signup&plan=${free.slug}`);
    await fillStep1(page, 'Free Tester', email, 'longenough1');
    // The plan from the URL is chosen once the plans have loaded.
    await page.getByRole('radio', { name: new RegExp(free.name), checked: true }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${BASE_URL}/onboarding`);
    await page.getByRole('heading', { name: 'Getting Started', level: 1 }).waitFor();
    expect(await page.title()).toBe('Getting Started | Liquify');
    expect(await token(page)).toBeTruthy();
    // 3 s + 4 s + 4 s through the steps, then 3 s on "You're All Set".
    await page.getByRole('heading', { name: "You're All Set", level: 2 }).waitFor({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 10_000 });
  });

  it("refuses an email already registered with the exact message and the sign-in hint", async () => {
    const plans = await publicPlans();
    const free = plans.find((plan) => Number(plan.price) === 0);
    if (!free) throw new Error('no free plan among the public plans');
    const { page } = await open();
    await page.goto(`/auth?mode=signup&plan=${free.slug}`);
    await fillStep1(page, 'Demo Again', ACCOUNTS.demo.email, 'longenough1');
    // Clicking before the plans have loaded would (rightly) ask for a plan instead of registering.
    await page.getByRole('radio', { name: new RegExp(free.name), checked: true }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Registration Failed' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain('User already exists with this email address.');
    expect(await banner.innerText()).toContain('Try signing in instead or use a different email address.');
  });

  it('validates step 2: a plan must be chosen and the password must have 8 characters', async () => {
    const { page } = await open();
    await page.goto('/auth?mode=signup');
    await whenLive(page);
    await fillStep1(page, 'Ada', uniqueEmail('short'), 'secret1');
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please select a plan to continue').waitFor();
    // The radio itself is visually hidden; the visible card is its label.
    await page.getByTestId('plan-grid').locator('label').first().click();
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();
    await page.getByRole('button', { name: /Back/ }).click();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada');
  });

  it("hides every plan containing 'early' from the regular plan grid", async () => {
    const { page } = await open();
    await page.goto('/auth?mode=signup');
    await whenLive(page);
    await fillStep1(page, 'Ada', uniqueEmail('grid'), 'longenough1');
    await page.getByRole('radio').first().waitFor();
    const values = await page.getByRole('radio').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((slug) => slug.includes('early'))).toEqual([]);
    expect(await page.getByTestId('plan-grid').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('400px');
  });
});

describe('early-bird code box', () => {
  async function toCodeBox(page: Page) {
    await page.goto('/auth?plan=early-bird&early_bird=true');
    await whenLive(page);
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await fillStep1(page, 'Early Tester', uniqueEmail('early'), 'longenough1');
    await page.getByTestId('early-bird-box').waitFor();
  }

  it('hides regular plans, asks for a code, and shows the server verdict on a wrong code', async () => {
    const { page } = await open();
    await toCodeBox(page);
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByText('Please enter your Early Bird code').waitFor();
    await page.getByLabel('Early Bird code').fill('NOT-A-REAL-CODE');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByText('Invalid Early Bird code. Please check your code and try again.').waitFor();
  });

  it("'Skip & Browse Regular Plans' shows the regular plans without 'early'", async () => {
    const { page } = await open();
    await toCodeBox(page);
    await page.getByRole('button', { name: 'Skip & Browse Regular Plans' }).click();
    await page.getByRole('radio').first().waitFor();
    expect(await page.getByTestId('early-bird-box').count()).toBe(0);
    const values = await page.getByRole('radio').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(values.filter((slug) => slug.includes('early'))).toEqual([]);
  });
});

describe('admin login /admin/login', () => {
  it('requires both fields', async () => {
    const { page } = await open();
    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
  });

  it('sends an administrator to /admin', async () => {
    const { page } = await open();
    await page.goto('/admin/login');
    await fillSignIn(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
    expect(await token(page)).toBeTruthy();
  });

  it('refuses a non-admin, removes the token and reloads with the reason shown', async () => {
    const { page } = await open();
    await page.goto('/admin/login');
    await fillSignIn(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
    await page.getByText('Access denied: Admin privileges required').waitFor();
    expect(where(page)).toBe('/admin/login');
    expect(await token(page)).toBeNull();
  });

  it("shows the server's error for wrong credentials", async () => {
    const { page } = await open();
    await page.goto('/admin/login');
    await fillSignIn(page, ACCOUNTS.admin.email, 'wrong-password-1');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).length).toBeGreaterThan(0);
    expect(await token(page)).toBeNull();
  });
});
