import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureApiClient } from '@liquify/api-client';
import { applyStoredAppearance } from '@liquify/ui/core';
import { App, createAppQueryClient } from './app';
import type { AppConfig } from './app-config';
import { readPrerendered } from './prerendered';
import { preloadRemotePage } from './remote-page';
import { publicPageFor, signedInPageFor } from './user-area';

/**
 * `configLoading`: /app-config.json, its remotes already registered (main.ts). `painted`: the prerendered
 * page's first paint (prerendered.ts afterFirstPaint), which hydration waits for.
 */
export async function start(configLoading: Promise<AppConfig>, painted: Promise<void> = Promise.resolve()) {
  // The remembered theme (Settings > Appearance) applies before anything renders.
  applyStoredAppearance();
  const config = await configLoading;
  const api = configureApiClient({ apiBase: config.apiBase });
  // A signed-in page starts running while the stored token is checked (GET /auth/me), not after: the
  // session gate then renders a page whose code, and the data it asks for first, are on their way.
  const page = signedInPageFor(window.location.pathname);
  if (page) void preloadRemotePage(page.remote, page.expose);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const queryClient = createAppQueryClient();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App api={api} queryClient={queryClient} />
      </BrowserRouter>
    </StrictMode>
  );
  // A public page sent as HTML (prerendered.ts) is hydrated: its data and its code first, so the first render
  // is that page as the server rendered it, and nothing on screen moves.
  const prerendered = readPrerendered(document, window.location, globalThis.localStorage);
  const publicPage = prerendered && publicPageFor(prerendered.path);
  if (prerendered && publicPage) {
    const ready = await preloadRemotePage(publicPage.remote, publicPage.expose).then(
      () => true,
      () => false,
    );
    if (ready) {
      await painted;
      hydrate(queryClient, prerendered.state as DehydratedState);
      hydrateRoot(container, app);
      return;
    }
  }
  createRoot(container).render(app);
}
