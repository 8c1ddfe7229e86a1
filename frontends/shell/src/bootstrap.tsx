import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureApiClient } from '@liquify/api-client';
import { applyStoredAppearance } from '@liquify/ui';
import { App } from './app';
import type { AppConfig } from './app-config';
import { preloadRemotePage } from './remote-page';
import { signedInPageFor } from './user-area';

/** `configLoading`: /app-config.json, its remotes already registered (main.ts). */
export async function start(configLoading: Promise<AppConfig>) {
  // The remembered theme (Settings > Appearance) applies before anything renders.
  applyStoredAppearance();
  const config = await configLoading;
  const api = configureApiClient({ apiBase: config.apiBase });
  // A signed-in page starts running while the stored token is checked (GET /auth/me), not after: the
  // session gate then renders a page whose code, and the data it asks for first, are on their way.
  const page = signedInPageFor(window.location.pathname);
  if (page) preloadRemotePage(page.remote, page.expose);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App api={api} />
      </BrowserRouter>
    </StrictMode>,
  );
}
