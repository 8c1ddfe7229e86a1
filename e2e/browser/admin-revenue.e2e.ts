/**
 * The revenue cards (issue #25 item 14) in a real browser against the real stack: after a customer pays
 * for Pro through the local checkout, the admin dashboard and the analytics show MRR, active paid
 * subscriptions, new and cancelled ones and churn as billing's GET /api/admin/billing/revenue answers them,
 * with their change against the previous period; on a phone the cards fit the width.
 */
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS, api, hasHorizontalScroll, MOBILE, saveScreenshot, seriousAxeViolations, signInWithToken, tokenFor, uniqueEmail, useBrowserPages, waitUntil } from './support/browser';

const open = useBrowserPages();
const card = { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: String((new Date().getFullYear() + 3) % 100), cvc: '123', name: 'Revenue Customer' };
const money = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

type Figures = { activeSubscriptions: number; newSubscriptions: number; canceledSubscriptions: number; mrr: { currency: string; amount: number }[] };
const revenue = async (admin: string, query = ''): Promise<Figures> => (await api('GET', `/admin/billing/revenue${query}`, undefined, admin)).body.data.current;
const figureIn = async (region: Locator, key: string) => (await region.getByTestId(`revenue-card-${key}`).locator('p').nth(1).textContent())!.trim();

/** The card's figure equals the API's, read before or after the page (another suite may pay meanwhile). */
async function expectConsistent(region: Locator, admin: string, query: string, before: Figures) {
  const shown = { active: await figureIn(region, 'active'), new: await figureIn(region, 'new'), canceled: await figureIn(region, 'canceled'), mrr: await figureIn(region, 'mrr') };
  const after = await revenue(admin, query);
  const views = [before, after].map((f) => ({
    active: f.activeSubscriptions.toLocaleString('en-US'),
    new: f.newSubscriptions.toLocaleString('en-US'),
    canceled: f.canceledSubscriptions.toLocaleString('en-US'),
    mrr: f.mrr.map((m) => money(m.amount, m.currency)).join(' · ') || money(0, 'USD'),
  }));
  expect(views).toContainEqual(shown);
  return after;
}

async function waitForCards(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole('region', { name: title });
  await region.getByTestId('revenue-card-mrr').waitFor();
  return region;
}

describe('admin revenue cards', () => {
  it('show the figures billing answers, a paid checkout counted, on the dashboard and for the analytics period', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const start = await revenue(admin);
    const opened = await api('POST', '/stripe/create-temp-checkout-session', { planId: 'pro', userEmail: uniqueEmail('revenue'), userName: 'Revenue Customer', password: 'Passw0rd!long' });
    expect(opened.status).toBe(200);
    expect((await api('POST', `/stripe/local-checkout/${opened.body.data.id}/pay`, card)).status).toBe(200);
    let before = start;
    await waitUntil(async () => (before = await revenue(admin)).activeSubscriptions > start.activeSubscriptions, 'the paid subscription counted', 20_000);
    expect(before.mrr.find((m) => m.currency === 'USD')!.amount).toBeGreaterThanOrEqual(29);

    const { page, pageErrors } = await open();
    await signInWithToken(page, admin);
    await page.goto('/admin/dashboard');
    const dashboard = await waitForCards(page, 'Revenue — last 30 days');
    await expectConsistent(dashboard, admin, '', before);
    // A new subscription this period: its card compares with the previous 30 days.
    expect(await dashboard.getByTestId('revenue-card-new').getByTestId('revenue-change').count()).toBe(1);
    expect(await dashboard.textContent()).not.toMatch(/NaN|Infinity/);
    await saveScreenshot(page, 'admin-dashboard-revenue');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/admin/analytics');
    await page.getByRole('button', { name: '7d' }).click();
    const analytics = await waitForCards(page, 'Revenue — last 7 days');
    const week = weekQuery();
    await expectConsistent(analytics, admin, week, await revenue(admin, week));
    await saveScreenshot(page, 'admin-analytics-revenue');
    expect(pageErrors).toEqual([]);
  });

  it('fit a 375 px phone on the dashboard and the analytics', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const { page, pageErrors } = await open(MOBILE);
    await signInWithToken(page, admin);
    await page.goto('/admin/dashboard');
    await waitForCards(page, 'Revenue — last 30 days');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'admin-dashboard-revenue');
    await page.goto('/admin/analytics');
    await waitForCards(page, 'Revenue — last 30 days');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await saveScreenshot(page, 'admin-analytics-revenue');
    expect(pageErrors).toEqual([]);
  });
});

/** The analytics' 7d window as the page asks for it (its first UTC day up to now). */
function weekQuery(): string {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 6 * 86_400_000);
  return `?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(now.toISOString())}`;
}
