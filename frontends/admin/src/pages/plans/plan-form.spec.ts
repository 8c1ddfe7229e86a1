import { createPlanRequestSchema } from '@liquify/contracts';
import { limitLabel, newPlanFormValues, numberAsTyped, planPriceLabel, slugAsTyped } from './plan-form';

describe('plan form wiring (doc 3 §5, §9)', () => {
  it('typing a slug lowercases it and turns every other character into a hyphen', () => {
    expect(slugAsTyped('My Plan_2!')).toBe('my-plan-2-');
    expect(slugAsTyped('pro-plus')).toBe('pro-plus');
  });

  it('an unparsable number falls back to 0, or to the given fallback (team members: 1)', () => {
    expect(numberAsTyped('')).toBe(0);
    expect(numberAsTyped('abc')).toBe(0);
    expect(numberAsTyped('', 1)).toBe(1);
    expect(numberAsTyped('12.5')).toBe(12.5);
    expect(numberAsTyped('-1')).toBe(-1);
    expect(numberAsTyped(NaN, 1)).toBe(1);
  });

  it("a new plan's form holds doc 3 §9's defaults, which the contract accepts once named", () => {
    const values = newPlanFormValues();
    expect(values).toMatchObject({ price: 0, currency: 'USD', billingCycle: 'monthly', isActive: true, isPopular: false, sortOrder: 1 });
    expect(values.features).toMatchObject({ moduleLimit: 5, sectionLimit: 3, storeLimit: 1, apiCallLimit: 1000, supportLevel: 'email', teamMembers: 1, storageLimit: 100 });
    expect(createPlanRequestSchema.safeParse({ ...values, name: 'A', slug: 'a', description: 'd' }).success).toBe(true);
  });

  it('shows -1 as Unlimited and the price with its cycle', () => {
    expect(limitLabel(-1)).toBe('Unlimited');
    expect(limitLabel(1000)).toBe('1,000');
    expect(planPriceLabel({ price: 9.5, currency: 'GBP', billingCycle: 'lifetime' })).toBe('£9.50 one-time');
  });
});
