import { getConnectionToken } from '@nestjs/mongoose';
import {
  CheckoutCompleted,
  DEFAULT_SUBSCRIPTION_FEATURES,
  SubscriptionActivated,
  SubscriptionCanceled,
  SubscriptionUpdated,
  UserRegistered,
} from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import type { Connection } from 'mongoose';
import { BillingTestApp, newObjectId, startBilling, TopicCollector } from './support/billing-test-app';

jest.setTimeout(120_000);

let t: BillingTestApp;
let events: TopicCollector;
const PASSWORD = 'Sup3r-Secret-Passw0rd!';
const card = (cardNumber: string) => ({ cardNumber, expMonth: '12', expYear: String((new Date().getFullYear() + 3) % 100), cvc: '123', name: 'Ada Lovelace' });

beforeAll(async () => {
  t = await startBilling('billing-checkout');
  events = await t.collect([CheckoutCompleted, SubscriptionActivated, SubscriptionUpdated, SubscriptionCanceled]);
});
afterAll(async () => t?.close());

const temp = (payload: Record<string, unknown>, ip = '10.1.0.1') =>
  t.inject({ method: 'POST', url: '/api/stripe/create-temp-checkout-session', payload, headers: { 'x-forwarded-for': ip } });
const pay = (id: string, body: unknown, ip = '10.2.0.1') => t.inject({ method: 'POST', url: `/api/stripe/local-checkout/${id}/pay`, payload: body, headers: { 'x-forwarded-for': ip } });
const verify = (sessionId: unknown) => t.inject({ method: 'POST', url: '/api/stripe/verify-payment', payload: { sessionId } });
const signup = (over: Record<string, unknown> = {}) => ({ planId: 'pro', userEmail: 'new.customer@liquify.test', userName: 'New Customer', password: PASSWORD, ...over });

