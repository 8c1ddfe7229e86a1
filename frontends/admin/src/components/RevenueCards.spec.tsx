import { screen, within } from '@testing-library/react';
import type { BillingRevenueDto, RevenueFiguresDto } from '@liquify/contracts';
import type { FakeRoute } from '../../../../libs/api-client/testing/fake-api';
import { baseRoutes, fail, ok, renderAdmin } from '../testing/render-admin';
import { RevenueCards } from './RevenueCards';

const zeros: RevenueFiguresDto = { activeSubscriptions: 0, newSubscriptions: 0, canceledSubscriptions: 0, churnRate: null, mrr: [], revenue: [] };
const answer = (current: RevenueFiguresDto, previous: RevenueFiguresDto): BillingRevenueDto => ({
  window: { from: '2026-10-29T00:00:00.000Z', to: '2026-11-27T12:00:00.000Z' },
  previousWindow: { from: '2026-09-28T11:59:59.999Z', to: '2026-10-28T23:59:59.999Z' },
  current,
  previous,
});

function render(route: FakeRoute, range?: { from: string; to: string }) {
  const queries: URLSearchParams[] = [];
  renderAdmin(<RevenueCards title="Revenue — last 30 days" range={range} />, {
    path: '/admin/dashboard',
    routes: baseRoutes({ 'GET /admin/billing/revenue': (req) => (queries.push(req.query), route(req)) }),
  });
  return queries;
}
const card = (key: string) => screen.getByTestId(`revenue-card-${key}`);

describe('RevenueCards', () => {
  it('shows a spinner while loading, then every figure with its change against the previous period', async () => {
    render(() => ok(answer({ ...zeros, activeSubscriptions: 3, newSubscriptions: 1, churnRate: 0, mrr: [{ currency: 'USD', amount: 87 }] }, { ...zeros, activeSubscriptions: 2, churnRate: 10, mrr: [{ currency: 'USD', amount: 58 }] })));
    expect(screen.getByRole('status', { name: 'Loading revenue figures' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('revenue-card-mrr')).getByText('$87.00')).toBeInTheDocument();
    expect(card('mrr')).toHaveTextContent('up +50% vs previous period');
    expect(card('active')).toHaveTextContent('3');
    expect(card('new')).toHaveTextContent('up +1 vs previous period');
    expect(card('churn')).toHaveTextContent('0%');
    expect(card('churn')).toHaveTextContent('down −10 pts vs previous period');
  });

  it('shows 0 with no change arrow (never NaN) before any paid subscription', async () => {
    render(() => ok(answer(zeros, zeros)));
    expect(within(await screen.findByTestId('revenue-card-mrr')).getByText('$0.00')).toBeInTheDocument();
    expect(screen.queryAllByTestId('revenue-change')).toHaveLength(0);
    expect(screen.getAllByText('No change to compare')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Revenue — last 30 days' })).not.toHaveTextContent(/NaN|Infinity/);
  });

  it("shows billing's error in its own banner", async () => {
    render(() => fail(500, 'billing is down'));
    expect(await screen.findByText('Error loading revenue figures')).toBeInTheDocument();
    expect(screen.getByText('billing is down')).toBeInTheDocument();
  });

  it('asks for the period it is given', async () => {
    const queries = render(() => ok(answer(zeros, zeros)), { from: '2026-11-21T00:00:00.000Z', to: '2026-11-27T12:00:00.000Z' });
    await screen.findByTestId('revenue-card-mrr');
    expect(queries[0].get('from')).toBe('2026-11-21T00:00:00.000Z');
    expect(queries[0].get('to')).toBe('2026-11-27T12:00:00.000Z');
  });
});
