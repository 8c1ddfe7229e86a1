/**
 * A first load of a /dashboard page: as soon as this remote's code is evaluated (the shell fetches it while
 * it checks the session), the page's own chunk and the data it shows first are requested, in parallel,
 * instead of one after the other once the page has rendered.
 */
import { getApiClient } from '@liquify/api-client';
import { catalogueApi } from '../api/catalogue';
import { fetchEarly } from '../api/early-data';
import { queryKeys } from '../api/query-keys';
import { firstRowOf, gridColumnsAt } from '../pages/modules/catalogue-rules';
import { allowedIds, fetchUserPlan } from '../shell/plan';
import { dashboardRouteFor } from './routes';

/**
 * Fetches an image the page is about to show, ahead of the element that shows it (the largest paint of
 * /dashboard/modules is its first card's thumbnail, otherwise requested only once the list has rendered).
 */
export function preloadImage(url: string, doc: Document = document): void {
  const href = new URL(url, doc.baseURI).href;
  if ([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.href === href)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}

export function preloadDashboardPage(pathname: string, search = ''): void {
  const route = dashboardRouteFor(pathname);
  if (!route) return;
  // A chunk that fails to load fails again, with its error page, when the page renders.
  route.load().catch(() => undefined);
  const api = getApiClient();
  // Every page's layout shows the plan (sidebar usage); the catalogue orders its modules by it.
  const plan = fetchEarly(queryKeys.plan, () => fetchUserPlan(api));
  if (route.path !== 'modules') return;
  const catalogue = fetchEarly(queryKeys.modules({}), () => catalogueApi.modules(api));
  // A search from the top bar shows other cards first.
  if (new URLSearchParams(search).has('search')) return;
  Promise.all([catalogue, plan])
    .then(([modules, userPlan]) => {
      for (const module of firstRowOf(modules.data, allowedIds(userPlan, 'modules'), gridColumnsAt(window.innerWidth))) if (module.thumbnail) preloadImage(module.thumbnail);
    })
    // The page's own queries report a failed request.
    .catch(() => undefined);
}
