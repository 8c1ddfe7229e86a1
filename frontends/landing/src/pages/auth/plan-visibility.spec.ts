import type { Plan } from '@liquify/api-client';
import { findRequestedPlan, formatPlanPrice, planHighlights, visiblePlans } from './plan-visibility';

const plan = (slug: string, name: string, price = 0, billingCycle: Plan['billingCycle'] = 'monthly'): Plan => ({
  _id: slug,
  slug,
  name,
  description: '',
  price,
  currency: 'usd',
  billingCycle,
  isPopular: false,
  isActive: true,
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  features: {
    moduleLimit: -1,
    sectionLimit: 10,
    storeLimit: 1,
    apiCallLimit: 0,
    supportLevel: 'email',
    customBranding: false,
    advancedAnalytics: false,
    prioritySupport: true,
    customDomain: false, whiteLabel: false, storageLimit: 100, teamMembers: 1,
  },
});

const all = [
  plan('free', 'Free'),
  plan('pro', 'Pro', 29),
  plan('lifetime-deal', 'Early Bird', 99, 'lifetime'),
  plan('early-bird', 'Launch offer', 99, 'lifetime'),
  plan('enterprise', 'Enterprise', 99),
];

describe('plan visibility', () => {
  it("drops every plan whose name or slug contains 'early' from the regular list", () => {
    expect(visiblePlans(all, { kind: 'regular' }).map((p) => p.slug)).toEqual(['free', 'pro', 'enterprise']);
  });
  it('hides regular plans until an early-bird code is verified', () => {
    expect(visiblePlans(all, { kind: 'early-bird-pending' })).toEqual([]);
  });
  it('shows only the verified Early Bird plan', () => {
    const early = plan('early-bird', 'Early Bird', 99, 'lifetime');
    expect(visiblePlans(all, { kind: 'early-bird-verified', plan: early })).toEqual([early]);
  });
  it('finds the ?plan= value by slug or lowercased name', () => {
    expect(findRequestedPlan(all, 'PRO')?.slug).toBe('pro');
    expect(findRequestedPlan(all, 'enterprise')?.slug).toBe('enterprise');
    expect(findRequestedPlan(all, 'launch offer')?.slug).toBe('early-bird');
    expect(findRequestedPlan(all, 'gold')).toBeUndefined();
    expect(findRequestedPlan(all, null)).toBeUndefined();
  });
});

describe('plan card text', () => {
  it('formats prices per billing cycle', () => {
    expect(formatPlanPrice(plan('free', 'Free'))).toBe('Free');
    expect(formatPlanPrice(plan('pro', 'Pro', 29))).toBe('$29/month');
    expect(formatPlanPrice(plan('eb', 'Early Bird', 99, 'lifetime'))).toBe('$99 lifetime');
    expect(formatPlanPrice(plan('y', 'Yearly', 290.5, 'yearly'))).toBe('$290.50/year');
  });
  it('reads -1 as unlimited', () => {
    expect(planHighlights(plan('pro', 'Pro', 29))).toEqual([
      'Unlimited modules',
      '10 sections',
      '1 store',
      'Priority support',
    ]);
  });
});
