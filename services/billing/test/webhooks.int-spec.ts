import { getConnectionToken } from '@nestjs/mongoose';
import { CheckoutCompleted, SubscriptionActivated, SubscriptionCanceled, SubscriptionUpdated } from '@liquify/contracts';
import type { Connection } from 'mongoose';
import Stripe from 'stripe';
import { BillingTestApp, startBilling, TopicCollector, WEBHOOK_SECRET } from './support/billing-test-app';

jest.setTimeout(120_000);

let t: BillingTestApp;
let events: TopicCollector;
let db: Connection;
let proId: string;
let enterpriseId: string;
const now = () => Math.floor(Date.now() / 1000);
let seq = 0;

beforeAll(async () => {
  t = await startBilling('billing-webhooks');
  events = await t.collect([CheckoutCompleted, SubscriptionActivated, SubscriptionUpdated, SubscriptionCanceled]);
  db = t.app.get<Connection>(getConnectionToken());
  const plans = (await t.inject({ method: 'GET', url: '/api/plans/public' })).body.data;
  proId = plans.find((p: any) => p.slug === 'pro')._id;
  enterpriseId = plans.find((p: any) => p.slug === 'enterprise')._id;
});
afterAll(async () => t?.close());

function stripeEvent(type: string, object: Record<string, unknown>, created = now(), id = `evt_test_${++seq}_${Date.now()}`) {
  return { id, object: 'event', type, created, livemode: false, api_version: '2026-10-28.endive', data: { object } };
}

/** Signs like Stripe: Stripe-Signature over the exact bytes. */
async function send(event: unknown, options: { secret?: string; timestamp?: number; tamper?: (raw: string) => string; signature?: string | null } = {}) {
  const raw = JSON.stringify(event);
  const header =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: options.secret ?? WEBHOOK_SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) })
      : options.signature;
  const body = options.tamper ? options.tamper(raw) : raw;
  return t.inject({ method: 'POST', url: '/api/stripe/webhook', payload: body, headers: { 'content-type': 'application/json; charset=utf-8', ...(header !== null ? { 'stripe-signature': header } : {}) } });
}

const subscriptionObject = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  object: 'subscription',
  customer: 'cus_webhook_1',
  status: 'active',
  cancel_at_period_end: false,
  metadata: { planId: proId, planSlug: 'pro', email: 'hook@liquify.test' },
  items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_unknown' }, current_period_start: 1_800_000_000, current_period_end: 1_802_592_000 }] },
  ...over,
});

const stored = (id: string) => db.db!.collection('subscriptions').findOne({ _id: id as never });

describe('signature checks', () => {
  const event = () => stripeEvent('customer.subscription.updated', subscriptionObject('sub_forged'));

  it('refuses a payload signed with another secret (400, nothing changes)', async () => {
    const res = await send(event(), { secret: 'whsec_attacker' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Webhook signature verification failed', code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await stored('sub_forged')).toBeNull();
  });

  it('refuses a stale signature (older than 5 minutes) even with the right secret', async () => {
    const res = await send(event(), { timestamp: now() - 600 });
    expect(res.status).toBe(400);
    expect(await stored('sub_forged')).toBeNull();
  });

  it('refuses a body changed after signing, and a missing signature', async () => {
    const tampered = await send(event(), { tamper: (raw) => raw.replace('"active"', '"canceled"') });
    expect(tampered.status).toBe(400);
    const unsigned = await send(event(), { signature: null });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error).toBe('Missing Stripe-Signature header');
    const garbage = await send(event(), { signature: 't=1,v1=deadbeef' });
    expect(garbage.status).toBe(400);
    expect(await stored('sub_forged')).toBeNull();
  });

  it('accepts a correctly signed event', async () => {
    const res = await send(event());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { received: true, duplicate: false, handled: true } });
    expect(await stored('sub_forged')).toMatchObject({ status: 'active', planSlug: 'pro', email: 'hook@liquify.test' });
  });
});

describe('checkout.session.completed', () => {
  it('completes the session billing opened, once, even when Stripe redelivers the event', async () => {
    const temp = await t.inject({
      method: 'POST',
      url: '/api/stripe/create-temp-checkout-session',
      payload: { planId: 'pro', userEmail: 'webhook.buyer@liquify.test', userName: 'Web Hook', password: 'longenough' },
    });
    const sessionId = temp.body.data.id;
    const event = stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_hook_buyer',
      subscription: 'sub_hook_buyer',
      customer_details: { email: 'webhook.buyer@liquify.test' },
      metadata: {},
    });
    const first = await send(event);
    expect(first.body.data).toMatchObject({ duplicate: false, handled: true });
    const replay = await send(event);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ duplicate: true, handled: false });

    const verified = await t.inject({ method: 'POST', url: '/api/stripe/verify-payment', payload: { sessionId } });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ sessionId });
    expect(JSON.stringify(verified.body)).not.toMatch(/sub_hook_buyer|cus_hook_buyer/);
    await events.waitFor(CheckoutCompleted, (d) => d.sessionId === sessionId);
    await events.waitFor(SubscriptionActivated, (d) => d.subscriptionId === 'sub_hook_buyer');
    await new Promise((r) => setTimeout(r, 1000));
    expect(events.of(CheckoutCompleted).filter((e) => e.data.sessionId === sessionId)).toHaveLength(1);
  });

  it('ignores an unpaid completion and sessions billing never opened', async () => {
    const unknown = await send(stripeEvent('checkout.session.completed', { id: 'cs_not_ours', object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid' }));
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.handled).toBe(false);
  });

  it('acknowledges event types it does not handle', async () => {
    const res = await send(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true, duplicate: false, handled: false });
  });
});

