/**
 * Renders a remote's page the way the shell does, for the remotes' tests: a router at `path` (the page
 * mounted at `route`), a query client without retries, the session over a fake API answering `routes`
 * (signed in: a stored token) and the remote's own providers. Any other location renders
 * `<p data-testid="landed">` with the path and query it landed on.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionProvider } from '@liquify/session';
import { fakeApi, type FakeRoute } from '../../api-client/testing/fake-api';

export { fail, ok } from '../../api-client/testing/fake-api';
export type { FakeRoute } from '../../api-client/testing/fake-api';

function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search}
    </p>
  );
}

export interface RenderRemoteOptions {
  path: string;
  route?: string;
  routes: Record<string, FakeRoute>;
  /** The remote's providers (toasts, dialogs), inside the session as in the shell. */
  Providers: ComponentType<{ children: ReactNode }>;
  /** Paths inside `route` that another remote serves in the real shell (admin: /admin/login): they render "landed". */
  elsewhere?: string[];
}

export function renderRemote(page: ReactElement, { path, route = path, routes, Providers, elsewhere = [] }: RenderRemoteOptions) {
  localStorage.setItem('authToken', 'test-token');
  const { api, calls } = fakeApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider api={api}>
          <Providers>
            <Routes>
              <Route path={route} element={page} />
              {elsewhere.map((other) => (
                <Route key={other} path={other} element={<Elsewhere />} />
              ))}
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </Providers>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, api, calls, queryClient };
}
