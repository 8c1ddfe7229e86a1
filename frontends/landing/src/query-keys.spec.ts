import { landingQueryKeys } from './query-keys';

describe('landing query keys', () => {
  it("start with their route's path template and the query the call sends", () => {
    expect(landingQueryKeys.plans).toEqual(['/api/plans/public']);
    expect(landingQueryKeys.modules.slice(0, 3)).toEqual(['/api/modules', {}, { page: 1, limit: 10000 }]);
    expect(landingQueryKeys.sections.slice(0, 3)).toEqual(['/api/sections', {}, { page: 1, limit: 1000 }]);
  });

  it("mark the catalogue lists as the landing's own shape (the dashboard keys the same route and query in another)", () => {
    // The dashboard keeps GET /sections?page=1&limit=1000 as { data, total } under ['/api/sections', {}, query].
    expect(landingQueryKeys.sections).toHaveLength(4);
    expect(landingQueryKeys.sections[3]).toBe('landing');
    expect(landingQueryKeys.modules[3]).toBe('landing');
  });
});
