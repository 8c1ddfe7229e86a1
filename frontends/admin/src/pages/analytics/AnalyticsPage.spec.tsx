import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysBetween, type AdminLibraryStatsDto, type BillingStatsDto, type SignupStatsDto, type SupportStatsDto } from '@liquify/contracts';
import type { FakeRoute } from '../../../../../libs/api-client/testing/fake-api';
import { analyticsReportCsv } from '../../api/analytics';
import { baseRoutes, fail, ok, renderAdmin } from '../../testing/render-admin';
import AnalyticsPage from './AnalyticsPage';

// Drawing a year of days in jsdom takes a while on a shared CI machine.
jest.setTimeout(30_000);

/** Answers each stats route for the window the page asked (every day of it), with `value(date)` per day. */
function windowDays(query: URLSearchParams): string[] {
  return daysBetween(new Date(query.get('from')!), new Date(query.get('to')!));
}

const signups = (perDay: (date: string, i: number) => number): FakeRoute => ({ query }) => {
  const daily = windowDays(query).map((date, i) => ({ date, signups: perDay(date, i) }));
  return ok({ total: daily.reduce((n, d) => n + d.signups, 0), daily } satisfies SignupStatsDto);
};
const billing: FakeRoute = ({ query }) =>
  ok({
    totals: { conversions: 3 },
    daily: windowDays(query).map((date, i, all) => ({ date, conversions: i === all.length - 1 ? 3 : 0 })),
    revenueByPlan: [
      { planSlug: 'enterprise', planName: 'Enterprise', currency: 'USD', conversions: 1, revenue: 99 },
      { planSlug: 'pro', planName: 'Pro', currency: 'USD', conversions: 2, revenue: 58 },
    ],
  } satisfies BillingStatsDto);
const library: FakeRoute = ({ query }) =>
  ok({ totals: { entries: 0, modules: 0, sections: 0, users: 0 }, daily: windowDays(query).map((date) => ({ date, adds: 1, snippetLoads: 2 })) } satisfies AdminLibraryStatsDto);
const support: FakeRoute = ({ query }) =>
  ok({
    totals: { open: 0, in_progress: 0, pending: 0, resolved: 0, closed: 0, total: 0 },
    daily: windowDays(query).map((date) => ({ date, opened: 0, resolved: 0 })),
    waiting: { count: 0, oldestSince: null },
    responseTimes: { answered: 0, averageFirstResponseMinutes: null },
  } satisfies SupportStatsDto);

const render = (overrides: Record<string, FakeRoute> = {}) =>
  renderAdmin(<AnalyticsPage />, {
    path: '/admin/analytics',
    routes: baseRoutes({
      'GET /admin/users/stats/signups': signups(() => 1),
      'GET /admin/billing/stats': billing,
      'GET /admin/library/stats': library,
      'GET /admin/support/stats': support,
      ...overrides,
    }),
  });

const statValue = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement!.parentElement!.querySelector('p.text-3xl')!.textContent;
const tableRows = (region: string) => within(within(screen.getByRole('region', { name: region })).getByRole('table')).getAllByRole('row').slice(1);

