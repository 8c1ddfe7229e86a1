import { DEFAULT_SUBSCRIPTION_FEATURES, SubscriptionFeatures } from '@liquify/contracts';
import {
  adoptEntitlement,
  applyAdminChange,
  unknownAdminPlan,
  applyCheckout,
  applyPlanChange,
  applyProviderEvent,
  blankSubscription,
  CheckoutFact,
  expireEndedCancellation,
  initialSubscription,
  isFreePlan,
  mergeFeatures,
  parseInstant,
  PlanView,
  ProviderSubscriptionFact,
  statusFromProvider,
  SubscriptionState,
} from './subscription.rules';

const FREE: PlanView = {
  planId: 'plan-free',
  slug: 'free',
  name: 'Free',
  price: 0,
  isActive: true,
  features: { ...DEFAULT_SUBSCRIPTION_FEATURES, sectionLimit: 3 },
};
const PRO_FEATURES: SubscriptionFeatures = {
  ...DEFAULT_SUBSCRIPTION_FEATURES,
  moduleLimit: -1,
  sectionLimit: -1,
  storeLimit: 3,
  supportLevel: 'priority',
  prioritySupport: true,
  customBranding: true,
};
const PRO: PlanView = { planId: 'plan-pro', slug: 'pro', name: 'Pro', price: 29, isActive: true, features: PRO_FEATURES };
const NOW = new Date('2026-06-15T12:00:00.000Z');
const FUTURE = '2026-07-15T12:00:00.000Z';
const PAST = '2026-06-01T00:00:00.000Z';

const checkout = (over: Partial<CheckoutFact> = {}): CheckoutFact => ({
  sessionId: 'cs_1',
  planSlug: 'pro',
  planId: 'plan-pro',
  features: PRO_FEATURES,
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  currentPeriodStart: '2026-06-15T00:00:00.000Z',
  currentPeriodEnd: FUTURE,
  ...over,
});
const providerFact = (over: Partial<ProviderSubscriptionFact> = {}): ProviderSubscriptionFact => ({
  planSlug: 'pro',
  planId: 'plan-pro',
  features: PRO_FEATURES,
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  currentPeriodStart: '2026-06-15T00:00:00.000Z',
  currentPeriodEnd: FUTURE,
  status: 'active',
  cancelAtPeriodEnd: false,
  providerTimestamp: '2026-06-15T10:00:00.000Z',
  ...over,
});
const onPro = (): SubscriptionState => applyCheckout(blankSubscription(FREE), checkout())!;

describe('a new user\'s subscription', () => {
  it('starts on the default features of doc 3 §3 when no plan is known', () => {
    const s = initialSubscription('free', null, null);
    expect(s).toMatchObject({ plan: 'free', planId: null, status: 'active', overrides: [] });
    expect(s.features).toEqual({
      moduleLimit: 5, sectionLimit: 10, storeLimit: 1, apiCallLimit: 1000, supportLevel: 'email', teamMembers: 1, storageLimit: 1000,
      customBranding: false, advancedAnalytics: false, prioritySupport: false, customDomain: false, whiteLabel: false,
    });
  });

  it('applies a chosen free plan with its features from the read model', () => {
    const starter: PlanView = { ...FREE, planId: 'plan-starter', slug: 'starter', features: { ...FREE.features, storeLimit: 2 } };
    const s = initialSubscription('starter', starter, FREE);
    expect(s).toMatchObject({ plan: 'starter', planId: 'plan-starter' });
    expect(s.features.storeLimit).toBe(2);
  });

  it('treats the slugs free and starter as free when the read model does not know them', () => {
    expect(isFreePlan('starter', null)).toBe(true);
    expect(isFreePlan('free', null)).toBe(true);
    expect(isFreePlan('pro', null)).toBe(false);
    expect(isFreePlan('free', { ...FREE, price: 5 })).toBe(false);
    expect(initialSubscription('starter', null, null).plan).toBe('starter');
  });

  it('starts a paid choice on the free plan: the paid plan waits for billing\'s confirmation', () => {
    const s = initialSubscription('pro', PRO, FREE);
    expect(s).toMatchObject({ plan: 'free', planId: 'plan-free', status: 'active' });
    expect(s.features).toEqual(FREE.features);
    expect(initialSubscription('enterprise', null, null).plan).toBe('free');
  });
});

describe('override merging', () => {
  it('takes the plan\'s features except the overridden keys, which keep their current value', () => {
    const current = { ...DEFAULT_SUBSCRIPTION_FEATURES, storeLimit: 10, whiteLabel: true };
    expect(mergeFeatures(PRO_FEATURES, current, ['storeLimit'])).toEqual({ ...PRO_FEATURES, storeLimit: 10 });
    expect(mergeFeatures(PRO_FEATURES, current, [])).toEqual(PRO_FEATURES);
  });
});

