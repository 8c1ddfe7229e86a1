import http from 'node:http';
import { testInfra } from '@liquify/testing';
import Stripe from 'stripe';
import { ProviderError, ProviderPlan } from '../src/payments/payment-provider';
import { createStripeClient } from '../src/payments/stripe/stripe-client';
import { StripeProvider } from '../src/payments/stripe/stripe.provider';
import { startBilling } from './support/billing-test-app';

jest.setTimeout(120_000);

interface Recorded {
  method: string;
  path: string;
  params: URLSearchParams;
}

/** Stripe's own Node HTTP client, recording what the adapter sends (stripe-mock checks it against Stripe's OpenAPI). */
const agent = new http.Agent({ keepAlive: true });
function recordingClient(log: Recorded[], missing?: RegExp): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient(agent);
  const client = Object.create(inner) as Stripe.HttpClient;
  client.makeRequest = (host, port, path, method, headers, requestData, protocol, timeout) => {
    log.push({ method, path: path.split('?')[0], params: new URLSearchParams(method === 'GET' ? (path.split('?')[1] ?? '') : requestData) });
    // `missing`: GETs of these paths answer Stripe's 404 (stripe-mock otherwise knows every id)
    const sent = missing && method === 'GET' && missing.test(path.split('?')[0]) ? '/v1/liquify-no-such-resource' : path;
    return inner.makeRequest(host, port, sent, method, headers, requestData, protocol, timeout);
  };
  return client;
}

let mockUrl: string;
let log: Recorded[];
let provider: StripeProvider;

const plan = (over: Partial<ProviderPlan> = {}): ProviderPlan => ({
  id: '65f0000000000000000000aa',
  slug: 'pro',
  name: 'Pro',
  description: 'Unlimited modules',
  price: 29,
  currency: 'USD',
  billingCycle: 'monthly',
  stripeProductId: null,
  stripePriceId: null,
  stripePriceKey: null,
  ...over,
});

beforeAll(async () => {
  mockUrl = (await testInfra(['stripe-mock'])).stripeMockUrl!;
});
beforeEach(() => {
  log = [];
  provider = new StripeProvider(createStripeClient({ secretKey: 'sk_test_liquify', apiBase: mockUrl, httpClient: recordingClient(log) }));
});
afterEach(() => provider.onApplicationShutdown());
afterAll(() => agent.destroy());

const posts = (path: string | RegExp) => log.filter((r) => r.method === 'POST' && (typeof path === 'string' ? r.path === path : path.test(r.path)));

