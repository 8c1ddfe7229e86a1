/**
 * A first load of a /dashboard page: as soon as this remote's code is evaluated (the shell fetches it while
 * it checks the session), the page's own chunk and the data it shows first are requested, in parallel,
 * instead of one after the other once the page has rendered.
 */
import { getApiClient } from '@liquify/api-client';
import { catalogueApi } from '../api/catalogue';
import { fetchEarly } from '../api/early-data';
import { queryKeys } from '../api/query-keys';
import { fetchUserPlan } from '../shell/plan';
import { dashboardRouteFor } from './routes';

export function preloadDashboardPage(pathname: string): void {
  const route = dashboardRouteFor(pathname);
  if (!route) return;
  // A chunk that fails to load fails again, with its error page, when the page renders.
  route.load().catch(() => undefined);
  const api = getApiClient();
  // Every page's layout shows the plan (sidebar usage); the catalogue orders its modules by it.
  fetchEarly(queryKeys.plan, () => fetchUserPlan(api));
  if (route.path === 'modules') fetchEarly(queryKeys.modules({}), () => catalogueApi.modules(api));
}
