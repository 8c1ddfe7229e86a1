import { UNLIMITED, type BillingCycle, type NewItemPolicy, type PlanFeatures } from '@liquify/contracts';

export interface SeedPlan {
  name: string;
  slug: string;
  description: string;
  price: number;
  currency: 'USD';
  billingCycle: BillingCycle;
  isPopular: boolean;
  isActive: boolean;
  sortOrder: number;
  features: PlanFeatures;
  newItemPolicy: { modules: NewItemPolicy; sections: NewItemPolicy };
}

/**
 * The plans an empty database starts with (issue 4; spec doc 1 §3/§9 and the FAQ seed of doc 3 §9).
 * Allowed lists: Free gets every published item that is not featured (featured items are shown as "Pro"),
 * Pro, Enterprise and Early Bird get everything published. The lists themselves are explicit ids, filled
 * from the catalogue read model at seeding and kept up to date by `newItemPolicy` as items get published.
 */
export const SEED_PLANS: readonly SeedPlan[] = [
  {
    name: 'Free',
    slug: 'free',
    description: 'Get started with the essentials: 5 modules, 3 sections and 1 store.',
    price: 0,
    currency: 'USD',
    billingCycle: 'monthly',
    isPopular: false,
    isActive: true,
    sortOrder: 1,
    features: {
      moduleLimit: 5,
      sectionLimit: 3,
      storeLimit: 1,
      apiCallLimit: 1000,
      supportLevel: 'email',
      customBranding: false,
      advancedAnalytics: false,
      prioritySupport: false,
      customDomain: false,
      whiteLabel: false,
      teamMembers: 1,
      storageLimit: 100,
    },
    newItemPolicy: { modules: 'non-featured', sections: 'non-featured' },
  },
  {
    name: 'Pro',
    slug: 'pro',
    description: 'Unlimited modules and sections for growing stores, with up to 3 stores.',
    price: 29,
    currency: 'USD',
    billingCycle: 'monthly',
    isPopular: true,
    isActive: true,
    sortOrder: 2,
    features: {
      moduleLimit: UNLIMITED,
      sectionLimit: UNLIMITED,
      storeLimit: 3,
      apiCallLimit: 10000,
      supportLevel: 'chat',
      customBranding: true,
      advancedAnalytics: true,
      prioritySupport: false,
      customDomain: false,
      whiteLabel: false,
      teamMembers: 3,
      storageLimit: 1000,
    },
    newItemPolicy: { modules: 'all', sections: 'all' },
  },
  {
    name: 'Enterprise',
    slug: 'enterprise',
    description: 'Unlimited everything for agencies and large catalogues, with priority support.',
    price: 99,
    currency: 'USD',
    billingCycle: 'monthly',
    isPopular: false,
    isActive: true,
    sortOrder: 3,
    features: {
      moduleLimit: UNLIMITED,
      sectionLimit: UNLIMITED,
      storeLimit: UNLIMITED,
      apiCallLimit: UNLIMITED,
      supportLevel: 'priority',
      customBranding: true,
      advancedAnalytics: true,
      prioritySupport: true,
      customDomain: true,
      whiteLabel: true,
      teamMembers: 25,
      storageLimit: UNLIMITED,
    },
    newItemPolicy: { modules: 'all', sections: 'all' },
  },
  {
    name: 'Early Bird',
    slug: 'early-bird',
    description: 'Limited lifetime offer: unlimited modules and sections, 3 stores and priority support, paid once.',
    price: 99,
    currency: 'USD',
    billingCycle: 'lifetime',
    isPopular: false,
    isActive: true,
    sortOrder: 4,
    features: {
      moduleLimit: UNLIMITED,
      sectionLimit: UNLIMITED,
      storeLimit: 3,
      apiCallLimit: 10000,
      supportLevel: 'priority',
      customBranding: true,
      advancedAnalytics: true,
      prioritySupport: true,
      customDomain: false,
      whiteLabel: false,
      teamMembers: 1,
      storageLimit: 1000,
    },
    newItemPolicy: { modules: 'all', sections: 'all' },
  },
];