describe('POST /api/stripe/create-temp-checkout-session', () => {
  it('answers 400 with the registration messages for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [signup({ planId: '' }), 'Please select a plan to continue'],
      [signup({ userName: 'A' }), 'Name must be at least 2 characters long'],
      [signup({ userEmail: 'not-an-email' }), 'Please provide a valid email address'],
      [signup({ password: 'short' }), 'Password must be at least 8 characters long'],
    ];
    for (const [payload, message] of cases) {
      const res = await temp(payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: message });
    }
    const wrongType = await temp(signup({ password: 12345678 }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details[0].field).toBe('password');
  });

  it("answers 404 'Plan not found' for an unknown plan and 400 for the free plan", async () => {
    const unknown = await temp(signup({ planId: 'platinum' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Plan not found');
    const free = await temp(signup({ planId: 'free' }));
    expect(free.status).toBe(400);
    expect(free.body.code).toBe('PLAN_NOT_PURCHASABLE');
  });

  it('wants a valid Early Bird code for the early-bird plan', async () => {
    const missing = await temp(signup({ planId: 'early-bird' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Please enter your Early Bird code');
    const wrong = await temp(signup({ planId: 'early-bird', earlyBirdCode: 'nope' }));
    expect(wrong.body.error).toBe('Invalid Early Bird code. Please check your code and try again.');
  });

  it('answers 409 for an email that already has an account', async () => {
    await t.publish(UserRegistered, {
      userId: newObjectId(),
      email: 'taken@liquify.test',
      name: 'Taken',
      role: 'user',
      subscription: { plan: 'free', status: 'active', features: DEFAULT_SUBSCRIPTION_FEATURES, currentPeriodEnd: null },
      createdAt: new Date().toISOString(),
    });
    const res = await waitFor(async () => {
      const r = await temp(signup({ userEmail: 'Taken@liquify.test' }));
      return r.status === 409 ? r : null;
    }, { timeout: 15_000 });
    expect(res.body).toMatchObject({ success: false, code: 'ACCOUNT_EXISTS' });
    expect(res.body.error).toContain('User already exists');
  });
});

describe('the paid sign-up through the local checkout', () => {
  let sessionId: string;

  it('opens a checkout session hosted by billing', async () => {
    const res = await temp(signup());
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    sessionId = res.body.data.id;
    expect(sessionId).toMatch(/^cs_local_/);
    expect(res.body.data.url).toBe(`http://liquify.test/api/stripe/local-checkout/${sessionId}`);
  });

  it('never stores the password, anywhere', async () => {
    const connection = t.app.get<Connection>(getConnectionToken());
    for (const name of (await connection.db!.listCollections().toArray()).map((c) => c.name)) {
      const docs = await connection.db!.collection(name).find({}).toArray();
      expect(JSON.stringify(docs)).not.toContain(PASSWORD);
    }
    const session = await connection.db!.collection('checkout_sessions').findOne({ _id: sessionId as never });
    expect(session).toMatchObject({ email: 'new.customer@liquify.test', planSlug: 'pro', passwordProvided: true, status: 'open' });
  });

  it('serves a self-contained, accessible checkout page with the plan, price and email', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/stripe/local-checkout/${sessionId}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1];
    const html = res.text;
    expect(html).toContain('Subscribe to Pro');
    expect(html).toContain('$29.00');
    expect(html).toContain('per month');
    expect(html).toContain('value="new.customer@liquify.test"');
    expect(html).toContain('Pay $29.00');
    expect(html).toContain('href="http://liquify.test/auth/cancel"');
    for (const id of ['cardNumber', 'cardExpiry', 'cardCvc', 'billingName']) expect(html).toContain(`<label for="${id}"`);
    expect(html).toMatch(/role="alert"/);
    // no external resource: no src= at all, every <script>/<style> carries the nonce
    expect(html).not.toMatch(/\ssrc=/);
    expect(html).not.toMatch(/<link\b/);
    expect((html.match(/<script\b/g) ?? []).length).toBe((html.match(new RegExp(`<script[^>]*nonce="${nonce.replace(/[+/=]/g, '\\$&')}"`, 'g')) ?? []).length);
  });

  it("answers verify-payment with 'Payment verification failed. Please contact support if the issue persists.' before payment", async () => {
    const res = await verify(sessionId);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Payment verification failed. Please contact support if the issue persists.' });
  });

  it("declines 4000 0000 0000 0002 with 'Your card was declined.' and refuses a number failing Luhn", async () => {
    const declined = await pay(sessionId, card('4000 0000 0000 0002'));
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ success: false, error: 'Your card was declined.', code: 'CARD_DECLINED' });
    const invalid = await pay(sessionId, card('4242 4242 4242 4241'));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: 'Your card number is invalid.', details: [{ field: 'cardNumber', message: 'Your card number is invalid.' }] });
    const incomplete = await pay(sessionId, { ...card('4242 4242 4242 4242'), cvc: '' });
    expect(incomplete.body.error).toBe("Your card's security code is incomplete.");
    expect((await verify(sessionId)).status).toBe(400);
    expect(events.of(CheckoutCompleted).some((e) => e.data.sessionId === sessionId)).toBe(false);
  });

  it('pays with 4242 4242 4242 4242 and returns to the onboarding with session_id and payment_success=true', async () => {
    const res = await pay(sessionId, card('4242 4242 4242 4242'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { redirectUrl: `http://liquify.test/onboarding?session_id=${sessionId}&payment_success=true` } });
  });

  it('verifies the payment with the stripeData the onboarding keeps', async () => {
    const res = await verify(sessionId);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ sessionId, planSlug: 'pro' });
    // Whoever holds a session id learns nothing of the provider's subscription or customer (issue 21 item 12).
    expect(Object.keys(data).sort()).toEqual(['currentPeriodEnd', 'currentPeriodStart', 'planSlug', 'sessionId']);
    const days = (Date.parse(data.currentPeriodEnd) - Date.parse(data.currentPeriodStart)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('publishes billing.checkout.completed.v1 and billing.subscription.activated.v1 on the broker', async () => {
    const completed = await events.waitFor(CheckoutCompleted, (d) => d.sessionId === sessionId);
    expect(completed.data).toMatchObject({ email: 'new.customer@liquify.test', planSlug: 'pro', mode: 'subscription', userId: null, features: { moduleLimit: -1, storeLimit: 3 } });
    expect(completed.data.subscriptionId).toMatch(/^sub_local_/);
    expect(JSON.stringify(completed)).not.toContain(PASSWORD);
    const activated = await events.waitFor(SubscriptionActivated, (d) => d.subscriptionId === completed.data.subscriptionId);
    expect(activated.data).toMatchObject({ status: 'active', planSlug: 'pro', email: 'new.customer@liquify.test', cancelAtPeriodEnd: false });
  });

  it('treats a second payment of the same session as the same payment (no second event)', async () => {
    const again = await pay(sessionId, card('4242 4242 4242 4242'));
    expect(again.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(events.of(CheckoutCompleted).filter((e) => e.data.sessionId === sessionId)).toHaveLength(1);
    expect(events.of(SubscriptionActivated).filter((e) => e.data.email === 'new.customer@liquify.test')).toHaveLength(1);
  });

  it('answers the paid plan to the new customer before their registration event reaches billing', async () => {
    const token = t.tokenFor({ id: newObjectId(), email: 'New.Customer@liquify.test' });
    const res = await t.inject({ method: 'GET', url: '/api/plans/user/current', token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, subscriptionStatus: 'active', data: { slug: 'pro', isActive: true } });
    expect(Date.parse(res.body.data.currentPeriodEnd)).toBeGreaterThan(Date.now());
  });

  it("answers 404 'No payment session found. Please restart the registration process.' for unknown sessions", async () => {
    const res = await verify('cs_local_unknown');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('No payment session found. Please restart the registration process.');
    expect((await verify('')).status).toBe(400);
    expect((await pay('cs_local_unknown', card('4242424242424242'))).status).toBe(404);
    const page = await t.inject({ method: 'GET', url: '/api/stripe/local-checkout/cs_local_unknown' });
    expect(page.status).toBe(404);
    expect(page.text).toContain('Checkout session not found');
  });
});

