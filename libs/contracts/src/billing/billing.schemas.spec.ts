import { buildOpenApiDocument } from '../openapi/registry';
import {
  checkoutRequestSchema,
  createPlanRequestSchema,
  earlyBirdVerifyRequestSchema,
  NEW_PLAN_DEFAULT_FEATURES,
  tempCheckoutRequestSchema,
  updatePlanRequestSchema,
  verifyPaymentRequestSchema,
} from './billing.schemas';
import { billingRoutes } from './billing.routes';
import { z } from 'zod';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return result.error.issues[0].message;
};

const validPlan = { name: 'Team', slug: 'team', description: 'For teams' };

describe('plan form validation (doc 3 §5)', () => {
  it.each([
    [{ ...validPlan, name: undefined }, 'Name is required'],
    [{ ...validPlan, name: '   ' }, 'Name is required'],
    [{ ...validPlan, slug: undefined }, 'Slug is required'],
    [{ ...validPlan, slug: '' }, 'Slug is required'],
    [{ ...validPlan, slug: 'Team Plan' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    [{ ...validPlan, slug: 'team_plan' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    [{ ...validPlan, description: undefined }, 'Description is required'],
    [{ ...validPlan, price: -1 }, 'Price must be positive'],
    [{ ...validPlan, features: { moduleLimit: -2 } }, 'Module limit must be positive'],
    [{ ...validPlan, features: { sectionLimit: -5 } }, 'Section limit must be positive'],
    [{ ...validPlan, features: { storeLimit: -3 } }, 'Store limit must be positive'],
    [{ ...validPlan, features: { apiCallLimit: -2 } }, 'API call limit must be positive'],
    [{ ...validPlan, features: { storageLimit: -9 } }, 'Storage limit must be positive'],
    [{ ...validPlan, features: { teamMembers: 0 } }, 'Team members must be at least 1'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(createPlanRequestSchema, input)).toBe(message);
  });

  it('reports the first error in form order (name before slug before description)', () => {
    expect(firstMessage(createPlanRequestSchema, {})).toBe('Name is required');
    expect(firstMessage(createPlanRequestSchema, { name: 'x' })).toBe('Slug is required');
  });

  it('accepts -1 as the unlimited marker', () => {
    const plan = createPlanRequestSchema.parse({ ...validPlan, features: { moduleLimit: -1, storeLimit: -1 } });
    expect(plan.features).toEqual({ moduleLimit: -1, storeLimit: -1 });
  });

  it('applies the defaults of doc 3 §9 to a new plan', () => {
    const plan = createPlanRequestSchema.parse(validPlan);
    expect(plan).toMatchObject({ price: 0, currency: 'USD', billingCycle: 'monthly', isActive: true, isPopular: false, sortOrder: 1, features: {} });
    expect(NEW_PLAN_DEFAULT_FEATURES).toMatchObject({ moduleLimit: 5, sectionLimit: 3, storeLimit: 1, apiCallLimit: 1000, supportLevel: 'email', teamMembers: 1, storageLimit: 100 });
  });

  it('uppercases the currency and refuses an unknown one', () => {
    expect(createPlanRequestSchema.parse({ ...validPlan, currency: 'eur' }).currency).toBe('EUR');
    expect(firstMessage(createPlanRequestSchema, { ...validPlan, currency: 'JPY' })).toBe('Currency must be one of USD, EUR, GBP');
  });

  it('ignores fields an edit form sends back (_id, createdAt) and de-duplicates allowed ids', () => {
    const update = updatePlanRequestSchema.parse({ _id: 'x', createdAt: 'y', name: 'New', allowedModules: ['a', 'a', 'b'] });
    expect(update).toEqual({ name: 'New', allowedModules: ['a', 'b'] });
  });

  it('refuses a price with fractions of a cent and a non-numeric price', () => {
    expect(firstMessage(createPlanRequestSchema, { ...validPlan, price: 9.999 })).toBe('Price must have at most 2 decimals');
    expect(firstMessage(createPlanRequestSchema, { ...validPlan, price: '29' })).toBe('Price must be a number');
  });
});

describe('checkout and early-bird payloads', () => {
  it("refuses an empty early-bird code with 'Please enter your Early Bird code'", () => {
    expect(firstMessage(earlyBirdVerifyRequestSchema, {})).toBe('Please enter your Early Bird code');
    expect(firstMessage(earlyBirdVerifyRequestSchema, { code: '   ' })).toBe('Please enter your Early Bird code');
    expect(earlyBirdVerifyRequestSchema.parse({ code: ' abc ' }).code).toBe('abc');
  });

  it('checks a temporary checkout like the registration that follows it (doc 1 §5)', () => {
    const valid = { planId: 'Pro', userEmail: ' Ada@Example.COM ', userName: ' Ada ', password: 'longenough' };
    expect(tempCheckoutRequestSchema.parse(valid)).toEqual({ planId: 'pro', userEmail: 'ada@example.com', userName: 'Ada', password: 'longenough' });
    expect(firstMessage(tempCheckoutRequestSchema, { ...valid, planId: '' })).toBe('Please select a plan to continue');
    expect(firstMessage(tempCheckoutRequestSchema, { ...valid, userName: 'A' })).toBe('Name must be at least 2 characters long');
    expect(firstMessage(tempCheckoutRequestSchema, { ...valid, userEmail: 'nope' })).toBe('Please provide a valid email address');
    expect(firstMessage(tempCheckoutRequestSchema, { ...valid, password: 'short' })).toBe('Password must be at least 8 characters long');
    expect(firstMessage(tempCheckoutRequestSchema, { ...valid, password: undefined })).toBe('Password is required');
  });

  it('takes the upgrade target as planId or planSlug', () => {
    expect(checkoutRequestSchema.parse({ planId: 'pro' })).toEqual({ planSlug: 'pro', earlyBirdCode: undefined });
    expect(checkoutRequestSchema.parse({ planSlug: 'enterprise' }).planSlug).toBe('enterprise');
    expect(firstMessage(checkoutRequestSchema, {})).toBe('Please select a plan to continue');
  });

  it('asks to restart the registration when verify-payment has no session id', () => {
    expect(firstMessage(verifyPaymentRequestSchema, {})).toBe('No payment session found. Please restart the registration process.');
  });
});

describe('billing routes', () => {
  it('declares every billing route once, all under /api, in the OpenAPI document', () => {
    const keys = billingRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(billingRoutes.every((r) => r.path.startsWith('/api/') && r.service === 'billing')).toBe(true);
    const doc = buildOpenApiDocument({ title: 't', version: '1' });
    expect(doc.paths['/api/stripe/local-checkout/{sessionId}/pay']).toHaveProperty('post');
    expect(doc.paths['/api/admin/plans/{id}/modules']).toHaveProperty('put');
    expect(keys).toEqual(
      expect.arrayContaining([
        'get /api/plans/public',
        'get /api/plans/public/free',
        'get /api/plans/user/current',
        'post /api/plans/early-bird/verify',
        'post /api/admin/plans/sync-stripe',
        'post /api/stripe/webhook',
        'get /api/stripe/local-checkout/{sessionId}',
      ]),
    );
  });
});
