/**
 * The admin analytics (doc 3 §2, issue 16) in a real browser against the real stack: the figures come
 * from the services' own data, so a customer who signs up during the test is counted in today's
 * sign-ups; the admin switches periods (the charts regroup) and exports the period's CSV.
 * axe-core: no serious or critical violations.
 */
import fs from 'node:fs';
import type { Locator } from 'playwright-core';
import { ACCOUNTS, api, saveScreenshot, seriousAxeViolations, signInWithToken, tokenFor, uniqueEmail, useBrowserPages, waitUntil } from './support/browser';

const open = useBrowserPages();
const today = () => new Date().toISOString().slice(0, 10);

/** Today's figure in a chart's data table (the table screen readers get; the chart draws the same rows). */
async function todaysFigure(region: Locator): Promise<number> {
  const row = region.getByRole('row').filter({ has: region.page().getByRole('rowheader', { name: today(), exact: true }) });
  return Number((await row.getByRole('cell').first().textContent())?.replace(/,/g, ''));
}

describe('admin analytics', () => {
  it('shows a sign-up made now in the sign-ups chart, switches periods and exports the CSV', async () => {
    const admin = await tokenFor(ACCOUNTS.admin);
    const signupsToday = async () => {
      const { body } = await api('GET', '/admin/users/stats/signups', undefined, admin);
      return body.data.daily.find((d: { date: string }) => d.date === today()).signups as number;
    };
    const before = await signupsToday();
    const registered = await api('POST', '/auth/register', { name: 'Analytics Customer', email: uniqueEmail('analytics'), password: 'Passw0rd!long', plan: 'free' });
    expect(registered.status).toBe(201);
    // Sign-ups are counted from identity's sign-up events (issue #25 item 8): wait until this one is.
    await waitUntil(async () => (await signupsToday()) > before, 'the sign-up in the figures', 20_000);

    const { page, pageErrors } = await open();
    await signInWithToken(page, admin);
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Analytics', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '30d' }).getAttribute('aria-pressed')).toBe('true');

    const signups = page.getByRole('region', { name: 'Sign-ups' });
    await signups.getByRole('table').waitFor({ state: 'attached' });
    // Other suites may sign up meanwhile: at least this test's customer is counted.
    expect(await todaysFigure(signups)).toBeGreaterThanOrEqual(before + 1);
    expect(await signups.getByRole('row').count()).toBe(31);
    // The chart is drawn (recharts' line through the days).
    await signups.locator('.recharts-line-curve').waitFor({ state: 'attached' });
    // Every chart has its answer (drawn, or 'No data available'): no spinner is left.
    await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-label^="Loading"]'));
    expect(await page.getByText('Error loading analytics').count()).toBe(0);
    await saveScreenshot(page, 'admin-analytics');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '7d' }).click();
    await page.getByText('Platform activity — last 7 days').waitFor();
    await signups.getByRole('table').waitFor({ state: 'attached' });
    await expectRows(signups, 8);
    expect(await todaysFigure(signups)).toBeGreaterThanOrEqual(before + 1);

    await page.getByRole('button', { name: '1y' }).click();
    await page.getByText('Platform activity — last year').waitFor();
    await signups.getByRole('columnheader', { name: 'Month' }).waitFor({ state: 'attached' });
    await saveScreenshot(page, 'admin-analytics-1y');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toMatch(/^Liquify analytics report,/);
    expect(csv).toContain('\r\nPeriod,1y\r\n');
    const todayLine = csv.split('\r\n').find((line) => line.startsWith(`${today()},`));
    expect(Number(todayLine!.split(',')[1])).toBeGreaterThanOrEqual(before + 1);
    expect(pageErrors).toEqual([]);
  });
});

async function expectRows(region: Locator, count: number) {
  await region.page().waitForFunction(
    ({ name, n }) => document.querySelector(`section[aria-label="${name}"] table`)?.querySelectorAll('tr').length === n,
    { name: 'Sign-ups', n: count },
  );
  expect(await region.getByRole('row').count()).toBe(count);
}
