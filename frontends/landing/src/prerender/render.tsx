/**
 * Server rendering of the public pages (/ and /auth), built for Node into dist/ssr/render.cjs
 * (rspack.ssr.config.mjs) and run by the gateway (gateway/src/frontends/public-pages.ts), which sends the
 * result as the page's first HTML: the hero, the module strip and the plans paint before any JavaScript.
 *
 * The data comes through the same API client and query keys as in the browser; the query cache is handed
 * over with the HTML (`state`), so the browser's first render is the same as this one and React hydrates it
 * (frontends/shell/src/bootstrap.tsx) instead of painting it again. The cache is then as old as the render:
 * the page's queries refetch at once and show newer plans or modules if there are any.
 */
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { ApiClient } from '@liquify/api-client';
import { SessionProvider } from '@liquify/session';
import AuthPage from '../pages/auth/AuthPage';
import HomePage from '../pages/home/HomePage';
import { HERO_SEED_KEY, LANDING_MODULES_KEY, LANDING_MODULES_QUERY, PUBLIC_PLANS_KEY } from '../query-keys';

export interface RenderOptions {
  /** Where the page's API calls go, e.g. the gateway's own `http://127.0.0.1:8080/api`. */
  apiBase: string;
  fetch?: typeof fetch;
  /** The hero strip's seed (its random order); the caller draws it, so it can vary from one render to the next. */
  seed: number;
}

export interface RenderedPage {
  /** The markup of the app's root element (what goes inside `<div id="root">`). */
  html: string;
  /** The query cache the markup was rendered from, for the browser's first render. */
  state: DehydratedState;
}

interface PublicPage {
  Component: ComponentType;
  /** Fills the query cache with what the page shows on arrival. */
  load(client: QueryClient, api: ApiClient, seed: number): Promise<void>;
}

const loadPlans = (client: QueryClient, api: ApiClient) => client.fetchQuery({ queryKey: PUBLIC_PLANS_KEY, queryFn: () => api.getPublicPlans() });

/** The routes rendered ahead (their paths are the shell's routes for the same pages). */
export const PUBLIC_PAGES: Record<string, PublicPage> = {
  '/': {
    Component: HomePage,
    async load(client, api, seed) {
      client.setQueryData(HERO_SEED_KEY, seed);
      await Promise.all([
        client.fetchQuery({ queryKey: LANDING_MODULES_KEY, queryFn: async () => (await api.getModules(LANDING_MODULES_QUERY)).data }),
        loadPlans(client, api),
      ]);
    },
  },
  '/auth': {
    Component: AuthPage,
    async load(client, api) {
      await loadPlans(client, api);
    },
  },
};

/** Renders until no part of the page suspends (each render loads the lazy parts it meets). */
const MAX_RENDERS = 3;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `path` for an anonymous visitor, its lazy parts included (React waits for them). Rejects when a
 * query the page needs fails: the caller then serves the app's plain document instead.
 */
export async function renderPublicPage(path: string, options: RenderOptions): Promise<RenderedPage> {
  const page = PUBLIC_PAGES[path];
  if (!page) throw new Error(`${path} is not rendered ahead`);
  const api = new ApiClient({ apiBase: options.apiBase, fetch: options.fetch, getToken: () => null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await page.load(client, api, options.seed);
  const { Component } = page;
  const tree = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider api={api}>
          <Component />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  // A part written after its fallback comes with an inline script that swaps them, which the site's CSP
  // (script-src 'self') blocks: the markup must hold every part in place. A lazy part met for the first time
  // may suspend; a later render finds it loaded.
  let html = '';
  for (let attempt = 0; attempt < MAX_RENDERS; attempt += 1) {
    // progressiveChunkSize: large boundaries are written in place too, not outlined behind a swapping script.
    html = await streamToString((await prerenderToNodeStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude);
    if (!html.includes('<script')) break;
  }
  if (html.includes('<script')) throw new Error(`${path} still suspends after ${MAX_RENDERS} renders`);
  const state = dehydrate(client);
  client.clear();
  return { html, state };
}

export { criticalCss } from './critical-css';
