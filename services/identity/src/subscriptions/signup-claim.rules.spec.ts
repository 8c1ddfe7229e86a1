import { ownsPayment, paymentOfPending, signupClaim } from './signup-claim.rules';
import { blankSubscription, PlanView } from '../users/subscription.rules';

const FREE: PlanView = { planId: 'plan-free', slug: 'free', name: 'Free', price: 0, isActive: true, features: blankSubscription(null).features };
const PRO: PlanView = { ...FREE, planId: 'plan-pro', slug: 'pro', name: 'Pro', price: 29 };
/** A stand-in for the HMAC check: the secret of a claim is its parts joined. */
const isSecretOf = (c: { sessionId: string; email: string; planSlug: string }, secret: string) => secret === `${c.sessionId}|${c.email}|${c.planSlug}`;

describe('signupClaim (issue 21 item 11)', () => {
  const email = 'ada@example.com';

  it('a free plan needs nothing, nor a plan the read model does not know', () => {
    expect(signupClaim({ email, planSlug: 'free' }, FREE, isSecretOf)).toEqual({ kind: 'free' });
    expect(signupClaim({ email, planSlug: 'mystery', stripeData: { subscriptionId: 'sub_x' } as never }, null, isSecretOf)).toEqual({ kind: 'free' });
  });

  it('a paid plan needs its session id and secret: client ids alone are not enough', () => {
    expect(signupClaim({ email, planSlug: 'pro' }, PRO, isSecretOf)).toEqual({ kind: 'missing' });
    expect(signupClaim({ email, planSlug: 'pro', stripeData: { sessionId: 'cs_1' } }, PRO, isSecretOf)).toEqual({ kind: 'missing' });
    expect(signupClaim({ email, planSlug: 'pro', stripeData: { sessionId: ' ', sessionSecret: 'x' } }, PRO, isSecretOf)).toEqual({ kind: 'missing' });
  });

  it('accepts the secret of this session, e-mail and plan, whatever the read model knows', () => {
    const stripeData = { sessionId: 'cs_1', sessionSecret: `cs_1|${email}|pro` };
    expect(signupClaim({ email, planSlug: 'pro', stripeData }, PRO, isSecretOf)).toEqual({ kind: 'claimed', sessionId: 'cs_1' });
    expect(signupClaim({ email, planSlug: 'pro', stripeData }, null, isSecretOf)).toEqual({ kind: 'claimed', sessionId: 'cs_1' });
  });

  it("refuses someone else's secret, even with a free plan", () => {
    const stripeData = { sessionId: 'cs_1', sessionSecret: `cs_1|eve@example.com|pro` };
    expect(signupClaim({ email, planSlug: 'pro', stripeData }, PRO, isSecretOf)).toEqual({ kind: 'not-yours' });
    expect(signupClaim({ email, planSlug: 'free', stripeData }, FREE, isSecretOf)).toEqual({ kind: 'not-yours' });
  });
});

describe('ownsPayment: a payment billing names by e-mail only', () => {
  const fresh = blankSubscription(FREE);

  it("is the account's that registered with its checkout", () => {
    expect(ownsPayment({ signupCheckoutId: 'cs_1', subscription: fresh }, { sessionId: 'cs_1', subscriptionId: 'sub_1' })).toBe(true);
  });

  it('is the account that already holds its checkout or provider subscription (renewals, replays)', () => {
    expect(ownsPayment({ subscription: { ...fresh, checkoutSessionId: 'cs_1' } }, { sessionId: 'cs_1', subscriptionId: null })).toBe(true);
    expect(ownsPayment({ subscription: { ...fresh, providerSubscriptionId: 'sub_1' } }, { sessionId: null, subscriptionId: 'sub_1' })).toBe(true);
  });

  it('is nobody else\'s: a free registration of the same e-mail, another checkout, no ids at all', () => {
    expect(ownsPayment({ signupCheckoutId: null, subscription: fresh }, { sessionId: 'cs_1', subscriptionId: 'sub_1' })).toBe(false);
    expect(ownsPayment({ signupCheckoutId: 'cs_2', subscription: fresh }, { sessionId: 'cs_1', subscriptionId: 'sub_1' })).toBe(false);
    expect(ownsPayment({ subscription: fresh }, { sessionId: null, subscriptionId: null })).toBe(false);
  });

  it('reads the payment of a pending entitlement', () => {
    expect(paymentOfPending({ ...fresh, checkoutSessionId: 'cs_1', providerSubscriptionId: 'sub_1' })).toEqual({ sessionId: 'cs_1', subscriptionId: 'sub_1' });
  });
});