describe('AnalyticsPage', () => {
  it("reads the last 30 days from each service by default and shows the totals and each day's figures", async () => {
    const { calls } = render();
    expect(await screen.findByText('Platform activity — last 30 days')).toBeInTheDocument();
    await screen.findAllByRole('table');
    expect(statValue('Sign-ups')).toBe('30');
    expect(statValue('Paid conversions')).toBe('3');
    expect(statValue('Revenue')).toBe('$157.00');
    expect(statValue('Library adds')).toBe('30');
    expect(screen.getByText('60 snippet loads')).toBeInTheDocument();
    expect(tableRows('Sign-ups')).toHaveLength(30);
    expect(screen.getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true');
    const statsCalls = calls.filter((c) => c.path.includes('stats'));
    expect(statsCalls.map((c) => c.path).sort()).toEqual(['/admin/billing/stats', '/admin/library/stats', '/admin/support/stats', '/admin/users/stats/signups']);
  });

  it('switching the period reads that window again from every service and regroups the charts (7d per day, 90d per week, 1y per month)', async () => {
    const { calls } = render();
    await screen.findAllByRole('table');
    await userEvent.click(screen.getByRole('button', { name: '7d' }));
    expect(await screen.findByText('Platform activity — last 7 days')).toBeInTheDocument();
    await waitFor(() => expect(statValue('Sign-ups')).toBe('7'));
    expect(tableRows('Sign-ups')).toHaveLength(7);
    const signupCalls = () => calls.filter((c) => c.path === '/admin/users/stats/signups');
    expect(signupCalls()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: '90d' }));
    await waitFor(() => expect(statValue('Sign-ups')).toBe('90'));
    expect(tableRows('Sign-ups')).toHaveLength(13);
    expect(within(screen.getByRole('region', { name: 'Sign-ups' })).getByRole('columnheader', { name: 'Week from' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '1y' }));
    await waitFor(() => expect(statValue('Sign-ups')).toBe('365'));
    expect(screen.getByRole('button', { name: '1y' })).toHaveAttribute('aria-pressed', 'true');
    expect(tableRows('Sign-ups').length).toBeGreaterThanOrEqual(12);
    expect(calls.filter((c) => c.path === '/admin/billing/stats')).toHaveLength(4);
  });

  it("shows a failing service's error in its own charts while the others still draw", async () => {
    render({ 'GET /admin/billing/stats': () => fail(500, 'billing is down') });
    await screen.findAllByRole('table');
    const conversions = screen.getByRole('region', { name: 'Paid conversions' });
    expect(await within(conversions).findByText('Error loading analytics')).toBeInTheDocument();
    expect(within(conversions).getByText('billing is down')).toBeInTheDocument();
    expect(statValue('Paid conversions')).toBe('—');
    expect(tableRows('Sign-ups')).toHaveLength(30);
  });

  it("says 'No data available' for a chart whose figures are all zero in the period", async () => {
    render({ 'GET /admin/users/stats/signups': signups(() => 0) });
    const region = await screen.findByRole('region', { name: 'Tickets opened and resolved' });
    expect(await within(region).findByText('No data available')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sign-ups' })).getByText('No data available')).toBeInTheDocument();
  });

  it('shows a loading state until the figures arrive', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    render({ 'GET /admin/users/stats/signups': async (req) => (await gate, signups(() => 1)(req)) });
    expect(await screen.findByRole('status', { name: 'Loading sign-ups' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeDisabled();
    release();
    await within(screen.getByRole('region', { name: 'Sign-ups' })).findByRole('table');
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeEnabled();
  });

  it("'Export Report' downloads the period's CSV", async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (created.push(blob), 'blob:analytics')), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render();
    await screen.findAllByRole('table');
    await userEvent.click(screen.getByRole('button', { name: '7d' }));
    await waitFor(() => expect(statValue('Sign-ups')).toBe('7'));
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(created).toHaveLength(1);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    expect(csv).toContain('Period,7d\r\n');
    expect(csv).toContain('Sign-ups,7\r\n');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('analyticsReportCsv', () => {
  const data = {
    signups: { total: 3, daily: [{ date: '2026-11-23', signups: 1 }, { date: '2026-11-24', signups: 2 }] },
    billing: { totals: { conversions: 1 }, daily: [{ date: '2026-11-23', conversions: 0 }, { date: '2026-11-24', conversions: 1 }], revenueByPlan: [{ planSlug: 'pro', planName: 'Pro, yearly', currency: 'USD', conversions: 1, revenue: 29 }] },
    library: null,
    support: {
      totals: { open: 0, in_progress: 0, pending: 0, resolved: 0, closed: 0, total: 0 },
      daily: [{ date: '2026-11-23', opened: 2, resolved: 1 }, { date: '2026-11-24', opened: 0, resolved: 1 }],
      waiting: { count: 0, oldestSince: null },
      responseTimes: { answered: 0, averageFirstResponseMinutes: null },
    },
  };

  it("writes the period, each metric's total, every day's figures, the revenue by plan and the missing sources", () => {
    const lines = analyticsReportCsv('7d', data, '2026-11-24T03:00:00.000Z').split('\r\n');
    expect(lines.slice(0, 4)).toEqual(['Liquify analytics report,2026-11-24T03:00:00.000Z', 'Period,7d', 'From,2026-11-23', 'To,2026-11-24']);
    expect(lines).toContain('Sign-ups,3');
    expect(lines).toContain('Paid conversions,1');
    expect(lines).toContain('Library adds,unavailable');
    expect(lines).toContain('Tickets resolved,2');
    expect(lines).toContain('Date,Sign-ups,Paid conversions,Library adds,Snippet loads,Tickets opened,Tickets resolved');
    expect(lines).toContain('2026-11-23,1,0,,,2,1');
    expect(lines).toContain('2026-11-24,2,1,,,0,1');
    expect(lines).toContain('"Pro, yearly",USD,1,29.00');
    expect(lines.slice(-3)).toEqual(['Missing', 'library activity', '']);
  });
});
