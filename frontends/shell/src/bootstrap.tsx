import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureApiClient } from '@liquify/api-client';
import { applyStoredAppearance } from '@liquify/ui';
import { App } from './app';
import { loadAppConfig } from './app-config';
import { registerAppRemotes } from './federation';

async function start() {
  // The remembered theme (Settings > Appearance) applies before anything renders.
  applyStoredAppearance();
  const config = await loadAppConfig();
  const api = configureApiClient({ apiBase: config.apiBase });
  registerAppRemotes(config.remotes);
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

void start();