describe('out-of-order delivery', () => {
  it('keeps the newest state when an older update arrives last', async () => {
    const id = 'sub_reorder_1';
    const t0 = now() - 100;
    await send(stripeEvent('customer.subscription.created', subscriptionObject(id, { status: 'active' }), t0));
    await send(stripeEvent('customer.subscription.updated', subscriptionObject(id, { cancel_at_period_end: true }), t0 + 20));
    const late = await send(stripeEvent('customer.subscription.updated', subscriptionObject(id, { cancel_at_period_end: false }), t0 + 10));
    expect(late.status).toBe(200);
    expect(await stored(id)).toMatchObject({ cancelAtPeriodEnd: true, providerUpdatedAt: t0 + 20 });
    await events.waitFor(SubscriptionUpdated, (d) => d.subscriptionId === id && d.cancelAtPeriodEnd);
  });

  it('never revives a deleted subscription with a late "active" update', async () => {
    const id = 'sub_reorder_2';
    const t0 = now() - 100;
    await send(stripeEvent('customer.subscription.updated', subscriptionObject(id), t0));
    await send(stripeEvent('customer.subscription.deleted', subscriptionObject(id, { status: 'canceled' }), t0 + 30));
    await send(stripeEvent('customer.subscription.updated', subscriptionObject(id, { status: 'active' }), t0 + 40));
    expect(await stored(id)).toMatchObject({ status: 'canceled' });
    await events.waitFor(SubscriptionCanceled, (d) => d.subscriptionId === id);
  });

  it('does not move back from active to incomplete on a same-second tie (created delivered after updated)', async () => {
    const id = 'sub_reorder_3';
    const t0 = now() - 100;
    await send(stripeEvent('customer.subscription.updated', subscriptionObject(id, { status: 'active' }), t0));
    await send(stripeEvent('customer.subscription.created', subscriptionObject(id, { status: 'incomplete' }), t0));
    expect(await stored(id)).toMatchObject({ status: 'active' });
  });

  it('handles invoice.payment_failed (past_due) then invoice.paid (active, period extended), ignoring a stale failure', async () => {
    const id = 'sub_invoices';
    const t0 = now() - 100;
    await send(stripeEvent('customer.subscription.created', subscriptionObject(id), t0));
    const invoice = (periodEnd: number) => ({
      id: `in_${periodEnd}`,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: id } },
      lines: { object: 'list', data: [{ period: { start: 1_802_592_000, end: periodEnd } }] },
    });
    await send(stripeEvent('invoice.payment_failed', invoice(1_805_184_000), t0 + 10));
    expect(await stored(id)).toMatchObject({ status: 'past_due' });
    await events.waitFor(SubscriptionUpdated, (d) => d.subscriptionId === id && d.status === 'past_due');
    await send(stripeEvent('invoice.paid', invoice(1_805_184_000), t0 + 20));
    const renewed = await stored(id);
    expect(renewed).toMatchObject({ status: 'active' });
    expect(renewed!.currentPeriodEnd.toISOString()).toBe(new Date(1_805_184_000 * 1000).toISOString());
    await send(stripeEvent('invoice.payment_failed', invoice(1_805_184_000), t0 + 15));
    expect(await stored(id)).toMatchObject({ status: 'active' });
  });

  it('follows a plan change made at the provider through the price id', async () => {
    const admin = t.tokenFor({ id: 'a'.repeat(24), email: 'admin@liquify.test', role: 'admin' });
    await t.inject({ method: 'POST', url: '/api/admin/plans/sync-stripe', token: admin });
    const enterprisePrice = (await t.inject({ method: 'GET', url: `/api/admin/plans/${enterpriseId}`, token: admin })).body.data.stripePriceId;
    expect(enterprisePrice).toMatch(/^price_local_/);
    const id = 'sub_price_change';
    const t0 = now() - 50;
    await send(stripeEvent('customer.subscription.created', subscriptionObject(id), t0));
    await send(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(id, { items: { object: 'list', data: [{ id: 'si_1', price: { id: enterprisePrice }, current_period_start: 1_800_000_000, current_period_end: 1_802_592_000 }] } }),
        t0 + 5,
      ),
    );
    expect(await stored(id)).toMatchObject({ planSlug: 'enterprise', planId: enterpriseId });
    await events.waitFor(SubscriptionUpdated, (d) => d.subscriptionId === id && d.planSlug === 'enterprise');
  });
});
