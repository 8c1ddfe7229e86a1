import { DEFAULT_SUBSCRIPTION_FEATURES, SubscriptionActivated, SubscriptionCanceled, SubscriptionUpdated, UserRegistered } from '@liquify/contracts';
import { BillingTestApp, newObjectId, startBilling, TopicCollector } from './support/billing-test-app';

jest.setTimeout(120_000);

let t: BillingTestApp;
let events: TopicCollector;
const card = (cardNumber: string) => ({ cardNumber, expMonth: '12', expYear: String((new Date().getFullYear() + 3) % 100), cvc: '123', name: 'Ada Lovelace' });

beforeAll(async () => {
  t = await startBilling('billing-plan-change');
  events = await t.collect([SubscriptionActivated, SubscriptionCanceled, SubscriptionUpdated]);
});
afterAll(async () => t?.close());

describe('an existing customer: upgrade return, payment details, soft downgrade (doc 2 §2)', () => {
  const userId = newObjectId();
  const email = 'changer@liquify.test';
  let token: string;

  beforeAll(async () => {
    token = t.tokenFor({ id: userId, email, name: 'Plan Changer' });
    await t.publish(UserRegistered, {
      userId,
      email,
      name: 'Plan Changer',
      role: 'user',
      subscription: { plan: 'free', status: 'active', features: DEFAULT_SUBSCRIPTION_FEATURES, currentPeriodEnd: null },
      createdAt: new Date().toISOString(),
    });
  });

  it('needs a signed-in user for both routes', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/stripe/billing-details' })).status).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/stripe/downgrade-to-free' })).status).toBe(401);
  });

  it('says plainly that no payment method is stored before any payment, and refuses a downgrade with nothing to end', async () => {
    const details = await t.inject({ method: 'GET', url: '/api/stripe/billing-details', token });
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual({ paymentMethod: null, payments: [] });
    const downgrade = await t.inject({ method: 'POST', url: '/api/stripe/downgrade-to-free', token });
    expect(downgrade.status).toBe(409);
    expect(downgrade.body.code).toBe('NO_PAID_SUBSCRIPTION');
  });

  it('brings an upgrade paid on the hosted checkout back to /dashboard/upgrade, then shows the card (brand, last 4) and the payment', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', token, payload: { planId: 'pro' } });
    expect(res.status).toBe(200);
    const paid = await t.inject({ method: 'POST', url: `/api/stripe/local-checkout/${res.body.data.id}/pay`, payload: card('5555 5555 5555 4444'), headers: { 'x-forwarded-for': '10.9.0.1' } });
    expect(paid.status).toBe(200);
    expect(paid.body.data.redirectUrl).toMatch(/\/dashboard\/upgrade\?session_id=cs_local_[\w-]+&payment_success=true$/);
    await events.waitFor(SubscriptionActivated, (d) => d.email === email);
    const details = await t.inject({ method: 'GET', url: '/api/stripe/billing-details', token });
    expect(details.body.data.paymentMethod).toEqual({ brand: 'mastercard', last4: '4444', expMonth: null, expYear: null });
    expect(details.body.data.payments).toEqual([
      { id: res.body.data.id, paidAt: expect.any(String), planName: 'Pro', amount: 29, currency: 'USD' },
    ]);
  });

  it('downgrades softly: the subscription ends when the paid period ends (not now), and there is never a second one', async () => {
    const activated = events.of(SubscriptionActivated).filter((e) => e.data.email === email);
    expect(activated).toHaveLength(1);
    const before = await t.inject({ method: 'GET', url: '/api/stripe/subscription', token });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ planSlug: 'pro', planName: 'Pro', cancelAtPeriodEnd: false, freePlanName: expect.any(String) });
    expect(Math.floor(Date.parse(before.body.data.currentPeriodEnd) / 1000)).toBe(Math.floor(Date.parse(activated[0].data.currentPeriodEnd ?? '') / 1000));
    const res = await t.inject({ method: 'POST', url: '/api/stripe/downgrade-to-free', token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ effectiveAt: activated[0].data.currentPeriodEnd, canceledSubscriptions: 1 });
    expect(res.body.message).toContain('Your modules, sections and stores are kept.');
    const scheduled = await events.waitFor(SubscriptionUpdated, (d) => d.subscriptionId === activated[0].data.subscriptionId && d.cancelAtPeriodEnd);
    expect(scheduled.data.status).toBe('active');
    const seconds = (iso: string | null) => Math.floor(Date.parse(iso ?? '') / 1000);
    expect(seconds(scheduled.data.currentPeriodEnd)).toBe(seconds(activated[0].data.currentPeriodEnd));
    expect(events.of(SubscriptionCanceled).filter((e) => e.data.email === email)).toHaveLength(0);
    const after = await t.inject({ method: 'GET', url: '/api/stripe/subscription', token });
    expect(after.body.data).toMatchObject({ planSlug: 'pro', cancelAtPeriodEnd: true });
    const again = await t.inject({ method: 'POST', url: '/api/stripe/downgrade-to-free', token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SUBSCRIPTION_ALREADY_ENDING');
  });

  it('resumes a scheduled downgrade: the subscription renews again, and a second resume has nothing to take back', async () => {
    const subscriptionId = events.of(SubscriptionActivated).find((e) => e.data.email === email)!.data.subscriptionId;
    const res = await t.inject({ method: 'POST', url: '/api/stripe/resume-subscription', token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ resumedSubscriptions: 1, currentPeriodEnd: expect.any(String) });
    expect(res.body.message).toBe('Your Pro subscription continues. It renews at the end of the current period.');
    await events.waitFor(SubscriptionUpdated, (d) => d.subscriptionId === subscriptionId && !d.cancelAtPeriodEnd);
    const state = await t.inject({ method: 'GET', url: '/api/stripe/subscription', token });
    expect(state.body.data).toMatchObject({ planSlug: 'pro', cancelAtPeriodEnd: false });
    const again = await t.inject({ method: 'POST', url: '/api/stripe/resume-subscription', token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOTHING_TO_RESUME');
  });

  it('answers null and refuses a resume for a user who pays for nothing', async () => {
    const other = t.tokenFor({ id: newObjectId(), email: 'nobody-paid@liquify.test', name: 'Free Rider' });
    const state = await t.inject({ method: 'GET', url: '/api/stripe/subscription', token: other });
    expect(state.status).toBe(200);
    expect(state.body.data).toBeNull();
    expect((await t.inject({ method: 'POST', url: '/api/stripe/resume-subscription', token: other })).status).toBe(409);
    expect((await t.inject({ method: 'POST', url: '/api/stripe/resume-subscription' })).status).toBe(401);
  });
});
