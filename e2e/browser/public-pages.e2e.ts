/**
 * The shell, its route table and the public pages in a real browser (spec 1 §2), with axe-core and
 * screenshots at 1280 and 375 px under artifacts/screenshots/.
 */
import {
  ACCOUNTS,
  BASE_URL,
  DESKTOP,
  hasHorizontalScroll,
  MOBILE,
  saveScreenshot,
  seriousAxeViolations,
  SMALLEST,
  signInWithToken,
  tokenFor,
  waitUntil,
  where,
  useBrowserPages,
} from './support/browser';

const open = useBrowserPages();


describe('serving contract', () => {
  it('serves /app-config.json with the API base and the three remote manifests', async () => {
    const response = await fetch(`${BASE_URL}/app-config.json`);
    expect(await response.json()).toEqual({
      apiBase: '/api',
      remotes: {
        landing: '/remotes/landing/mf-manifest.json',
        dashboard: '/remotes/dashboard/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      },
    });
  });

  it('falls back to the shell for app paths and loads the landing remote through its manifest', async () => {
    const { page, pageErrors } = await open();
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
    });
    await page.goto('/auth/cancel');
    await page.getByRole('heading', { name: 'Payment Canceled' }).waitFor();
    expect(manifests).toContain('/remotes/landing/mf-manifest.json');
    expect(pageErrors).toEqual([]);
  });
});

describe('landing page /', () => {
  it.each([DESKTOP, MOBILE])('renders with no serious or critical axe violations at %j', async (viewport) => {
    const { page, pageErrors } = await open(viewport);
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toContain('Liquify');
    // Visitors (no token) get the sign-in button.
    await page.getByRole('link', { name: 'Sign In / Up' }).first().waitFor();
    await saveScreenshot(page, 'landing');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('auth page /auth', () => {
  it.each([DESKTOP, MOBILE])('renders both tabs with no serious or critical axe violations at %j', async (viewport) => {
    const { page, pageErrors } = await open(viewport);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(await page.title()).toBe('Sign In | Liquify');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await saveScreenshot(page, 'auth-sign-in');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').waitFor();
    await saveScreenshot(page, 'auth-sign-up');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('fits a 360 px screen without horizontal scrolling', async () => {
    const { page } = await open(SMALLEST);
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Full name').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

describe('payment canceled /auth/cancel', () => {
  it('reads the spec texts and links back to registration', async () => {
    const { page } = await open();
    await page.goto('/auth/cancel');
    await page.getByRole('heading', { name: 'Payment Canceled' }).waitFor();
    await page.getByText('Your payment was canceled. You can try again from the registration page.').waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.getByRole('link', { name: 'Back to Registration' }).click();
    await page.waitForURL(`${BASE_URL}/auth`);
  });
});

describe('route table (spec 1 §2)', () => {
  it.each([
    ['/login', '/auth'],
    ['/register', '/auth?mode=signup'],
    ['/payment-success', '/onboarding'],
    ['/no-such-page', '/'],
    ['/dashboard', '/auth'],
    ['/dashboard/library', '/auth'],
    ['/dashboard/upgrade', '/auth'],
    ['/help', '/auth'],
    ['/help/ticket/abc', '/auth'],
    ['/admin', '/admin/login'],
    ['/admin/users', '/admin/login'],
  ])('a visitor at %s ends up at %s', async (from, to) => {
    const { page } = await open();
    await page.goto(from);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
    expect(where(page)).toBe(to);
    expect(await page.locator('h1').first().innerText()).not.toBe('');
  });

  it('sends a signed-in non-admin from /admin/* to /admin/login', async () => {
    const { page } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.demo));
    await page.goto('/admin/users');
    await page.waitForURL(`${BASE_URL}/admin/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('forgets a token the server refuses and treats the visitor as logged out', async () => {
    const { page } = await open();
    await signInWithToken(page, 'not-a-valid-token');
    await page.goto('/dashboard');
    await page.waitForURL(`${BASE_URL}/auth`);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});

describe('remote that cannot be loaded', () => {
  it('shows the fallback with a Retry button, never a blank page, and Retry fetches the remote again', async () => {
    const { page } = await open();
    await signInWithToken(page, await tokenFor(ACCOUNTS.demo));
    let manifestRequests = 0;
    await page.route('**/remotes/dashboard/**', (route) => {
      manifestRequests += 1;
      return route.abort('connectionrefused');
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(where(page)).toBe('/dashboard');
    const before = manifestRequests;
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitUntil(() => manifestRequests > before, 'Retry to fetch the dashboard remote again');
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
  });
});
