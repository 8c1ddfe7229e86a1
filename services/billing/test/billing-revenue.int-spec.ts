/**
 * GET /api/admin/billing/revenue against real FerretDB, Kafka and Redis (issue #25 item 14): subscriptions
 * paid through billing's local checkout and subscriptions the provider's webhooks activate and cancel make
 * the MRR, active / new / cancelled counts, churn and revenue of a window and of the window before it.
 */
import { STATS_RANGE_MESSAGE } from '@liquify/contracts';
import { uniqueName, waitFor } from '@liquify/testing';
import Stripe from 'stripe';
import { paidSignup } from './support/paid-signup';
import { BillingTestApp, newObjectId, startBilling, WEBHOOK_SECRET } from './support/billing-test-app';

jest.setTimeout(120_000);

let t: BillingTestApp;
let adminToken: string;
let proId: string;
const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await startBilling('billing-revenue');
  adminToken = t.tokenFor({ id: newObjectId(), email: 'admin@liquify.test', role: 'admin' });
  proId = (await t.inject({ method: 'GET', url: '/api/plans/public' })).body.data.find((p: any) => p.slug === 'pro')._id;
});
afterAll(async () => t?.close());

const revenue = async (query = '') => {
  const res = await t.inject({ method: 'GET', url: `/api/admin/billing/revenue${query}`, token: adminToken });
  expect(res.status).toBe(200);
  return res.body.data;
};

/** A subscription event signed like Stripe's, `created` (the provider fact's time) as given. */
async function providerEvent(type: string, id: string, status: string, created: number) {
  const object = {
    id,
    object: 'subscription',
    customer: 'cus_revenue_1',
    status,
    cancel_at_period_end: false,
    metadata: { planId: proId, planSlug: 'pro', email: 'long-time@liquify.test' },
    items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_unknown' }, current_period_start: created, current_period_end: created + 30 * DAY_S }] },
  };
  const raw = JSON.stringify({ id: `evt_${uniqueName('rev')}`, object: 'event', type, created, livemode: false, api_version: '2026-10-28.endive', data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET });
  const res = await t.inject({ method: 'POST', url: '/api/stripe/webhook', payload: raw, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } });
  expect(res.status).toBe(200);
}

describe('GET /api/admin/billing/revenue', () => {
  it('answers zeros, no churn and no amounts before any paid subscription, for the window and the one before', async () => {
    const empty = await revenue();
    const zeros = { activeSubscriptions: 0, newSubscriptions: 0, canceledSubscriptions: 0, churnRate: null, mrr: [], revenue: [] };
    expect(empty.current).toEqual(zeros);
    expect(empty.previous).toEqual(zeros);
    const length = Date.parse(empty.window.to) - Date.parse(empty.window.from);
    expect(Date.parse(empty.previousWindow.to) - Date.parse(empty.previousWindow.from)).toBe(length);
    expect(Date.parse(empty.window.from) - Date.parse(empty.previousWindow.to)).toBe(1);
  });

  it('counts a subscription the webhooks activated 40 days ago in the previous window and its MRR, then its cancellation as churn', async () => {
    const id = `sub_${uniqueName('longtime')}`;
    await providerEvent('customer.subscription.created', id, 'active', nowS() - 40 * DAY_S);
    const running = await revenue();
    expect(running.previous).toMatchObject({ activeSubscriptions: 1, newSubscriptions: 1, canceledSubscriptions: 0, mrr: [{ currency: 'USD', amount: 29 }] });
    expect(running.current).toMatchObject({ activeSubscriptions: 1, newSubscriptions: 0, canceledSubscriptions: 0, churnRate: 0, mrr: [{ currency: 'USD', amount: 29 }] });

    await providerEvent('customer.subscription.deleted', id, 'canceled', nowS() - 60);
    const churned = await revenue();
    expect(churned.current).toMatchObject({ activeSubscriptions: 0, canceledSubscriptions: 1, churnRate: 100, mrr: [] });
    expect(churned.previous).toMatchObject({ activeSubscriptions: 1, mrr: [{ currency: 'USD', amount: 29 }] });
  });

  it('adds paid sign-ups through the local checkout to the active and new subscriptions, the MRR and the revenue', async () => {
    await paidSignup(t, 'pro', 1, 50);
    await paidSignup(t, 'enterprise', 2, 50);
    // Seeded plans: Pro $29/month, Enterprise $99/month. The subscriptions come from the provider's events.
    const after = await waitFor(async () => {
      const now = await revenue();
      return now.current.activeSubscriptions === 2 && now;
    }, { timeout: 20_000, message: 'two paid subscriptions active' });
    expect(after.current).toMatchObject({ newSubscriptions: 2, canceledSubscriptions: 1, churnRate: 100, mrr: [{ currency: 'USD', amount: 128 }], revenue: [{ currency: 'USD', amount: 128 }] });
    expect(after.previous).toMatchObject({ activeSubscriptions: 1, revenue: [] });
  });

  it('refuses a reversed window with the envelope, 401 without a token and 403 to a customer', async () => {
    const reversed = await t.inject({ method: 'GET', url: '/api/admin/billing/revenue?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', token: adminToken });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ success: false, error: STATS_RANGE_MESSAGE });
    expect((await t.inject({ method: 'GET', url: '/api/admin/billing/revenue' })).status).toBe(401);
    const customer = t.tokenFor({ id: newObjectId(), email: 'customer@liquify.test' });
    expect((await t.inject({ method: 'GET', url: '/api/admin/billing/revenue', token: customer })).status).toBe(403);
  });
});
