/**
 * Every TanStack Query key of the landing remote: `routeKey`'s `[path template, params, query]` of the routes it
 * reads. The query cache is the shell's, shared with the dashboard, and handed from the server render
 * (prerender/render.tsx) to the browser, so both sides take their keys from here.
 *
 * The path templates are checked against the route declarations at compile time (`satisfies`) and the keys against
 * `routeKey` in query-keys.spec.ts, without importing `@liquify/contracts/routes` here: this module is in the
 * first-load chunks of / and /auth, and that import would copy the route references into each of them beside the
 * ones the shared API client already holds.
 */
import type { planRoutes, publicCatalogueRoutes } from '@liquify/contracts/routes';
import { LANDING_MODULE_FETCH_LIMIT, SHOWCASE_SECTION_FETCH_LIMIT } from './pages/home/home.const';

type PathOf<R> = R extends { readonly path: infer P } ? P : never;
const PUBLIC_PLANS = '/api/plans/public' satisfies PathOf<typeof planRoutes.listPublic>;
const MODULES = '/api/modules' satisfies PathOf<typeof publicCatalogueRoutes.modules>;
const SECTIONS = '/api/sections' satisfies PathOf<typeof publicCatalogueRoutes.sections>;

/** GET /modules' query of the hero and the library showcase (page 1, limit 10000). */
export const LANDING_MODULES_QUERY = { page: 1, limit: LANDING_MODULE_FETCH_LIMIT };
/** GET /sections' query of the library showcase. */
export const SHOWCASE_SECTIONS_QUERY = { page: 1, limit: SHOWCASE_SECTION_FETCH_LIMIT };

/**
 * The landing caches the catalogue lists as `getModules`/`getSections` read them (their `data` only), not as the
 * dashboard does, so those keys end with 'landing': the same route and query never holds two shapes.
 */
const LANDING_VIEW = 'landing';

// Each key is its own export, so a page's chunk keeps only the keys it reads (/auth: the plans alone).
export const LANDING_MODULES_KEY = [MODULES, {}, LANDING_MODULES_QUERY, LANDING_VIEW] as const;
export const SHOWCASE_SECTIONS_KEY = [SECTIONS, {}, SHOWCASE_SECTIONS_QUERY, LANDING_VIEW] as const;
/** The public plans as `getPublicPlans()` answers them: the pricing section, the sign-up plan step and the dashboard share it. */
export const PUBLIC_PLANS_KEY = [PUBLIC_PLANS] as const;
/** Not a call: the hero strip's random seed, kept in the cache so the server render hands it to the browser. */
export const HERO_SEED_KEY = ['landing', 'hero-seed'] as const;
