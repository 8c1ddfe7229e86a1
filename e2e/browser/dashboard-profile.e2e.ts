/**
 * A new full name saved in Settings > Profile reaches the shell at once and stays after signing in again
 * (issue 24 item 4): the header's account button and the dashboard greeting show it. Screenshots at 1280
 * and 375 px.
 */
import { MOBILE, saveScreenshot, signInWithToken, tokenFor, useBrowserPages } from './support/browser';
import { expectFitsPhoneWidth, freeAccount } from './support/dashboard';

const open = useBrowserPages();

describe('profile name in the shell (issue 24 item 4)', () => {
  it('shows the saved full name in the header and the greeting, now and after signing in again', async () => {
    const account = await freeAccount('profile-name');
    const { page, pageErrors } = await open({ width: 1280, height: 900 });
    await signInWithToken(page, account.token);
    await page.goto('/dashboard/settings');
    const fullName = page.getByLabel('Full name');
    await fullName.waitFor();
    await fullName.fill('Ada Byron King');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    // The header follows without a reload.
    await page.getByRole('banner').getByText('Ada Byron King', { exact: true }).last().waitFor();
    await saveScreenshot(page, 'dashboard-settings-profile-name');

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor();

    // A new sign-in answers the new name too.
    const fresh = await tokenFor({ email: account.email, password: account.password });
    await page.goto('/app-config.json');
    await page.evaluate(() => localStorage.clear());
    await signInWithToken(page, fresh);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor();
    await page.getByRole('banner').getByText('Ada Byron King', { exact: true }).last().waitFor();
    await page.setViewportSize(MOBILE);
    await expectFitsPhoneWidth(page, '/dashboard after a name change');
    await saveScreenshot(page, 'dashboard-home-new-name');
    expect(pageErrors).toEqual([]);
  });
});
