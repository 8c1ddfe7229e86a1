import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardStats } from '@liquify/contracts';
import type { FakeRoute } from '../../../../../libs/api-client/testing/fake-api';
import { dashboardReportCsv } from '../../api/dashboard';
import { baseRoutes, fail, ok, renderAdmin } from '../../testing/render-admin';
import DashboardPage from './DashboardPage';

const STATS: DashboardStats = {
  users: { total: 12, admins: 2, regular: 10, activeSubscriptions: 7, verified: 4, newThisMonth: 3 },
  recentUsers: [{ _id: 'u1', name: 'Ada Lovelace', email: 'ada@x.io', role: 'admin', createdAt: '2026-11-01T00:00:00.000Z' }],
  modules: { total: 30, published: 25, draft: 4, featured: 6, categories: [{ _id: 'header', count: 14 }, { _id: 'hero', count: 9 }] },
  recentModules: [{ _id: 'm1', title: 'Hero Banner', slug: 'hero-banner', status: 'published', category: 'header', createdAt: '2026-11-02T00:00:00.000Z' }],
  sections: { total: 9, published: 8, draft: 1, featured: 2, categories: [] },
  recentSections: [],
  plans: { active: 2, total: 3 },
  missing: [],
  generatedAt: '2026-11-24T01:00:00.000Z',
};

const render = (answer: FakeRoute) =>
  renderAdmin(<DashboardPage />, { path: '/admin/dashboard', routes: baseRoutes({ 'GET /admin/stats/dashboard': answer }) });

describe('DashboardPage', () => {
  it("shows 'Admin Dashboard', its subtitle, the four stat cards and the recent lists", async () => {
    render(() => ok(STATS));
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Overview of your Liquify platform')).toBeInTheDocument();
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('25 published')).toBeInTheDocument();
    expect(screen.getByText('8 published')).toBeInTheDocument();
    expect(screen.getByText('3 total plans')).toBeInTheDocument();
    const users = screen.getByRole('region', { name: 'Recent Users' });
    expect(within(users).getByText('ada@x.io')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recent Modules' })).getByText('hero-banner')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recent Sections' })).getByText('No data available')).toBeInTheDocument();
  });

  it('shows the verified count and new this month on Total Users, and the top module and section categories with counts', async () => {
    render(() => ok(STATS));
    expect(await screen.findByText('4 verified · 3 new this month')).toBeInTheDocument();
    const modules = screen.getByRole('region', { name: 'Module Categories' });
    const items = within(modules).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['header14', 'hero9']);
    expect(within(screen.getByRole('region', { name: 'Section Categories' })).getByText('No data available')).toBeInTheDocument();
  });

  it("shows 'Error loading dashboard' when the call fails", async () => {
    render(() => fail(500, 'boom'));
    expect(await screen.findByText('Error loading dashboard')).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
  });

  it('names the parts a slow service could not give, and still shows the rest', async () => {
    render(() => ok({ ...STATS, plans: null, missing: [{ part: 'plans', service: 'billing', reason: 'the billing service did not answer in time' }] }));
    expect(await screen.findByText('Some figures are unavailable')).toBeInTheDocument();
    expect(screen.getByText('plan figures: the billing service did not answer in time')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it("'Export Report' downloads a CSV of the figures", async () => {
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(() => ok(STATS));
    await userEvent.click(await screen.findByRole('button', { name: 'Export Report' }));
    expect(created).toHaveLength(1);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('dashboardReportCsv', () => {
  it('lists every figure, the recent lists, quotes cells with commas and neutralises formulas', () => {
    const csv = dashboardReportCsv({
      ...STATS,
      recentUsers: [{ _id: 'u2', name: 'Doe, Jane', email: '=cmd@x.io', role: 'user', createdAt: null }],
    });
    const lines = csv.split('\r\n');
    expect(lines).toContain('Total users,12');
    expect(lines).toContain('Active plans,2');
    expect(lines).toContain('"Doe, Jane","\'=cmd@x.io",user,');
    expect(lines).toContain('Hero Banner,hero-banner,published,2026-11-02');
    expect(lines).toContain('Verified users,4');
    expect(lines).toContain('New users this month,3');
    expect(csv).toContain('Module categories\r\nCategory,Modules\r\nheader,14\r\nhero,9\r\n');
  });

  it("writes 'unavailable' for a missing part and lists why", () => {
    const csv = dashboardReportCsv({ ...STATS, plans: null, missing: [{ part: 'plans', service: 'billing', reason: 'the billing service answered 500' }] });
    expect(csv).toContain('Active plans,unavailable');
    expect(csv).toContain('plans,billing,the billing service answered 500');
  });
});
