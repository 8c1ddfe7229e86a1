import type { Plan } from '@liquify/api-client';
import {
  formatLimit,
  formatPlanPrice,
  isEarlyBirdPlan,
  planCallToAction,
  planFeatureList,
  planSignupHref,
  pricingColumns,
} from './pricing.util';

function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    _id: 'p1',
    name: 'Pro',
    slug: 'pro',
    description: '',
    price: 29,
    currency: 'usd',
    billingCycle: 'monthly',
    isPopular: false,
    isActive: true,
    sortOrder: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    features: {
      moduleLimit: -1,
      sectionLimit: -1,
      storeLimit: 3,
      apiCallLimit: 0,
      supportLevel: '' as never,
      customBranding: false,
      advancedAnalytics: false,
      prioritySupport: false,
      customDomain: false, whiteLabel: false, storageLimit: 100, teamMembers: 1,
    },
    ...overrides,
  };
}

describe('planSignupHref', () => {
  it('links a card to /auth?plan={lowercased plan name}', () => {
    expect(planSignupHref(plan({ name: 'Pro', slug: 'pro' }))).toBe('/auth?plan=pro');
    expect(planSignupHref(plan({ name: 'Enterprise', slug: 'enterprise' }))).toBe('/auth?plan=enterprise');
    expect(planSignupHref(plan({ name: 'FREE', slug: 'free' }))).toBe('/auth?plan=free');
  });

  it('encodes a name that is not URL-safe', () => {
    expect(planSignupHref(plan({ name: 'Pro Plus', slug: 'pro-plus' }))).toBe('/auth?plan=pro%20plus');
  });

  it('links the Early Bird card to /auth?plan=early-bird&early_bird=true', () => {
    expect(planSignupHref(plan({ name: 'Early Bird', slug: 'early-bird' }))).toBe(
      '/auth?plan=early-bird&early_bird=true',
    );
    expect(planSignupHref(plan({ name: 'Lifetime deal', slug: 'early-bird-lifetime' }))).toBe(
      '/auth?plan=early-bird&early_bird=true',
    );
  });
});

describe('isEarlyBirdPlan', () => {
  it("recognises 'early' in the slug or the name, in any case", () => {
    expect(isEarlyBirdPlan({ name: 'EARLY BIRD', slug: 'x' })).toBe(true);
    expect(isEarlyBirdPlan({ name: 'Lifetime', slug: 'early-bird' })).toBe(true);
    expect(isEarlyBirdPlan({ name: 'Pro', slug: 'pro' })).toBe(false);
  });
});

describe('pricingColumns', () => {
  it.each([
    [1, 3],
    [2, 3],
    [3, 3],
    [4, 4],
    [5, 4],
  ])('lays %i plans out in %i columns', (count, columns) => {
    expect(pricingColumns(count)).toBe(columns);
  });
});

describe('formatLimit', () => {
  it('shows -1 as Unlimited', () => {
    expect(formatLimit(-1, 'module', 'modules')).toBe('Unlimited modules');
  });

  it('uses the singular for one and separators for thousands', () => {
    expect(formatLimit(1, 'store', 'stores')).toBe('1 store');
    expect(formatLimit(5, 'module', 'modules')).toBe('5 modules');
    expect(formatLimit(0, 'section', 'sections')).toBe('0 sections');
    expect(formatLimit(10000, 'call', 'calls')).toBe('10,000 calls');
  });

  it('leaves out a missing or meaningless limit', () => {
    expect(formatLimit(undefined, 'store', 'stores')).toBeNull();
    expect(formatLimit(-5, 'store', 'stores')).toBeNull();
    expect(formatLimit(NaN, 'store', 'stores')).toBeNull();
  });
});

describe('formatPlanPrice', () => {
  it('shows whole prices without cents and the billing period', () => {
    expect(formatPlanPrice(plan({ price: 29, billingCycle: 'monthly' }))).toEqual({
      amount: '$29',
      period: '/month',
    });
    expect(formatPlanPrice(plan({ price: 0, billingCycle: 'monthly' }))).toEqual({
      amount: '$0',
      period: '/month',
    });
    expect(formatPlanPrice(plan({ price: 99, billingCycle: 'lifetime' }))).toEqual({
      amount: '$99',
      period: 'lifetime',
    });
    expect(formatPlanPrice(plan({ price: 290, billingCycle: 'yearly' }))).toEqual({
      amount: '$290',
      period: '/year',
    });
  });

  it('keeps cents when there are some, and honours the currency', () => {
    expect(formatPlanPrice(plan({ price: 19.5 }))).toEqual({ amount: '$19.50', period: '/month' });
    expect(formatPlanPrice(plan({ price: 25, currency: 'eur' })).amount).toBe('€25');
  });

  it('still shows the number with an unknown currency code', () => {
    expect(formatPlanPrice(plan({ price: 10, currency: 'not-a-currency' })).amount).toBe('10 NOT-A-CURRENCY');
  });
});

describe('planFeatureList', () => {
  it('lists limits with -1 as Unlimited, then the plan extras', () => {
    expect(
      planFeatureList(
        plan({
          features: {
            moduleLimit: -1,
            sectionLimit: 10,
            storeLimit: 1,
            apiCallLimit: 5000,
            supportLevel: 'email',
            customBranding: true,
            advancedAnalytics: true,
            prioritySupport: true,
            customDomain: false, whiteLabel: false, storageLimit: 100,
            teamMembers: 5,
          },
        }),
      ),
    ).toEqual([
      'Unlimited modules',
      '10 sections',
      '1 store',
      'Email support',
      'Priority support',
      'Custom branding',
      'Advanced analytics',
      '5,000 API calls per month',
      '5 team members',
    ]);
  });

  it('does not repeat priority support when the support level already says it', () => {
    const lines = planFeatureList(
      plan({ features: { ...plan().features, supportLevel: 'Priority support' as never, prioritySupport: true } }),
    );
    expect(lines.filter((line) => /priority/i.test(line))).toEqual(['Priority support']);
  });

  it('shows unlimited stores and API calls', () => {
    const lines = planFeatureList(
      plan({ features: { ...plan().features, storeLimit: -1, apiCallLimit: -1 } }),
    );
    expect(lines).toContain('Unlimited stores');
    expect(lines).toContain('Unlimited API calls');
  });
});

describe('planCallToAction', () => {
  it('names the action per plan kind', () => {
    expect(planCallToAction(plan({ name: 'Free', slug: 'free', price: 0 }))).toBe('Start for Free');
    expect(planCallToAction(plan({ name: 'Early Bird', slug: 'early-bird', price: 99 }))).toBe(
      'Claim Early Bird',
    );
    expect(planCallToAction(plan({ name: 'Pro', slug: 'pro', price: 29 }))).toBe('Choose Pro');
  });
});
