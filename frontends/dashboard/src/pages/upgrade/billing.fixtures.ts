/** Plans and users as the API answers them, for the settings and upgrade tests. */
const features = (moduleLimit: number, sectionLimit: number, storeLimit: number) => ({
  moduleLimit,
  sectionLimit,
  storeLimit,
  apiCallLimit: 1000,
  supportLevel: 'email',
  customBranding: false,
  advancedAnalytics: false,
  prioritySupport: storeLimit === -1,
  customDomain: false,
  whiteLabel: false,
  teamMembers: 1,
  storageLimit: 100,
});

const plan = (slug: string, name: string, price: number, sortOrder: number, limits: [number, number, number]) => ({
  _id: `plan-${slug}`,
  slug,
  name,
  description: `${name} plan`,
  price,
  currency: 'USD',
  billingCycle: 'monthly' as const,
  isPopular: slug === 'pro',
  isActive: true,
  sortOrder,
  features: features(...limits),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const PLANS = [
  plan('free', 'Free', 0, 1, [5, 10, 1]),
  plan('pro', 'Pro', 29, 2, [50, 50, 3]),
  plan('enterprise', 'Enterprise', 99, 3, [-1, -1, -1]),
  { ...plan('early-bird', 'Early Bird', 49, 4, [-1, -1, -1]), billingCycle: 'lifetime' as const },
  plan('agency', 'Agency', 199, 5, [-1, -1, -1]),
  plan('studio', 'Studio', 299, 6, [-1, -1, -1]),
];

export const userPlan = (slug: string, over: Record<string, unknown> = {}) => {
  const p = PLANS.find((x) => x.slug === slug)!;
  return { ...p, allowedModules: [], allowedSections: [], subscriptionStatus: 'active', currentPeriodEnd: null, ...over };
};

export const ADA = {
  _id: 'u1',
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'user',
  fullName: 'Ada Lovelace',
  company: 'Engines Ltd',
  website: 'https://ada.example.com',
  bio: 'Analyst',
  subscription: { plan: 'free', status: 'active', features: features(5, 10, 1) },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
