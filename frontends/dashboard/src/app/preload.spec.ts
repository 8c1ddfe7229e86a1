import { configureApiClient } from '@liquify/api-client';
import { earlyRequestsFor, SESSION_CHECK_REQUEST } from '@liquify/contracts/rules';
import { forgetEarlyData, takeEarly } from '../api/early-data';
import { queryKeys } from '../api/query-keys';
import { preloadDashboardPage, preloadImage } from './preload';
import { dashboardRouteFor } from './routes';

afterEach(forgetEarlyData);

describe('preloading the first /dashboard page', () => {
  it('finds the page the router renders for a full path', () => {
    expect(dashboardRouteFor('/dashboard')?.path).toBe('');
    expect(dashboardRouteFor('/dashboard/')?.path).toBe('');
    expect(dashboardRouteFor('/dashboard/modules')?.path).toBe('modules');
    expect(dashboardRouteFor('/dashboard/modules/sticky-header')?.path).toBe('modules/:slug');
    expect(dashboardRouteFor('/dashboard/library/edit/section/s1')?.path).toBe('library/edit/section/:sectionId');
    expect(dashboardRouteFor('/dashboard/library/edit/m1')?.path).toBe('library/edit/:userModuleId');
    expect(dashboardRouteFor('/dashboard/nowhere/at/all')).toBeUndefined();
    expect(dashboardRouteFor('/help')).toBeUndefined();
  });

  it('requests the plan and, on /dashboard/modules, the catalogue, for their queries to take', async () => {
    const requested: string[] = [];
    configureApiClient({
      apiBase: '/api',
      fetch: (async (url: string) => {
        requested.push(String(url));
        const body = String(url).includes('/modules')
          ? { success: true, data: [{ _id: 'm1', title: 'Sticky Header' }], pagination: { totalModules: 1 } }
          : { success: true, data: { name: 'Free', allowedModules: [] } };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    preloadDashboardPage('/dashboard/modules');
    expect(requested.map((url) => url.replace(/\?.*/, ''))).toEqual(['/api/plans/user/current', '/api/modules']);
    expect(requested[1]).toContain('limit=1000');
    await expect(takeEarly(queryKeys.modules({}))).resolves.toEqual({ data: [{ _id: 'm1', title: 'Sticky Header' }], total: 1 });
    await expect(takeEarly(queryKeys.plan)).resolves.toMatchObject({ name: 'Free' });
  });

  it('requests nothing for a path no page serves, and no catalogue elsewhere', () => {
    const requested: string[] = [];
    configureApiClient({ apiBase: '/api', fetch: (async (url: string) => (requested.push(String(url)), new Response('{}'))) as typeof fetch });
    preloadDashboardPage('/dashboard/nowhere/at/all');
    expect(requested).toEqual([]);
    preloadDashboardPage('/dashboard/library');
    expect(requested.map((url) => url.replace(/\?.*/, ''))).toEqual(['/api/plans/user/current']);
    expect(takeEarly(queryKeys.modules({}))).toBeUndefined();
  });

  it("asks, on each first page, for exactly the URLs the shell requests early besides the session's check (so the client takes them instead of asking again)", () => {
    for (const pathname of ['/dashboard', '/dashboard/modules', '/dashboard/library', '/dashboard/modules/sticky-header']) {
      forgetEarlyData();
      const requested: string[] = [];
      configureApiClient({ apiBase: '/api', fetch: (async (url: string) => (requested.push(String(url)), new Response('{}'))) as typeof fetch });
      preloadDashboardPage(pathname);
      expect(requested).toEqual(earlyRequestsFor(pathname).filter((request) => request !== SESSION_CHECK_REQUEST).map(({ path }) => `/api${path}`));
    }
  });

  it("fetches the first row's thumbnails with the data, in the page's order (the plan's modules first), once, and not for a search", async () => {
    const modules = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ _id: id, title: id, thumbnail: `/api/catalogue-assets/thumbnails/modules/${id}.svg?v=1` }));
    modules[1].thumbnail = '';
    // The widest grid: a first row of four cards.
    setViewportWidth(1536);
    configureApiClient({
      apiBase: '/api',
      fetch: (async (url: string) => {
        const body = String(url).includes('/modules')
          ? { success: true, data: modules, pagination: { totalModules: modules.length } }
          : { success: true, data: { name: 'Free', allowedModules: [{ _id: 'f' }, { _id: 'e' }] } };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => new URL(link.href).pathname.split('/').pop());
    preloadDashboardPage('/dashboard/modules', '?search=countdown');
    await Promise.all([takeEarly(queryKeys.modules({})), takeEarly(queryKeys.plan)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual([]);
    forgetEarlyData();
    preloadDashboardPage('/dashboard/modules');
    preloadDashboardPage('/dashboard/modules');
    await Promise.all([takeEarly(queryKeys.modules({})), takeEarly(queryKeys.plan)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Allowed first (e, f in list order), then a; b has no thumbnail.
    expect(preloaded()).toEqual(['e.svg', 'f.svg', 'a.svg']);
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('fetchpriority')).toBe('high');
    preloadImage('/api/catalogue-assets/thumbnails/modules/e.svg?v=1');
    expect(preloaded()).toHaveLength(3);
    document.head.querySelectorAll('link[as="image"]').forEach((link) => link.remove());

    // On a phone the grid has one column: only the first card's thumbnail is fetched ahead.
    setViewportWidth(375);
    forgetEarlyData();
    preloadDashboardPage('/dashboard/modules');
    await Promise.all([takeEarly(queryKeys.modules({})), takeEarly(queryKeys.plan)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual(['e.svg']);
    document.head.querySelectorAll('link[as="image"]').forEach((link) => link.remove());
  });
});

const jsdomWidth = window.innerWidth;
function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}
afterEach(() => setViewportWidth(jsdomWidth));
