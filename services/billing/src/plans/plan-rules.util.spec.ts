import { Types } from 'mongoose';
import {
  allowsNewItem,
  deactivationMessage,
  initialAllowedIds,
  pickFreePlan,
  planChangesFor,
  planEventPayload,
  toAdminPlan,
  toPublicPlan,
  userPlanAccess,
  provisionalAccount,
} from './plan-rules.util';
import { SEED_PLANS } from './plans.seed-data';
import type { PlanDoc } from './plans.schema';

const plan = (over: Partial<PlanDoc> = {}): PlanDoc => ({
  _id: new Types.ObjectId('65f0000000000000000000aa'),
  ...SEED_PLANS[1],
  features: { ...SEED_PLANS[1].features },
  allowedModules: ['m1', 'm2'],
  allowedSections: ['s1'],
  stripeProductId: 'prod_1',
  stripePriceId: 'price_1',
  stripePriceKey: '2900:usd:month',
  revision: 3,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
  deletedAt: null,
  ...over,
});

describe('plan shapes', () => {
  it('answers public plans without allowed lists or provider ids', () => {
    const dto = toPublicPlan(plan());
    expect(dto).toMatchObject({ _id: '65f0000000000000000000aa', slug: 'pro', price: 29, isPopular: true, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(dto).not.toHaveProperty('allowedModules');
    expect(dto).not.toHaveProperty('stripePriceId');
  });

  it('answers admin plans with allowed ids, policy and price id', () => {
    expect(toAdminPlan(plan())).toMatchObject({ allowedModules: ['m1', 'm2'], allowedSections: ['s1'], newItemPolicy: { modules: 'all', sections: 'all' }, stripePriceId: 'price_1' });
  });

  it('publishes the full state with its revision', () => {
    expect(planEventPayload(plan())).toEqual({
      planId: '65f0000000000000000000aa',
      slug: 'pro',
      name: 'Pro',
      price: 29,
      currency: 'USD',
      billingCycle: 'monthly',
      isActive: true,
      features: SEED_PLANS[1].features,
      allowedModules: ['m1', 'm2'],
      allowedSections: ['s1'],
      revision: 3,
    });
  });
});

describe('seed plans (issue 4)', () => {
  it('are Free $0, Pro $29 monthly, Enterprise $99 monthly and Early Bird $99 lifetime, sorted 1..4', () => {
    expect(SEED_PLANS.map((p) => [p.name, p.slug, p.price, p.billingCycle, p.sortOrder])).toEqual([
      ['Free', 'free', 0, 'monthly', 1],
      ['Pro', 'pro', 29, 'monthly', 2],
      ['Enterprise', 'enterprise', 99, 'monthly', 3],
      ['Early Bird', 'early-bird', 99, 'lifetime', 4],
    ]);
  });

  it('carry the limits of the issue', () => {
    const [free, pro, enterprise, early] = SEED_PLANS;
    expect(free.features).toMatchObject({ moduleLimit: 5, sectionLimit: 3, storeLimit: 1 });
    expect(pro).toMatchObject({ isPopular: true, features: { moduleLimit: -1, sectionLimit: -1, storeLimit: 3 } });
    expect(enterprise.features).toMatchObject({ moduleLimit: -1, sectionLimit: -1, storeLimit: -1, apiCallLimit: -1, storageLimit: -1, prioritySupport: true });
    expect(early.features).toMatchObject({ moduleLimit: -1, sectionLimit: -1, storeLimit: 3, prioritySupport: true });
  });
});

describe('new catalogue items', () => {
  it('go to "all" plans, to "non-featured" plans unless featured, never to "none" plans', () => {
    expect(allowsNewItem('all', { featured: true })).toBe(true);
    expect(allowsNewItem('non-featured', { featured: false })).toBe(true);
    expect(allowsNewItem('non-featured', { featured: true })).toBe(false);
    expect(allowsNewItem('none', { featured: false })).toBe(false);
    expect(allowsNewItem(undefined, { featured: false })).toBe(false);
  });

  it('seed a plan from the published items by its policy', () => {
    const items = [
      { itemId: 'a', featured: false },
      { itemId: 'b', featured: true },
    ];
    expect(initialAllowedIds('all', items)).toEqual(['a', 'b']);
    expect(initialAllowedIds('non-featured', items)).toEqual(['a']);
    expect(initialAllowedIds('none', items)).toEqual([]);
  });
});

describe('plan updates', () => {
  it('keeps the provider price when only the name changes', () => {
    expect(planChangesFor(plan(), { name: 'Pro Plus' })).toEqual({ name: 'Pro Plus' });
  });

  it('drops the provider price when the price, currency or cycle changes', () => {
    expect(planChangesFor(plan(), { price: 39 })).toEqual({ price: 39, stripePriceId: null, stripePriceKey: null });
    expect(planChangesFor(plan(), { billingCycle: 'yearly' })).toMatchObject({ stripePriceId: null });
  });

  it('merges partial features into the stored ones', () => {
    expect(planChangesFor(plan(), { features: { storeLimit: 10 } })).toEqual({ features: { ...SEED_PLANS[1].features, storeLimit: 10 } });
  });

  it('answers null when nothing would change (a form sent back unchanged)', () => {
    const p = plan();
    expect(planChangesFor(p, { name: 'Pro', price: 29, features: { storeLimit: 3 }, allowedModules: ['m1', 'm2'] })).toBeNull();
  });

  it('replaces allowed lists and the new-item policy', () => {
    expect(planChangesFor(plan(), { allowedModules: ['m2'] })).toEqual({ allowedModules: ['m2'] });
    expect(planChangesFor(plan(), { newItemPolicy: { sections: 'none' } })).toEqual({ newItemPolicy: { modules: 'all', sections: 'none' } });
  });
});

describe('the user plan (doc 2 §3, §4)', () => {
  it('is "no active subscription" without an account or plan', () => {
    expect(userPlanAccess(null, { price: 0 })).toEqual({ ok: false });
    expect(userPlanAccess({ status: 'active' }, null)).toEqual({ ok: false });
  });

  it('answers an active paid plan, and refuses an inactive or cancelled one', () => {
    expect(userPlanAccess({ status: 'active' }, { price: 29 })).toEqual({ ok: true, subscriptionStatus: 'active', isActive: true });
    expect(userPlanAccess({ status: 'cancelled' }, { price: 29 })).toEqual({ ok: false });
    expect(userPlanAccess({ status: 'inactive' }, { price: 29 })).toEqual({ ok: false });
  });

  it('keeps the free plan usable whatever the status (isActive: active or free)', () => {
    expect(userPlanAccess({ status: 'inactive' }, { price: 0 })).toEqual({ ok: true, subscriptionStatus: 'inactive', isActive: true });
  });
});

describe('the provisional account of a user billing has not heard of yet (sign-up race)', () => {
  const end = new Date('2026-12-01T00:00:00Z');

  it('puts a just-registered user on the free plan, active, so their first dashboard has the free limits', () => {
    expect(provisionalAccount(null, null, { slug: 'free' })).toEqual({ plan: 'free', status: 'active', currentPeriodEnd: null });
  });

  it('puts a user whose paid sign-up checkout is known on the plan they paid for', () => {
    expect(provisionalAccount(null, { planSlug: 'pro', currentPeriodEnd: end }, { slug: 'free' })).toEqual({ plan: 'pro', status: 'active', currentPeriodEnd: end });
  });

  it('has no provisional account for a user billing already knows (live or deleted), nor without a free plan', () => {
    expect(provisionalAccount({ deletedAt: new Date() }, null, { slug: 'free' })).toBeNull();
    expect(provisionalAccount({ deletedAt: null }, { planSlug: 'pro', currentPeriodEnd: end }, { slug: 'free' })).toBeNull();
    expect(provisionalAccount(null, null, null)).toBeNull();
  });

  it('gives a provisional account that userPlanAccess answers (never the 422 the client does not retry)', () => {
    const account = provisionalAccount(null, null, { slug: 'free' });
    expect(userPlanAccess(account, { price: 0 })).toEqual({ ok: true, subscriptionStatus: 'active', isActive: true });
  });
});

describe('small rules', () => {
  it('picks the free plan by slug free, else starter', () => {
    expect(pickFreePlan([{ slug: 'starter' }, { slug: 'free' }])?.slug).toBe('free');
    expect(pickFreePlan([{ slug: 'pro' }, { slug: 'starter' }])?.slug).toBe('starter');
    expect(pickFreePlan([{ slug: 'pro' }])).toBeNull();
  });

  it('says that a plan in use was deactivated instead of deleted', () => {
    expect(deactivationMessage('Pro', 1)).toBe('Plan "Pro" is in use by 1 subscriber, so it was deactivated instead of deleted: it is no longer offered, and existing subscribers keep it.');
    expect(deactivationMessage('Pro', 3)).toContain('3 subscribers');
  });
});
