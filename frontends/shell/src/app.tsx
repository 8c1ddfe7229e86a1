import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ApiClient } from '@liquify/api-client';
import { SessionProvider, useSession } from '@liquify/session';
import { ErrorBoundary, FullPageSpinner } from '@liquify/ui/core';
import { AppRoutes } from './app-routes';
import { RemoteLoaderProvider, type RemoteLoader } from './remote-page';

/** While the session loads (stored token being checked), the whole app shows a full-page spinner. */
function SessionGate({ children }: { children: ReactNode }) {
  const { loading } = useSession();
  return loading ? <FullPageSpinner /> : <>{children}</>;
}

export interface AppProps {
  api: ApiClient;
  /** Defaults to module federation; tests pass their own. */
  remoteLoader?: RemoteLoader;
  queryClient?: QueryClient;
}

/** The app's server-state cache (bootstrap.tsx makes it first when it hydrates a page's prerendered data). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } });
}

/** Everything inside the router: error boundary, server-state cache, session, route table. */
export function App({ api, remoteLoader, queryClient: givenClient }: AppProps) {
  const [queryClient] = useState(() => givenClient ?? createAppQueryClient());
  const routes = <AppRoutes />;
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <SessionProvider api={api}>
          <SessionGate>
            {remoteLoader ? <RemoteLoaderProvider value={remoteLoader}>{routes}</RemoteLoaderProvider> : routes}
          </SessionGate>
        </SessionProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
