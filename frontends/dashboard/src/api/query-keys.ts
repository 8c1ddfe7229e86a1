/**
 * Every TanStack Query key of the dashboard remote, in one place and derived from the routes it reads
 * (`routeKey`: `[path template, params, query]`), so a page that changes data (adding to the library, creating
 * a store) invalidates exactly what other pages read, and invalidating a route's key reaches every query of it.
 * A key's query is the query its call sends (catalogue.ts, stores.api.ts, support.api.ts build both from one
 * object), so two screens asking the same thing share one cache entry.
 */
import type { QueryFilters } from '@tanstack/react-query';
import { routeKey } from '@liquify/api-client';
import {
  checkoutRoutes,
  libraryModuleRoutes,
  librarySectionRoutes,
  planRoutes,
  publicCatalogueRoutes,
  referralSummaryRoute,
  storeRoutes,
  supportContactRoute,
  supportFaqRoutes,
  supportTicketRoutes,
  userRoutes,
  type CallableRoute,
} from '@liquify/contracts/routes';
import { moduleListQuery, SECTION_LIST_QUERY, type ModuleListFilters } from './catalogue';

export const queryKeys = {
  plan: routeKey(planRoutes.current),
  /** The public plans as `getPublicPlans()` answers them; the landing keeps the same list under the same key. */
  publicPlans: routeKey(planRoutes.listPublic),
  /** GET /modules with the query `filters` send (catalogue.ts `moduleListQuery`). */
  modules: (filters: ModuleListFilters = {}) => routeKey(publicCatalogueRoutes.modules, undefined, moduleListQuery(filters)),
  module: (slug: string) => routeKey(publicCatalogueRoutes.module, { slug }),
  /** GET /sections with every section at once (catalogue.ts `SECTION_LIST_QUERY`). */
  sections: routeKey(publicCatalogueRoutes.sections, undefined, SECTION_LIST_QUERY),
  section: (slug: string) => routeKey(publicCatalogueRoutes.section, { slug }),
  libraryModules: routeKey(libraryModuleRoutes.list),
  librarySections: routeKey(librarySectionRoutes.list),
  libraryModule: (id: string) => routeKey(libraryModuleRoutes.get, { id }),
  librarySection: (id: string) => routeKey(librarySectionRoutes.get, { id }),
  moduleUpdate: (id: string) => routeKey(libraryModuleRoutes.previewUpdate, { id }),
  /** GET /stores' answer (list, stats, quota); the shell's store count (useStoreList) and the store pages share it. */
  stores: routeKey(storeRoutes.list),
  store: (id: string) => routeKey(storeRoutes.get, { id }),
  /** GET /stores/pickable with `query` (stores.api.ts `pickableQuery`). */
  pickable: (query: object) => routeKey(storeRoutes.pickable, undefined, query),
  storesHolding: (entryId: string) => routeKey(storeRoutes.holding, { entryId }),
  profile: (id: string) => routeKey(userRoutes.get, { id }),
  /** GET /referrals/me: the referral popup's code and counts, per signed-in user. */
  referrals: (userId: string) => [...routeKey(referralSummaryRoute), userId] as const,
  billingDetails: routeKey(checkoutRoutes.details),
  subscription: routeKey(checkoutRoutes.subscription),
  /** GET /support/faq with `query` (support.api.ts `faqQuery`). */
  faq: (query: object) => routeKey(supportFaqRoutes.list, undefined, query),
  faqCategories: routeKey(supportFaqRoutes.categories),
  /** GET /support/tickets with `query` (support.api.ts `ticketListQuery`); `allTickets` reaches every one. */
  tickets: (query: object) => routeKey(supportTicketRoutes.list, undefined, query),
  allTickets: routeKey(supportTicketRoutes.list),
  ticket: (id: string) => routeKey(supportTicketRoutes.get, { id }),
  ticketContext: routeKey(supportTicketRoutes.context),
  supportContact: routeKey(supportContactRoute.get),
  supportFigures: routeKey(supportFaqRoutes.figures),
};

/** The queries read from any of `routes` (each key starts with its route's path template). */
function readFrom(...routes: CallableRoute[]): Pick<QueryFilters, 'predicate'> {
  const paths = new Set<unknown>(routes.map((route) => route.path));
  return { predicate: (query) => paths.has(query.queryKey[0]) };
}

/** Filters for `invalidateQueries` that reach a group of routes several screens read. */
export const queryGroups = {
  /** Everything read from the stores: the list (and the shell's count), each store, its picker, the stores holding an entry. */
  stores: readFrom(storeRoutes.list, storeRoutes.get, storeRoutes.pickable, storeRoutes.holding),
  /** The FAQ lists (by category, search, popular) and the category counts. */
  faq: readFrom(supportFaqRoutes.list, supportFaqRoutes.categories),
};