describe('Stripe adapter request shapes (stripe-mock)', () => {
  it('creates a product and a monthly recurring price for a monthly plan', async () => {
    const ids = await provider.syncPlan(plan());
    expect(ids.productId).toMatch(/^prod_/);
    expect(ids.priceId).toMatch(/^price_/);
    expect(ids.priceKey).toBe('2900:usd:month');
    const [product] = posts('/v1/products');
    expect(product.params.get('name')).toBe('Pro');
    expect(product.params.get('metadata[planId]')).toBe('65f0000000000000000000aa');
    const [price] = posts('/v1/prices');
    expect(Object.fromEntries(price.params)).toMatchObject({ unit_amount: '2900', currency: 'usd', 'recurring[interval]': 'month', product: ids.productId, 'metadata[slug]': 'pro' });
  });

  it('creates a one-time price (no recurring) for the lifetime plan', async () => {
    await provider.syncPlan(plan({ slug: 'early-bird', name: 'Early Bird', price: 99, billingCycle: 'lifetime' }));
    const [price] = posts('/v1/prices');
    expect(price.params.get('unit_amount')).toBe('9900');
    expect([...price.params.keys()].some((k) => k.startsWith('recurring'))).toBe(false);
  });

  it('only updates the product when the stored price still matches the plan', async () => {
    const ids = await provider.syncPlan(plan({ stripeProductId: 'prod_existing', stripePriceId: 'price_existing', stripePriceKey: '2900:usd:month' }));
    expect(posts('/v1/prices')).toHaveLength(0);
    expect(posts('/v1/products/prod_existing')).toHaveLength(1);
    expect(ids.priceId).toBe('price_existing');
  });

  it('creates a new price and archives the old one when the amount changed', async () => {
    await provider.syncPlan(plan({ price: 39, stripeProductId: 'prod_existing', stripePriceId: 'price_old', stripePriceKey: '2900:usd:month' }));
    expect(posts('/v1/prices')[0].params.get('unit_amount')).toBe('3900');
    expect(posts('/v1/prices/price_old')[0].params.get('active')).toBe('false');
  });

  it('opens a subscription-mode checkout with the onboarding success URL and the cancel URL', async () => {
    const session = await provider.createCheckoutSession({
      plan: plan(),
      priceId: 'price_pro',
      mode: 'subscription',
      email: 'ada@liquify.test',
      customerId: null,
      metadata: { planId: '65f0000000000000000000aa', planSlug: 'pro', email: 'ada@liquify.test', purpose: 'signup' },
      successUrl: 'http://localhost:8080/onboarding?session_id={CHECKOUT_SESSION_ID}&payment_success=true',
      cancelUrl: 'http://localhost:8080/auth/cancel',
    });
    expect(session.id).toMatch(/^cs_/);
    expect(session.url).toMatch(/^https:\/\//);
    const [req] = posts('/v1/checkout/sessions');
    expect(Object.fromEntries(req.params)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro',
      'line_items[0][quantity]': '1',
      success_url: 'http://localhost:8080/onboarding?session_id={CHECKOUT_SESSION_ID}&payment_success=true',
      cancel_url: 'http://localhost:8080/auth/cancel',
      customer_email: 'ada@liquify.test',
      'metadata[planSlug]': 'pro',
      'subscription_data[metadata][planId]': '65f0000000000000000000aa',
      'subscription_data[metadata][email]': 'ada@liquify.test',
    });
    expect([...req.params.keys()].some((k) => /password/i.test(k))).toBe(false);
  });

  it('gives a referred checkout the 5% referral coupon, first payment only (created once when Stripe has none)', async () => {
    const request = {
      plan: plan(),
      priceId: 'price_pro',
      mode: 'subscription' as const,
      email: 'friend@liquify.test',
      customerId: null,
      metadata: { planId: '65f0000000000000000000aa', planSlug: 'pro', email: 'friend@liquify.test', purpose: 'upgrade', referralCode: 'ABCD1234' },
      discountPercent: 5,
      successUrl: 'http://localhost:8080/dashboard/upgrade?session_id={CHECKOUT_SESSION_ID}&payment_success=true',
      cancelUrl: 'http://localhost:8080/dashboard/upgrade?canceled=true',
    };
    // Stripe has no such coupon yet: the lookup answers 404 (stripe-mock knows every id, so it is sent to an unknown URL)
    const fresh = new StripeProvider(createStripeClient({ secretKey: 'sk_test_liquify', apiBase: mockUrl, httpClient: recordingClient(log, /^\/v1\/coupons\/[^/]+$/) }));
    await fresh.createCheckoutSession(request);
    fresh.onApplicationShutdown();
    const [coupon] = posts('/v1/coupons');
    expect(Object.fromEntries(coupon.params)).toMatchObject({ id: 'liquify-referral-5-once', percent_off: '5', duration: 'once' });
    expect(posts('/v1/checkout/sessions')[0].params.get('discounts[0][coupon]')).toBe('liquify-referral-5-once');

    // the coupon exists: it is reused, never created again
    log.length = 0;
    await provider.createCheckoutSession(request);
    expect(log.some((r) => r.method === 'GET' && r.path === '/v1/coupons/liquify-referral-5-once')).toBe(true);
    expect(posts('/v1/coupons')).toHaveLength(0);
    expect(posts('/v1/checkout/sessions')[0].params.get('discounts[0][coupon]')).toBe('liquify-referral-5-once');
  });

  it('sends no discount without a referral', async () => {
    await provider.createCheckoutSession({
      plan: plan(),
      priceId: 'price_pro',
      mode: 'subscription',
      email: 'ada@liquify.test',
      customerId: null,
      metadata: { planId: 'x', planSlug: 'pro', email: 'ada@liquify.test', purpose: 'upgrade' },
      successUrl: 'http://localhost:8080/x',
      cancelUrl: 'http://localhost:8080/y',
    });
    expect([...posts('/v1/checkout/sessions')[0].params.keys()].some((k) => k.startsWith('discounts'))).toBe(false);
    expect(log.some((r) => r.path.startsWith('/v1/coupons'))).toBe(false);
  });

  it('opens a payment-mode checkout for the lifetime plan, reusing a customer when known', async () => {
    await provider.createCheckoutSession({
      plan: plan({ billingCycle: 'lifetime', price: 99 }),
      priceId: 'price_early',
      mode: 'payment',
      email: 'ada@liquify.test',
      customerId: 'cus_known',
      metadata: { planId: 'x', planSlug: 'early-bird', email: 'ada@liquify.test', purpose: 'upgrade', userId: 'u1' },
      successUrl: 'http://localhost:8080/onboarding?session_id={CHECKOUT_SESSION_ID}&payment_success=true',
      cancelUrl: 'http://localhost:8080/auth/cancel',
    });
    const params = Object.fromEntries(posts('/v1/checkout/sessions')[0].params);
    expect(params).toMatchObject({ mode: 'payment', customer: 'cus_known', 'payment_intent_data[metadata][planSlug]': 'early-bird', client_reference_id: 'u1' });
    expect(params).not.toHaveProperty('customer_email');
    expect(Object.keys(params).some((k) => k.startsWith('subscription_data'))).toBe(false);
  });

  it('reads sessions and subscriptions, and switches a subscription price with proration', async () => {
    const session = await provider.retrieveCheckoutSession('cs_test_123');
    expect(session).toMatchObject({ id: expect.any(String), status: expect.stringMatching(/open|complete|expired/) });
    const sub = await provider.retrieveSubscription('sub_123');
    expect(sub).toMatchObject({ id: 'sub_123', status: expect.any(String) });
    expect(sub!.currentPeriodEnd).toBeInstanceOf(Date);
    log.length = 0;
    await provider.changeSubscriptionPrice('sub_123', 'price_enterprise', { planId: 'p2', planSlug: 'enterprise' });
    const [update] = posts('/v1/subscriptions/sub_123');
    expect(Object.fromEntries(update.params)).toMatchObject({ 'items[0][price]': 'price_enterprise', proration_behavior: 'create_prorations', 'metadata[planSlug]': 'enterprise' });
    expect(update.params.get('items[0][id]')).toMatch(/^si_/);
    log.length = 0;
    await provider.cancelSubscription('sub_123');
    expect(log[0]).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_123' });
  });

  it('reports an unreachable provider as a ProviderError', async () => {
    const offline = new StripeProvider(createStripeClient({ secretKey: 'sk_test_x', apiBase: 'http://127.0.0.1:9' }));
    await expect(offline.syncPlan(plan())).rejects.toBeInstanceOf(ProviderError);
    offline.onApplicationShutdown();
  });
});

