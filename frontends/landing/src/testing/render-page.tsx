import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ApiClient } from '@liquify/api-client';
import { SessionProvider } from '@liquify/session';

/** Stands in for the pages a flow navigates to, naming where the router went. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {name} {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders a page at `path` the way the shell does: inside a router, a query client and the session.
 * Other routes render a marker so tests can assert where the page navigated.
 */
export function renderPage(page: ReactElement, { path, route, api }: { path: string; route: string; api: ApiClient }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider api={api}>
          <Routes>
            <Route path={route} element={page} />
            <Route path="*" element={<Landing name="elsewhere" />} />
          </Routes>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
