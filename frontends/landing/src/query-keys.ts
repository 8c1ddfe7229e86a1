/**
 * Every TanStack Query key of the landing remote, derived from the routes it reads (`routeKey`: `[path template,
 * params, query]`). The query cache is the shell's, shared with the dashboard, and handed from the server render
 * (prerender/render.tsx) to the browser, so both sides take their keys from here.
 */
import { routeKey } from '@liquify/api-client';
import { planRoutes, publicCatalogueRoutes } from '@liquify/contracts/routes';
import { LANDING_MODULE_FETCH_LIMIT, SHOWCASE_SECTION_FETCH_LIMIT } from './pages/home/home.const';

/** GET /modules' query of the hero and the library showcase (page 1, limit 10000). */
export const LANDING_MODULES_QUERY = { page: 1, limit: LANDING_MODULE_FETCH_LIMIT };
/** GET /sections' query of the library showcase. */
export const SHOWCASE_SECTIONS_QUERY = { page: 1, limit: SHOWCASE_SECTION_FETCH_LIMIT };

/**
 * The landing caches the catalogue lists as `getModules`/`getSections` read them (their `data` only), not as the
 * dashboard does, so those keys end with 'landing': the same route and query never holds two shapes.
 */
const LANDING_VIEW = 'landing';

export const landingQueryKeys = {
  modules: [...routeKey(publicCatalogueRoutes.modules, undefined, LANDING_MODULES_QUERY), LANDING_VIEW] as const,
  sections: [...routeKey(publicCatalogueRoutes.sections, undefined, SHOWCASE_SECTIONS_QUERY), LANDING_VIEW] as const,
  /** The public plans as `getPublicPlans()` answers them: the pricing section, the sign-up plan step and the dashboard share it. */
  plans: routeKey(planRoutes.listPublic),
  /** Not a call: the hero strip's random seed, kept in the cache so the server render hands it to the browser. */
  heroSeed: ['landing', 'hero-seed'] as const,
};
