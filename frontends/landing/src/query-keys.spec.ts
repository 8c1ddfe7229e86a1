import { routeKey } from '@liquify/api-client';
import { planRoutes, publicCatalogueRoutes } from '@liquify/contracts/routes';
import { LANDING_MODULES_KEY, LANDING_MODULES_QUERY, PUBLIC_PLANS_KEY, SHOWCASE_SECTIONS_KEY, SHOWCASE_SECTIONS_QUERY } from './query-keys';

describe('landing query keys', () => {
  it("are routeKey's keys of the routes the landing reads, with the query each call sends", () => {
    expect(PUBLIC_PLANS_KEY).toEqual(routeKey(planRoutes.listPublic));
    expect(LANDING_MODULES_KEY.slice(0, 3)).toEqual(routeKey(publicCatalogueRoutes.modules, {}, LANDING_MODULES_QUERY));
    expect(SHOWCASE_SECTIONS_KEY.slice(0, 3)).toEqual(routeKey(publicCatalogueRoutes.sections, {}, SHOWCASE_SECTIONS_QUERY));
    expect(LANDING_MODULES_QUERY).toEqual({ page: 1, limit: 10000 });
  });

  it("mark the catalogue lists as the landing's own shape (the dashboard keys the same route and query in another)", () => {
    // The dashboard keeps GET /sections?page=1&limit=1000 as { data, total } under ['/api/sections', {}, query].
    expect(SHOWCASE_SECTIONS_KEY).toHaveLength(4);
    expect(SHOWCASE_SECTIONS_KEY[3]).toBe('landing');
    expect(LANDING_MODULES_KEY[3]).toBe('landing');
  });
});
