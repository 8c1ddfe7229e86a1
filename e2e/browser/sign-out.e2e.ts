/**
 * Signing out ends the session on the server (issue 21 item 7), in a real browser against the real stack:
 * the dashboard's Logout and the admin's Sign out call POST /api/auth/logout, after which the token they
 * held is refused (a copy of it is worth nothing) while the user's other sessions keep working; Settings >
 * Security's "Sign out of all devices" ends every session. Screenshots at 1280 and 375; axe and the
 * 375 px width on the Security tab.
 */
import type { Page } from 'playwright-core';
import { ACCOUNTS, api, DESKTOP, MOBILE, saveScreenshot, signInWithToken, tokenFor, useBrowserPages, waitUntil } from './support/browser';
import { expectFitsPhoneWidth, expectNoSeriousAxe, freeAccount } from './support/dashboard';

const open = useBrowserPages();

const status = async (token: string) => (await api('GET', '/auth/me', undefined, token)).status;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/** The token is refused within a second (the access cache of every process follows within that). */
async function expectRefused(token: string, what: string) {
  await waitUntil(async () => (await status(token)) === 401, `${what} to be refused`, 1_000);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
])('signing out (%s)', (_label, viewport) => {
  it("the dashboard's Logout ends this session on the server; another device stays signed in", async () => {
    const account = await freeAccount('logout');
    const otherDevice = await tokenFor({ email: account.email, password: account.password });
    const { page, pageErrors } = await open(viewport);
    await signInWithToken(page, account.token);
    await page.goto('/dashboard');
    const menu = page.getByRole('button', { name: /Dash Tester|Account menu/ }).first();
    await menu.click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();
    await saveScreenshot(page, 'sign-out-dashboard-menu');
    await logout.click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await storedToken(page)).toBeNull();
    await expectRefused(account.token, 'the signed-out token');
    expect(await status(otherDevice)).toBe(200);
    expect(pageErrors).toEqual([]);
  });

  it('Settings > Security "Sign out of all devices" ends every session, this one included', async () => {
    const account = await freeAccount('everywhere');
    const otherDevice = await tokenFor({ email: account.email, password: account.password });
    const { page, pageErrors } = await open(viewport);
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/settings?tab=security');
    const heading = page.getByRole('heading', { name: 'Sign out of all devices' });
    await heading.waitFor();
    await page.getByText('Ends every session of your account').waitFor();
    if (viewport === MOBILE) await expectFitsPhoneWidth(page, 'settings: Security');
    await expectNoSeriousAxe(page, 'settings: Security');
    await saveScreenshot(page, 'sign-out-settings-security');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(await storedToken(page)).toBeNull();
    await expectRefused(account.token, 'this device');
    await expectRefused(otherDevice, 'the other device');
    // Signing in again works.
    expect(await status(await tokenFor({ email: account.email, password: account.password }))).toBe(200);
    expect(pageErrors).toEqual([]);
  });
});

describe('the admin signing out', () => {
  it('Sign out in the admin header ends that session on the server and goes to /admin/login', async () => {
    const token = await tokenFor(ACCOUNTS.admin);
    const { page, pageErrors } = await open();
    await signInWithToken(page, token);
    await page.goto('/admin');
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await signOut.waitFor();
    await signOut.click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await storedToken(page)).toBeNull();
    await expectRefused(token, 'the admin token');
    expect(pageErrors).toEqual([]);
  });
});