describe('billing.checkout.completed', () => {
  it('applies the paid plan with its features and period', () => {
    const s = onPro();
    expect(s).toMatchObject({ plan: 'pro', planId: 'plan-pro', status: 'active', cancelAtPeriodEnd: false, checkoutSessionId: 'cs_1', customerId: 'cus_1' });
    expect(s.features).toEqual(PRO_FEATURES);
    expect(s.currentPeriodEnd?.toISOString()).toBe(FUTURE);
  });

  it('changes nothing when the same checkout session is applied again', () => {
    expect(applyCheckout(onPro(), checkout())).toBeNull();
  });

  it('keeps a user\'s admin overrides', () => {
    const base = { ...blankSubscription(FREE), overrides: ['storeLimit' as const], features: { ...FREE.features, storeLimit: 7 } };
    expect(applyCheckout(base, checkout())!.features.storeLimit).toBe(7);
  });

  it('gives lifetime access (no period end) for a one-time payment', () => {
    expect(applyCheckout(blankSubscription(FREE), checkout({ currentPeriodEnd: null, subscriptionId: null }))!.currentPeriodEnd).toBeNull();
  });
});

describe('billing.subscription.* ordering and cancellation', () => {
  it('ignores an event older than the last one applied', () => {
    const first = applyProviderEvent(onPro(), 'updated', providerFact({ providerTimestamp: '2026-06-15T11:00:00Z' }), NOW, FREE)!;
    const older = applyProviderEvent(first.state, 'updated', providerFact({ providerTimestamp: '2026-06-15T10:59:59Z', status: 'unpaid' }), NOW, FREE);
    expect(older).toBeNull();
  });

  it('applies a newer event and an equal-time event, in order', () => {
    const a = applyProviderEvent(onPro(), 'updated', providerFact({ providerTimestamp: '1781517600', status: 'past_due' }), NOW, FREE)!;
    expect(a.state.status).toBe('active');
    expect(a.state.syncedAt?.toISOString()).toBe('2026-06-15T10:00:00.000Z');
    const b = applyProviderEvent(a.state, 'updated', providerFact({ providerTimestamp: '1781517600', status: 'unpaid' }), NOW, FREE)!;
    expect(b.state.status).toBe('inactive');
    expect(b.changed).toBe(true);
  });

  it('records the provider time without an event when nothing visible changed', () => {
    const r = applyProviderEvent(onPro(), 'activated', providerFact(), NOW, FREE)!;
    expect(r.changed).toBe(false);
    expect(r.state.syncedAt).not.toBeNull();
  });

  it('keeps access until the period ends when canceled (status active, cancelAtPeriodEnd true)', () => {
    const r = applyProviderEvent(onPro(), 'canceled', providerFact({ status: 'canceled', currentPeriodEnd: FUTURE }), NOW, FREE)!;
    expect(r.state).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: true });
    expect(r.state.features).toEqual(PRO_FEATURES);
    expect(r.changed).toBe(true);
  });

  it('moves to the free plan with status cancelled when canceled after the period ended', () => {
    const r = applyProviderEvent(onPro(), 'canceled', providerFact({ status: 'canceled', currentPeriodEnd: PAST }), NOW, FREE)!;
    expect(r.state).toMatchObject({ plan: 'free', planId: 'plan-free', status: 'cancelled', cancelAtPeriodEnd: false });
    expect(r.state.features).toEqual(FREE.features);
  });

  it('reactivates when a later update undoes the cancellation', () => {
    const canceled = applyProviderEvent(onPro(), 'updated', providerFact({ cancelAtPeriodEnd: true, providerTimestamp: '2026-06-15T10:00:00Z' }), NOW, FREE)!;
    expect(canceled.state.cancelAtPeriodEnd).toBe(true);
    const back = applyProviderEvent(canceled.state, 'updated', providerFact({ cancelAtPeriodEnd: false, providerTimestamp: '2026-06-15T10:05:00Z' }), NOW, FREE)!;
    expect(back.state).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('maps provider statuses: paying or in grace is active, unpaid/incomplete/paused is inactive', () => {
    expect(statusFromProvider('trialing')).toBe('active');
    expect(statusFromProvider('past_due')).toBe('active');
    expect(statusFromProvider('incomplete')).toBe('inactive');
    expect(statusFromProvider('incomplete_expired')).toBe('inactive');
    expect(statusFromProvider('paused')).toBe('inactive');
    expect(statusFromProvider('canceled')).toBe('cancelled');
  });

  it('rejects an unreadable provider time (the message is poison)', () => {
    expect(() => applyProviderEvent(onPro(), 'updated', providerFact({ providerTimestamp: 'yesterday' }), NOW, FREE)).toThrow('not a date');
    expect(parseInstant('1781517600000')?.toISOString()).toBe('2026-06-15T10:00:00.000Z');
    expect(parseInstant(null)).toBeNull();
  });
});