describe('the Early Bird lifetime purchase', () => {
  it('is a one-time payment: no subscription, period end defaulted for the onboarding, lifetime in the event', async () => {
    const res = await temp(signup({ planId: 'early-bird', userEmail: 'early@liquify.test', earlyBirdCode: 'liquify-early' }));
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    const page = await t.inject({ method: 'GET', url: `/api/stripe/local-checkout/${id}` });
    expect(page.text).toContain('Pay for Early Bird');
    expect(page.text).toContain('one-time payment');
    expect((await pay(id, card('4242424242424242'))).status).toBe(200);
    const verified = await verify(id);
    expect(verified.body.data).not.toHaveProperty('subscriptionId');
    const days = (Date.parse(verified.body.data.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const event = await events.waitFor(CheckoutCompleted, (d) => d.sessionId === id);
    expect(event.data).toMatchObject({ mode: 'payment', planSlug: 'early-bird', subscriptionId: null, currentPeriodEnd: null, billingCycle: 'lifetime' });
  });
});

describe('POST /api/stripe/create-checkout-session (upgrades)', () => {
  const userId = newObjectId();
  const email = 'upgrader@liquify.test';
  let token: string;

  beforeAll(async () => {
    token = t.tokenFor({ id: userId, email, name: 'Up Grader' });
    await t.publish(UserRegistered, {
      userId,
      email,
      name: 'Up Grader',
      role: 'user',
      subscription: { plan: 'free', status: 'active', features: DEFAULT_SUBSCRIPTION_FEATURES, currentPeriodEnd: null },
      createdAt: new Date().toISOString(),
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', payload: { planId: 'pro' } })).status).toBe(401);
    const bad = await t.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', token, payload: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please select a plan to continue');
  });

  it('opens a checkout for the upgrade and attributes the payment to the user', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', token, payload: { planId: 'pro' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ updated: false, url: expect.stringContaining('/api/stripe/local-checkout/') });
    expect((await pay(res.body.data.id, card('5555 5555 5555 4444'))).status).toBe(200);
    const event = await events.waitFor(CheckoutCompleted, (d) => d.sessionId === res.body.data.id);
    expect(event.data).toMatchObject({ email, userId, planSlug: 'pro' });
  });

  it('answers 409 instead of a second subscription to the same plan', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', token, payload: { planId: 'pro' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: 'You are already subscribed to the Pro plan.', code: 'ALREADY_SUBSCRIBED' });
  });

  it('switches the running monthly subscription to another monthly plan instead of opening a second one', async () => {
    // the payment's SubscriptionActivated may reach this collector after the previous test's CheckoutCompleted
    const activated = await events.waitFor(SubscriptionActivated, (d) => d.email === email);
    const res = await t.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', token, payload: { planId: 'enterprise' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ updated: true, id: activated.data.subscriptionId });
    expect(res.body.message).toBe('Your subscription now uses the Enterprise plan.');
    const updated = await events.waitFor(SubscriptionUpdated, (d) => d.subscriptionId === activated.data.subscriptionId && d.planSlug === 'enterprise');
    expect(updated.data.features.storeLimit).toBe(-1);
    expect(events.of(SubscriptionActivated).filter((e) => e.data.email === email)).toHaveLength(1);
  });

  it('retires the monthly subscription when the user buys lifetime access', async () => {
    const subscriptionId = events.of(SubscriptionActivated).find((e) => e.data.email === email)!.data.subscriptionId;
    const res = await t.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', token, payload: { planId: 'early-bird', earlyBirdCode: 'FOUNDERS99' } });
    expect(res.status).toBe(200);
    expect(res.body.data.updated).toBe(false);
    expect((await pay(res.body.data.id, card('4242 4242 4242 4242'))).status).toBe(200);
    await events.waitFor(CheckoutCompleted, (d) => d.sessionId === res.body.data.id && d.mode === 'payment' && d.userId === userId);
    const canceled = await events.waitFor(SubscriptionCanceled, (d) => d.subscriptionId === subscriptionId);
    expect(canceled.data.status).toBe('canceled');
  });
});
