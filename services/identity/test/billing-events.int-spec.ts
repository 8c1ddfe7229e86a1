import {
  CheckoutCompleted,
  DEFAULT_SUBSCRIPTION_FEATURES,
  PlanCreated,
  PlanUpdated,
  SubscriptionCanceled,
  SubscriptionFeatures,
  SubscriptionUpdated,
} from '@liquify/contracts';
import { signupCheckoutSecret } from '@liquify/auth';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import { PlansViewRepository } from '../src/plans/plans-view.repository';
import { IdentityHarness, uniqueName, waitFor } from './support';

jest.setTimeout(90_000);

const PRO: SubscriptionFeatures = {
  ...DEFAULT_SUBSCRIPTION_FEATURES,
  moduleLimit: -1,
  sectionLimit: -1,
  storeLimit: 3,
  supportLevel: 'priority',
  prioritySupport: true,
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function checkoutData(email: string, over: Record<string, unknown> = {}) {
  return {
    email,
    planSlug: 'pro',
    planId: 'plan-pro-1',
    features: PRO,
    customerId: 'cus_123',
    subscriptionId: 'sub_123',
    currentPeriodStart: new Date().toISOString(),
    currentPeriodEnd: inDays(30),
    sessionId: `cs_${uniqueName('s')}`,
    mode: 'subscription' as const,
    userId: null,
    ...over,
  };
}

function subscriptionData(email: string, over: Record<string, unknown> = {}) {
  const { sessionId: _s, mode: _m, ...rest } = checkoutData(email);
  return { ...rest, status: 'active' as const, cancelAtPeriodEnd: false, providerTimestamp: new Date().toISOString(), ...over };
}

function planData(planId: string, slug: string, features: SubscriptionFeatures, over: Record<string, unknown> = {}) {
  return {
    planId,
    slug,
    name: slug,
    price: 29,
    currency: 'USD',
    billingCycle: 'monthly' as const,
    isActive: true,
    features,
    allowedModules: [],
    allowedSections: [],
    ...over,
  };
}

describe('identity on real FerretDB + Kafka: billing facts', () => {
  let h: IdentityHarness;
  let adminToken: string;

  beforeAll(async () => {
    h = await IdentityHarness.start({ SUBSCRIPTION_EXPIRY_CHECK_MS: '250' });
    adminToken = await h.adminToken();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('upgrades the user when a real billing.checkout.completed.v1 arrives, once (a replay changes nothing)', async () => {
    const { user, token } = await h.register({ plan: 'pro' });
    expect(user.subscription.plan).toBe('free');
    const envelope = await h.publish(CheckoutCompleted, checkoutData(user.email, { userId: user.id }));
    const upgraded = await waitFor(async () => {
      const me = await h.me(token);
      return me.subscription.plan === 'pro' && me;
    }, { timeout: 15_000 });
    expect(upgraded.subscription).toMatchObject({ status: 'active', planId: 'plan-pro-1', features: PRO, cancelAtPeriodEnd: false });
    const changed = await h.waitForEvent('identity.user.subscription-changed.v1', (m) => m.envelope?.data.userId === user.id);
    expect(changed.envelope?.data).toMatchObject({ plan: 'pro', status: 'active', reason: 'checkout.completed', features: PRO });

    // The very same envelope again, and the same checkout session under a new event id.
    await h.publish(CheckoutCompleted, envelope.data as never, envelope);
    await h.publish(CheckoutCompleted, envelope.data as never);
    const marker = await h.register();
    await h.publish(CheckoutCompleted, checkoutData(marker.email, { userId: marker.user.id }));
    await waitFor(async () => (await h.me(marker.token)).subscription.plan === 'pro', { timeout: 15_000 });
    expect(h.eventsFor('identity.user.subscription-changed.v1', user.id)).toHaveLength(1);
    expect((await h.me(token)).subscription.plan).toBe('pro');
  });

  it('applies a payment confirmed before the account existed when the account is registered', async () => {
    const email = `${uniqueName('early')}@example.com`;
    const paid = checkoutData(email, { planSlug: 'early-bird', planId: 'plan-eb', currentPeriodEnd: null, mode: 'payment', subscriptionId: null });
    await h.publish(CheckoutCompleted, paid);
    // Let identity record the pending entitlement (no account yet).
    await waitFor(async () => {
      const probe = await h.http('GET', `/api/users?search=${encodeURIComponent(email)}`, { token: adminToken });
      return probe.body.pagination.total === 0 && (await pendingExists(email));
    }, { timeout: 15_000 });
    const stripeData = { sessionId: paid.sessionId, sessionSecret: signupCheckoutSecret(h.config.CHECKOUT_CLAIM_SECRET, { sessionId: paid.sessionId, email, planSlug: 'early-bird' }) };
    const res = await h.http('POST', '/api/auth/register', { body: { name: 'Early Bird', email, password: 'password123', plan: 'early-bird', stripeData } });
    expect(res.status).toBe(201);
    expect(res.body.data.user.subscription).toMatchObject({ plan: 'early-bird', planId: 'plan-eb', status: 'active', currentPeriodEnd: null });
    const registered = await h.waitForEvent('identity.user.registered.v1', (m) => m.envelope?.data.email === email);
    expect(registered.envelope?.data.subscription.plan).toBe('early-bird');
    expect(await pendingExists(email)).toBe(false);
  });

  describe('a paid sign-up is bound to its checkout, not to the e-mail (issue 21 item 11)', () => {
    const secretOf = (sessionId: string, email: string, planSlug: string) => signupCheckoutSecret(h.config.CHECKOUT_CLAIM_SECRET, { sessionId, email, planSlug });
    const register = (email: string, plan: string, stripeData?: Record<string, unknown>) =>
      h.http('POST', '/api/auth/register', { body: { name: 'Claimant', email, password: 'password123', plan, ...(stripeData ? { stripeData } : {}) } });

    it('refuses a paid plan without its checkout (400) or with a secret that is not this e-mail and plan (403)', async () => {
      const planId = `plan-${uniqueName('paid')}`;
      const slug = uniqueName('paid').toLowerCase();
      await h.publish(PlanCreated, planData(planId, slug, PRO));
      await waitFor(async () => (await h.app.get(PlansViewRepository).findBySlug(slug)) !== null, { timeout: 15_000 });
      const email = `${uniqueName('claim')}@example.com`;
      const without = await register(email, slug, { subscriptionId: 'sub_fake', customerId: 'cus_fake' });
      expect(without.status).toBe(400);
      expect(without.body).toMatchObject({ code: 'CHECKOUT_REQUIRED', error: 'A paid plan is registered with the checkout that paid it. Please restart the registration process.' });
      for (const wrong of [
        { sessionId: 'cs_theirs', sessionSecret: 'guessed-secret' },
        { sessionId: 'cs_theirs', sessionSecret: secretOf('cs_theirs', 'someone.else@example.com', slug) },
        { sessionId: 'cs_theirs', sessionSecret: secretOf('cs_theirs', email, 'other-plan') },
        { sessionId: 'cs_other', sessionSecret: secretOf('cs_theirs', email, slug) },
      ]) {
        const refused = await register(email, slug, wrong);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'CHECKOUT_NOT_YOURS', error: 'This checkout does not belong to this registration. Please restart the registration process.' });
      }
      const accepted = await register(email, slug, { sessionId: 'cs_theirs', sessionSecret: secretOf('cs_theirs', email, slug) });
      expect(accepted.status).toBe(201);
      expect((await register(email, slug, { sessionId: 'cs_theirs', sessionSecret: secretOf('cs_theirs', email, slug) })).status).toBe(409);
    });

    it('gives nothing to whoever registered the paid e-mail first without the checkout; its payment waits', async () => {
      const email = `${uniqueName('squat')}@example.com`;
      const squatter = await register(email, 'free');
      expect(squatter.status).toBe(201);
      const token = squatter.body.data.token;
      const paid = checkoutData(email);
      await h.publish(CheckoutCompleted, paid);
      await h.publish(SubscriptionUpdated, subscriptionData(email, { subscriptionId: paid.subscriptionId }));
      await waitFor(() => pendingExists(email), { timeout: 15_000 });
      const marker = await h.register();
      await h.publish(CheckoutCompleted, checkoutData(marker.email, { userId: marker.user.id }));
      await waitFor(async () => (await h.me(marker.token)).subscription.plan === 'pro', { timeout: 15_000 });
      const squatted = (await h.me(token)).subscription;
      expect(squatted.plan).toBe('free');
      expect(squatted.planId).not.toBe('plan-pro-1');
      expect(await pendingExists(email)).toBe(true);
    });

    it('applies the payment to the checkout owner who registered before billing confirmed it', async () => {
      const email = `${uniqueName('first')}@example.com`;
      const sessionId = `cs_${uniqueName('s')}`;
      const res = await register(email, 'pro', { sessionId, sessionSecret: secretOf(sessionId, email, 'pro') });
      expect(res.status).toBe(201);
      expect(res.body.data.user.subscription.plan).toBe('free');
      await h.publish(CheckoutCompleted, checkoutData(email, { sessionId }));
      const upgraded = await waitFor(async () => {
        const me = await h.me(res.body.data.token);
        return me.subscription.plan === 'pro' && me;
      }, { timeout: 15_000 });
      expect(upgraded.subscription).toMatchObject({ status: 'active', planId: 'plan-pro-1', features: PRO });
    });
  });

  async function pendingExists(email: string) {
    const { getModelToken } = await import('@nestjs/mongoose');
    const { PENDING_ENTITLEMENT_MODEL } = await import('../src/subscriptions/pending-entitlement.schema');
    const model = h.app.get(getModelToken(PENDING_ENTITLEMENT_MODEL));
    return (await model.countDocuments({ _id: email })) > 0;
  }

  it('parks a poison message on the .dlq topic and keeps consuming', async () => {
    await h.publishRaw('billing.checkout.completed.v1', '{not json', 'poison-key');
    const parked = await h.waitForEvent('billing.checkout.completed.v1.dlq', (m) => m.key === 'poison-key');
    expect(parked.value).toBe('{not json');
    expect(parked.headers['dlq-error']).toMatch(/not JSON/);

    // A valid envelope whose data breaks the contract is poison too.
    await h.publishRaw('billing.checkout.completed.v1', JSON.stringify({ eventId: crypto.randomUUID(), type: 'billing.checkout.completed', version: 1, occurredAt: new Date().toISOString(), producer: 'billing', data: { email: 42 } }), 'bad-data');
    await h.waitForEvent('billing.checkout.completed.v1.dlq', (m) => m.key === 'bad-data');

    // An unreadable provider time cannot ever be applied: straight to the dead-letter topic.
    const { user } = await h.register();
    await h.publish(SubscriptionUpdated, subscriptionData(user.email, { providerTimestamp: 'last tuesday' }));
    const unreadable = await h.waitForEvent('billing.subscription.updated.v1.dlq', (m) => m.key === user.email);
    expect(unreadable.headers['dlq-error']).toMatch(/not a date/);

    const after = await h.register();
    await h.publish(CheckoutCompleted, checkoutData(after.email, { userId: after.user.id }));
    await waitFor(async () => (await h.me(after.token)).subscription.plan === 'pro', { timeout: 15_000 });
  });

  it('applies subscription events in provider-time order and keeps access until a cancelled period ends', async () => {
    const { user, token } = await h.register();
    await h.publish(CheckoutCompleted, checkoutData(user.email, { userId: user.id }));
    await waitFor(async () => (await h.me(token)).subscription.plan === 'pro', { timeout: 15_000 });

    const t0 = Date.now();
    await h.publish(SubscriptionCanceled, subscriptionData(user.email, { status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: inDays(10), providerTimestamp: new Date(t0).toISOString() }));
    const cancelling = await waitFor(async () => {
      const me = await h.me(token);
      return me.subscription.cancelAtPeriodEnd === true && me;
    }, { timeout: 15_000 });
    expect(cancelling.subscription).toMatchObject({ plan: 'pro', status: 'active', features: PRO });

    // An older update (it happened before the cancellation) is ignored.
    await h.publish(SubscriptionUpdated, subscriptionData(user.email, { status: 'unpaid', providerTimestamp: new Date(t0 - 60_000).toISOString() }));
    // A newer one applies: period end moves to 1.5 s from now, still cancelling.
    await h.publish(SubscriptionUpdated, subscriptionData(user.email, { cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() + 1500).toISOString(), providerTimestamp: new Date(t0 + 1000).toISOString() }));
    await waitFor(async () => {
      const me = await h.me(token);
      return me.subscription.status === 'cancelled' && me;
    }, { timeout: 15_000 });
    const downgraded = await h.me(token);
    expect(downgraded.subscription).toMatchObject({ plan: 'free', status: 'cancelled', cancelAtPeriodEnd: false, features: DEFAULT_SUBSCRIPTION_FEATURES });
    await waitFor(() => h.eventsFor('identity.user.subscription-changed.v1', user.id).length >= 4, { timeout: 10_000 });
    expect(h.eventsFor('identity.user.subscription-changed.v1', user.id).map((m) => m.envelope?.data.reason)).toEqual([
      'checkout.completed',
      'subscription.canceled',
      'subscription.updated',
      'subscription.period-ended',
    ]);
    // The stale 'unpaid' update never showed.
    expect(h.eventsFor('identity.user.subscription-changed.v1', user.id).some((m) => m.envelope?.data.status === 'inactive')).toBe(false);
  });

  it('propagates billing.plan.updated.v1 to every subscriber except their overridden keys', async () => {
    const planId = `plan-${uniqueName('p')}`;
    const slug = `team-${uniqueName('t')}`;
    await h.publish(PlanCreated, planData(planId, slug, PRO));
    const subscribers = await Promise.all([1, 2, 3].map(() => h.register()));
    for (const s of subscribers) await h.publish(CheckoutCompleted, checkoutData(s.email, { planSlug: slug, planId, userId: s.user.id }));
    for (const s of subscribers) await waitFor(async () => (await h.me(s.token)).subscription.planId === planId, { timeout: 15_000 });
    const outsider = await h.register();

    // The admin gives subscriber 0 a personal store limit.
    const override = await h.http('PUT', `/api/users/${subscribers[0].user.id}/subscription`, { token: adminToken, body: { subscription: { features: { storeLimit: 42 } } } });
    expect(override.body.data.subscription.overrides).toEqual(['storeLimit']);

    const newFeatures = { ...PRO, storeLimit: 10, apiCallLimit: 99_999, advancedAnalytics: true };
    await h.publish(PlanUpdated, planData(planId, slug, newFeatures));
    for (const [i, s] of subscribers.entries()) {
      const me = await waitFor(async () => {
        const u = await h.me(s.token);
        return u.subscription.features.apiCallLimit === 99_999 && u;
      }, { timeout: 15_000 });
      expect(me.subscription.features).toEqual({ ...newFeatures, storeLimit: i === 0 ? 42 : 10 });
      await h.waitForEvent('identity.user.subscription-changed.v1', (m) => m.envelope?.data.userId === s.user.id && m.envelope?.data.reason === 'plan.updated');
    }
    expect((await h.me(outsider.token)).subscription.features).toEqual(DEFAULT_SUBSCRIPTION_FEATURES);

    // An older plan state (lower revision) does not undo the newer one.
    await h.publish(PlanUpdated, planData(planId, slug, PRO, { revision: 1 }));
    await h.publish(PlanUpdated, planData(planId, slug, { ...newFeatures, teamMembers: 7 }, { revision: 3 }));
    await h.publish(PlanUpdated, planData(planId, slug, PRO, { revision: 2 }));
    const marker = await h.register();
    await h.publish(CheckoutCompleted, checkoutData(marker.email, { userId: marker.user.id }));
    await waitFor(async () => (await h.me(marker.token)).subscription.plan === 'pro', { timeout: 15_000 });
    await waitFor(async () => (await h.me(subscribers[1].token)).subscription.features.teamMembers === 7, { timeout: 15_000 });
    expect((await h.me(subscribers[1].token)).subscription.features).toEqual({ ...newFeatures, teamMembers: 7 });
  });

  it('keeps the plans read model with one conditional write per plan event, no read first (issue 26 item 6)', async () => {
    const planId = `plan-${uniqueName('w')}`;
    const slug = `write-${uniqueName('w')}`;
    const plans = h.app.get(PlansViewRepository);
    const connection = h.app.get<Connection>(getConnectionToken());
    const sent: string[] = [];
    connection.set('debug', (collection: string, method: string) => {
      if (collection === 'plans_view') sent.push(method);
    });
    try {
      const at = new Date();
      const store = (revision: number | null, moduleLimit: number, when = at) =>
        plans.upsertIfNewer({ planId, slug, name: slug, price: 9, isActive: true, features: { ...PRO, moduleLimit } }, { at: when, revision });
      expect(await store(2, 20)).toBe(true); // a new plan
      expect(await store(3, 30)).toBe(true); // a newer revision
      expect(await store(3, 31)).toBe(true); // the same revision again: re-applied
      expect(sent).toEqual(['replaceOne', 'replaceOne', 'replaceOne']);
      // Older states never replace a newer one: a lower revision, or an earlier time when either has none.
      expect(await store(1, 10)).toBe(false);
      expect((await plans.findById(planId))?.features.moduleLimit).toBe(31);
      expect(await store(null, 11, new Date(at.getTime() - 1000))).toBe(false);
      expect(await store(null, 32, new Date(at.getTime() + 1000))).toBe(true);
      expect(await store(4, 12, at)).toBe(false);
      expect(await store(4, 33, new Date(at.getTime() + 2000))).toBe(true);
      expect((await plans.findById(planId))?.features.moduleLimit).toBe(33);
    } finally {
      connection.set('debug', false);
    }
  });

  it('names the user\'s current plan in every token it issues (the `plan` claim: issue 23), none while on no known plan', async () => {
    const planId = new Types.ObjectId().toHexString();
    const slug = `claim-${uniqueName('c')}`;
    await h.publish(PlanCreated, planData(planId, slug, DEFAULT_SUBSCRIPTION_FEATURES, { price: 0 }));
    await waitFor(() => h.app.get(PlansViewRepository).findBySlug(slug), { timeout: 15_000 });
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

    const { token, email, user } = await h.register({ plan: slug });
    expect(user.subscription.planId).toBe(planId);
    expect(claimsOf(token).plan).toBe(planId);
    expect(claimsOf(await h.login(email, 'password123')).plan).toBe(planId);

    // 'starter' is free by its slug while billing has announced no such plan: the user is on no plan id.
    const unplanned = await h.register({ plan: 'starter' });
    expect(unplanned.user.subscription.planId).toBeNull();
    expect(claimsOf(unplanned.token)).not.toHaveProperty('plan');
  });

  it('applies a free plan chosen at registration with the features billing published', async () => {
    const planId = `plan-${uniqueName('f')}`;
    const slug = `basic-${uniqueName('b')}`;
    await h.publish(PlanCreated, planData(planId, slug, { ...DEFAULT_SUBSCRIPTION_FEATURES, storeLimit: 2 }, { price: 0 }));
    await waitFor(() => h.app.get(PlansViewRepository).findBySlug(slug), { timeout: 15_000 });
    const res = await h.http('POST', '/api/auth/register', { body: { name: 'Basic User', email: `${uniqueName('basic')}@example.com`, password: 'password123', plan: slug } });
    expect(res.status).toBe(201);
    const user = res.body.data.user;
    expect(user.subscription.plan).toBe(slug);
    expect(user.subscription).toMatchObject({ planId, features: { storeLimit: 2 } });
  });
});
