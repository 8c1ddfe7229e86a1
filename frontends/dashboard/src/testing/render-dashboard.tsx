/**
 * Renders dashboard pages the way the shell does (libs/ui/testing/render-remote): signed in as
 * TEST_USER, inside the dashboard remote's providers (toasts, upgrade dialog).
 */
import type { ReactElement } from 'react';
import { ok, renderRemote, type FakeRoute } from '../../../../libs/ui/testing/render-remote';
import { DashboardProviders } from '../app/providers';

export { fail, ok } from '../../../../libs/ui/testing/render-remote';

/** What /auth/me answers for a free user: the limits the dashboard shows are the user's own. */
export const TEST_USER = {
  _id: '64b7f0c2a1b2c3d4e5f6a7b8',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  subscription: { plan: 'free', status: 'active', features: { moduleLimit: 5, sectionLimit: 3, storeLimit: 1, apiCallLimit: 1000, supportLevel: 'email', customBranding: false, advancedAnalytics: false, prioritySupport: false, customDomain: false, whiteLabel: false, teamMembers: 1, storageLimit: 100 } },
};

export const FREE_PLAN = {
  _id: 'plan-free',
  name: 'Free',
  slug: 'free',
  description: 'Free plan',
  price: 0,
  currency: 'usd',
  billingCycle: 'monthly',
  isPopular: false,
  isActive: true,
  sortOrder: 0,
  features: { moduleLimit: 5, sectionLimit: 3, storeLimit: 1, apiCallLimit: 0, supportLevel: 'email', customBranding: false, advancedAnalytics: false, prioritySupport: false },
  allowedModules: [] as Array<{ _id: string; slug: string; title: string }>,
  allowedSections: [] as Array<{ _id: string; slug: string; title: string }>,
  subscriptionStatus: 'active',
  currentPeriodEnd: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Routes every dashboard page reads: the session, the plan, the library and the stores. */
export function baseRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /auth/me': () => ok({ user: TEST_USER }),
    'GET /plans/user/current': () => ({ status: 200, body: { success: true, data: FREE_PLAN, subscriptionStatus: 'active' } }),
    'GET /user-modules/library': () => ok([]),
    'GET /user-sections/library': () => ok([]),
    'GET /stores': () => ok([]),
    ...overrides,
  };
}

export function renderDashboard(page: ReactElement, { path, route, routes = baseRoutes() }: { path: string; route?: string; routes?: Record<string, FakeRoute> }) {
  return renderRemote(page, { path, route, routes, Providers: DashboardProviders });
}
