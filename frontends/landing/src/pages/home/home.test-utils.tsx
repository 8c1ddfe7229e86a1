/**
 * Test helpers for the landing page: the real API client pointed at a fake `fetch` (so the page is
 * tested through its true data path, only the network is replaced), a fresh QueryClient and a router.
 */
import { configureApiClient } from '@liquify/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** Answers per path (`/api/modules`, ...): a value, a function of the URL, or a promise that never settles. */
export type Routes = Record<string, FakeAnswer | ((url: URL) => FakeAnswer | Promise<FakeAnswer>)>;

export interface FakeApi {
  /** Every URL requested, in order. */
  calls: URL[];
}

export function serveApi(routes: Routes): FakeApi {
  const calls: URL[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const route = routes[url.pathname];
    if (!route)
      return fakeResponse({ status: 404, body: { success: false, error: `no route ${url.pathname}` } });
    const answer = typeof route === 'function' ? await route(url) : route;
    return fakeResponse(answer);
  }) as typeof fetch;
  configureApiClient({ apiBase: '/api', fetch: fetchImpl, getToken: () => null });
  return { calls };
}

function fakeResponse({ status = 200, body }: FakeAnswer): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
}

/** A promise that never settles: the request stays in flight for the whole test. */
export const pending = (): Promise<FakeAnswer> => new Promise(() => {});

export function renderPage(ui: ReactElement): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

let nextId = 0;
export function moduleFixture(overrides: Record<string, unknown> = {}) {
  nextId += 1;
  return {
    _id: `mod-${nextId}`,
    slug: `module-${nextId}`,
    title: `Module ${nextId}`,
    description: `Description of module ${nextId}`,
    category: 'Hero',
    thumbnail: `https://cdn.example.test/m${nextId}.png`,
    featured: false,
    rating: 4,
    ...overrides,
  };
}

export const modulesAnswer = (modules: unknown[]): FakeAnswer => ({
  body: { success: true, data: modules, pagination: { currentPage: 1, totalModules: modules.length } },
});

/** jsdom has no matchMedia; install one that answers `reduce` for prefers-reduced-motion as asked. */
export function mockReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}
