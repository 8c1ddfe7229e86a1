/**
 * Every TanStack Query key of the dashboard remote, in one place, so a page that changes data
 * (adding to the library, creating a store) invalidates exactly what other pages read.
 */
export const queryKeys = {
  plan: ['plan', 'current'] as const,
  publicPlans: ['plans', 'public'] as const,
  modules: (filters: { category?: string; search?: string; featured?: boolean } = {}) =>
    ['catalogue', 'modules', filters.category ?? '', filters.search ?? '', filters.featured ?? ''] as const,
  module: (slug: string) => ['catalogue', 'module', slug] as const,
  sections: ['catalogue', 'sections'] as const,
  section: (slug: string) => ['catalogue', 'section', slug] as const,
  libraryModules: ['library', 'modules'] as const,
  librarySections: ['library', 'sections'] as const,
  libraryModule: (id: string) => ['library', 'module', id] as const,
  librarySection: (id: string) => ['library', 'section', id] as const,
  library: ['library'] as const,
  /** GET /stores' `data` array (the store list); src/api/stores-count.ts and the store pages share it. */
  stores: ['stores'] as const,
  store: (id: string) => ['stores', id] as const,
  profile: (id: string) => ['profile', id] as const,
  /** GET /referrals/me: the referral popup's code and counts. */
  referrals: ['referrals', 'me'] as const,
};
