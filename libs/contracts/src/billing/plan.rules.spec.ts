import { FREE_PLAN_SLUGS, isFreePlan, pickFreePlan } from './plan.rules';

const plan = (slug: string, isActive = true) => ({ slug, isActive });

describe('pickFreePlan (the one rule for "which plan is the free plan")', () => {
  it("prefers 'free' over 'starter' whatever the order of the list", () => {
    expect(pickFreePlan([plan('starter'), plan('pro'), plan('free')])?.slug).toBe('free');
  });

  it("falls back to 'starter' when there is no 'free' plan", () => {
    expect(pickFreePlan([plan('pro'), plan('starter')])?.slug).toBe('starter');
  });

  it('prefers an active plan among plans with the same slug', () => {
    const active = plan('free', true);
    expect(pickFreePlan([plan('free', false), active])).toBe(active);
  });

  it('still answers an inactive free plan when it is the only one', () => {
    expect(pickFreePlan([plan('free', false)])?.slug).toBe('free');
  });

  it('answers null when the list has no free plan', () => {
    expect(pickFreePlan([plan('pro'), plan('business')])).toBeNull();
    expect(pickFreePlan([])).toBeNull();
  });

  it('lists the free slugs in order of preference', () => {
    expect(FREE_PLAN_SLUGS).toEqual(['free', 'starter']);
  });
});

describe('isFreePlan', () => {
  it.each([
    [0, true],
    ['0', true],
    [0.5, false],
    [29, false],
  ])('price %p -> %p', (price, free) => {
    expect(isFreePlan({ price })).toBe(free);
  });
});
