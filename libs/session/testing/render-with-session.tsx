/**
 * Renders a page the way the shell does (router, query client, session), for the remotes' component
 * tests. Signed in by default: a token is stored and the fake API must answer GET /auth/me.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ApiClient } from '@liquify/api-client';
import { SessionProvider } from '../src/session';

/** Stands in for the pages a flow navigates to, naming where the router went. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search}
    </p>
  );
}

export interface RenderWithSessionOptions {
  api: ApiClient;
  /** The URL the page opens at. */
  path?: string;
  /** The route pattern the page is mounted on (e.g. /dashboard/stores/:id). */
  route?: string;
  /** Start signed in (a token is stored; the fake API must answer GET /auth/me). */
  signedIn?: boolean;
}

export function renderWithSession(page: ReactElement, { api, path = '/', route = '*', signedIn = true }: RenderWithSessionOptions) {
  if (signedIn) localStorage.setItem('authToken', 'test-token');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider api={api}>
          <Routes>
            <Route path={route} element={page} />
            {route === '*' ? null : <Route path="*" element={<Elsewhere />} />}
          </Routes>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...utils, queryClient };
}
