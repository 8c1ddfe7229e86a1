import { PlanCreated, SubscriptionActivated } from '@liquify/contracts';
import { startTestService, TestService, TopicObserver, uniqueName, waitFor } from '@liquify/testing';
import Stripe from 'stripe';
import { BillingConfig } from '../src/config';
import { service } from '../src/service';
import { SEED_PLANS } from '../src/plans/plans.seed-data';
import { WEBHOOK_SECRET } from './support/billing-test-app';

jest.setTimeout(120_000);

/** Two replicas of billing (same database, topics and Redis prefix) started together, as a rollout does. */
describe('billing with two replicas', () => {
  let replicas: TestService<BillingConfig>[] = [];
  let events: TopicObserver;

  beforeAll(async () => {
    const run = uniqueName('billing-replicas');
    replicas = await Promise.all([0, 1].map(() => startTestService(service, { run, env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'http://liquify.test' } })));
    events = await replicas[0].observe([PlanCreated, SubscriptionActivated]);
  });
  afterAll(async () => {
    await events?.stop();
    await Promise.all(replicas.map((r) => r.close()));
  });

  it('seeds each plan once although both seeded at the same start', async () => {
    const plans = await replicas[0].db.collection('plans').find({}).toArray();
    expect(plans.map((p) => p.slug).sort()).toEqual(SEED_PLANS.map((p) => p.slug).sort());
    await waitFor(() => events.of(PlanCreated).length >= SEED_PLANS.length, { timeout: 15_000, message: 'the seeded plans published' });
    await new Promise((r) => setTimeout(r, 500));
    expect(events.of(PlanCreated)).toHaveLength(SEED_PLANS.length);
  });

  it('acts once on a webhook event delivered to both replicas at the same moment; the other delivery is a duplicate', async () => {
    const proId = String((await replicas[0].db.collection('plans').findOne({ slug: 'pro' }))!._id);
    const now = Math.floor(Date.now() / 1000);
    const deliveries = Array.from({ length: 6 }, (_, i) => {
      const raw = JSON.stringify({
        id: `evt_replicas_${i}_${Date.now()}`,
        object: 'event',
        type: 'customer.subscription.created',
        created: now,
        livemode: false,
        data: {
          object: {
            id: `sub_replicas_${i}`,
            object: 'subscription',
            customer: `cus_replicas_${i}`,
            status: 'active',
            cancel_at_period_end: false,
            metadata: { planId: proId, planSlug: 'pro', email: `replica${i}@liquify.test` },
            items: { object: 'list', data: [{ id: 'si_1', price: { id: 'price_unknown' }, current_period_start: now, current_period_end: now + 2_592_000 }] },
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET });
      const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature };
      return Promise.all(replicas.map((r) => r.http('POST', '/api/stripe/webhook', { raw, headers })));
    });
    const answers = await Promise.all(deliveries);
    for (const pair of answers) {
      expect(pair.map((a) => a.status)).toEqual([200, 200]);
      expect(pair.map((a) => a.body.data.duplicate).sort()).toEqual([false, true]);
    }
    await waitFor(() => [0, 1, 2, 3, 4, 5].every((i) => events.of(SubscriptionActivated).some((e) => e.data.subscriptionId === `sub_replicas_${i}`)), {
      timeout: 15_000,
      message: 'each subscription activated',
    });
    const processed = await replicas[1].db.collection('webhook_events').find({ _id: { $regex: '^evt_replicas_' } as never }).toArray();
    expect(processed.map((e) => e.state)).toEqual(Array(6).fill('done'));
  });
});
