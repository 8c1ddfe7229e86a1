/**
 * Renders admin pages the way the shell does: a router at `path`, a query client, the session (signed
 * in as an admin with a stored token) and the remote's providers (toasts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionProvider } from '@liquify/session';
import { fakeApi, ok, type FakeRoute } from '../../../../libs/api-client/testing/fake-api';
import { AdminProviders } from '../app/providers';

export { fail, ok } from '../../../../libs/api-client/testing/fake-api';

export const TEST_ADMIN = { _id: '64b7f0c2a1b2c3d4e5f6a7b8', name: 'Grace Hopper', email: 'grace@example.com', role: 'admin' };

export function baseRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    'GET /auth/me': () => ok({ user: TEST_ADMIN }),
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

export function renderAdmin(
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
          <AdminProviders>
            <Routes>
              <Route path={route} element={page} />
              {/* On the landing remote in the real shell. */}
              <Route path="/admin/login" element={<Elsewhere />} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </AdminProviders>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, api, calls, queryClient };
}