describe('billing in Stripe mode (stripe-mock)', () => {
  it('sells through Stripe Checkout, syncs prices and serves no local checkout', async () => {
    const t = await startBilling('billing-stripe', { STRIPE_SECRET_KEY: 'sk_test_liquify', STRIPE_API_BASE: mockUrl });
    try {
      const admin = t.tokenFor({ id: 'b'.repeat(24), email: 'admin@liquify.test', role: 'admin' });
      const sync = await t.inject({ method: 'POST', url: '/api/admin/plans/sync-stripe', token: admin });
      expect(sync.status).toBe(200);
      expect(sync.body.data.provider).toBe('stripe');
      expect(sync.body.data.synced.map((p: any) => p.slug)).toEqual(['pro', 'enterprise', 'early-bird']);
      expect(sync.body.data.skipped.map((p: any) => p.slug)).toEqual(['free']);
      const pro = (await t.inject({ method: 'GET', url: '/api/admin/plans', token: admin })).body.data.find((p: any) => p.slug === 'pro');
      expect(pro.stripePriceId).toMatch(/^price_/);

      const res = await t.inject({ method: 'POST', url: '/api/stripe/create-temp-checkout-session', payload: { planId: 'pro', userEmail: 'stripe@liquify.test', userName: 'Stripe User', password: 'longenough' } });
      expect(res.status).toBe(200);
      expect(res.body.data.id).toMatch(/^cs_/);
      expect(res.body.data.url).toMatch(/^https:\/\//);
      // stripe-mock's session is unpaid: verification fails with the onboarding's message
      const verified = await t.inject({ method: 'POST', url: '/api/stripe/verify-payment', payload: { sessionId: res.body.data.id } });
      expect(verified.status).toBe(400);
      expect(verified.body.error).toBe('Payment verification failed. Please contact support if the issue persists.');
      expect((await t.inject({ method: 'GET', url: `/api/stripe/local-checkout/${res.body.data.id}` })).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