describe('the periodic end-of-period check', () => {
  const cancelled = (end: string) => ({ ...onPro(), cancelAtPeriodEnd: true, currentPeriodEnd: new Date(end) });

  it('downgrades a cancelled subscription whose period has ended', () => {
    expect(expireEndedCancellation(cancelled(PAST), NOW, FREE)).toMatchObject({ plan: 'free', status: 'cancelled', cancelAtPeriodEnd: false });
  });

  it('leaves a cancelled subscription alone until its period ends, and never touches active ones', () => {
    expect(expireEndedCancellation(cancelled(FUTURE), NOW, FREE)).toBeNull();
    expect(expireEndedCancellation({ ...onPro(), currentPeriodEnd: new Date(PAST) }, NOW, FREE)).toBeNull();
  });
});

describe('billing.plan.updated propagation', () => {
  it('applies the new features except the user\'s overridden keys', () => {
    const user = { ...onPro(), overrides: ['storeLimit' as const], features: { ...PRO_FEATURES, storeLimit: 25 } };
    const next = applyPlanChange(user, { ...PRO, features: { ...PRO_FEATURES, storeLimit: 5, apiCallLimit: 50000 } })!;
    expect(next.features.storeLimit).toBe(25);
    expect(next.features.apiCallLimit).toBe(50000);
  });

  it('changes nothing (and emits nothing) when the features are the same', () => {
    expect(applyPlanChange(onPro(), PRO)).toBeNull();
  });

  it('follows a renamed slug', () => {
    expect(applyPlanChange(onPro(), { ...PRO, slug: 'professional' })!.plan).toBe('professional');
  });
});

describe('an admin\'s change', () => {
  const planOf = (slug: string) => ({ pro: PRO, free: FREE })[slug as 'pro' | 'free'] ?? null;

  it('records a feature that differs from the plan as an override', () => {
    const s = applyAdminChange(onPro(), { features: { storeLimit: 50 } }, planOf);
    expect(s.features.storeLimit).toBe(50);
    expect(s.overrides).toEqual(['storeLimit']);
  });

  it('clears an override when the value is set back to the plan\'s', () => {
    const withOverride = applyAdminChange(onPro(), { features: { storeLimit: 50 } }, planOf);
    const cleared = applyAdminChange(withOverride, { features: { storeLimit: 3 } }, planOf);
    expect(cleared.overrides).toEqual([]);
  });

  it('does not record overrides for values equal to the plan\'s (a form sending every feature)', () => {
    expect(applyAdminChange(onPro(), { features: { ...PRO_FEATURES } }, planOf).overrides).toEqual([]);
  });

  it('brings the new plan\'s features on a plan change and keeps overrides', () => {
    const withOverride = applyAdminChange(blankSubscription(FREE), { features: { teamMembers: 4 } }, planOf);
    const s = applyAdminChange(withOverride, { plan: 'pro', status: 'active' }, planOf);
    expect(s).toMatchObject({ plan: 'pro', planId: 'plan-pro', status: 'active' });
    expect(s.features).toEqual({ ...PRO_FEATURES, teamMembers: 4 });
  });

  it('sets status and period end as given', () => {
    const s = applyAdminChange(onPro(), { status: 'inactive', currentPeriodEnd: '2027-01-01T00:00:00.000Z' }, planOf);
    expect(s.status).toBe('inactive');
    expect(s.currentPeriodEnd?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('keeps the current features for a paid slug the read model does not know', () => {
    const s = applyAdminChange(blankSubscription(FREE), { plan: 'enterprise' }, planOf);
    expect(s).toMatchObject({ plan: 'enterprise', planId: null });
    expect(s.features).toEqual(FREE.features);
  });
});

describe('an admin\'s plan choice (issue 21 item 13)', () => {
  it('accepts a plan the read model knows, active or not', () => {
    expect(unknownAdminPlan(blankSubscription(FREE), 'pro', PRO)).toBeNull();
    expect(unknownAdminPlan(blankSubscription(FREE), 'pro', { ...PRO, isActive: false })).toBeNull();
  });

  it('accepts no plan in the patch and the current plan restated, even one the read model lost', () => {
    expect(unknownAdminPlan(blankSubscription(FREE), undefined, null)).toBeNull();
    expect(unknownAdminPlan({ plan: 'legacy-basic' }, 'legacy-basic', null)).toBeNull();
  });

  it('names a slug no plan has, and a slug the found plan does not carry', () => {
    expect(unknownAdminPlan(blankSubscription(FREE), 'basic', null)).toBe('basic');
    expect(unknownAdminPlan(blankSubscription(FREE), 'basic', PRO)).toBe('basic');
  });
});

describe('pending entitlements', () => {
  it('are adopted by a new account (plan, features, period)', () => {
    const pending = onPro();
    const s = adoptEntitlement(blankSubscription(FREE), pending)!;
    expect(s).toMatchObject({ plan: 'pro', checkoutSessionId: 'cs_1' });
    expect(s.features).toEqual(PRO_FEATURES);
  });

  it('are not adopted twice', () => {
    const pending = onPro();
    const adopted = adoptEntitlement(blankSubscription(FREE), pending)!;
    expect(adoptEntitlement(adopted, pending)).toBeNull();
  });
});
