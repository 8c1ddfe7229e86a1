/**
 * Renders dashboard pages the way the shell does: a router at `path`, a query client, the session
 * (signed in as `user` with a stored token) and the remote's providers (toasts, upgrade dialog).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionProvider } from '@liquify/session';
import { fakeApi, ok, type FakeRoute } from '../../../../libs/api-client/testing/fake-api';
import { DashboardProviders } from '../app/providers';

export { fail, ok } from '../../../../libs/api-client/testing/fake-api';

export const TEST_USER = { _id: '64b7f0c2a1b2c3d4e5f6a7b8', name: 'Ada Lovelace', email: 'ada@example.com', role: 'user' };

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

function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search}
    </p>
  );
}

export function renderDashboard(
  page: ReactElement,
  { path, route = path, routes = baseRoutes() }: { path: string; route?: string; routes?: Record<string, FakeRoute> },
) {
  localStorage.setItem('authToken', 'test-token');
  const { api, calls } = fakeApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider api={api}>
          <DashboardProviders>
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </DashboardProviders>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, api, calls, queryClient };
}
