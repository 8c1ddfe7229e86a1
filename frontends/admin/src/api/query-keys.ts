/**
 * The admin remote's TanStack Query keys (issue #27 item 2), each the `routeKey` of the route its query calls:
 * `[path template, params, query]`. A key is reached by invalidating any of its prefixes, so `routeKey(route)`
 * reaches every query of that route. A change reaches its screen's `scope`: every query the change can alter.
 */
import type { QueryKey } from '@tanstack/react-query';
import { routeKey } from '@liquify/api-client';
import type { AnalyticsPeriod, TrashKind } from '@liquify/contracts';
import {
  adminBillingRoutes,
  adminFaqRoutes,
  adminGatewayRoutes,
  adminModuleRoutes,
  adminPlanRoutes,
  adminSectionRoutes,
  adminTicketRoutes,
  auditLogRoute,
  billingRevenueRoute,
  supportContactRoute,
  supportFaqRoutes,
  userRoutes,
  type CallableRoute,
} from '@liquify/contracts/routes';
import { ALL_MODULES_QUERY } from './modules';
import type { PlanItemKind } from './plans';
import { FAQ_ADMIN_LIMIT } from './support';

/**
 * The admin reads two public routes the dashboard reads too (the FAQ, the support e-mail) with its own messages
 * and shapes; their keys end with 'admin' so the shell's one cache never holds two shapes under one key.
 */
const ADMIN_VIEW = 'admin';

const modulesList = routeKey(adminModuleRoutes.list);
const sectionsList = routeKey(adminSectionRoutes.list);
const usersList = routeKey(userRoutes.list);
const plansList = routeKey(adminPlanRoutes.list);
const ticketsList = routeKey(adminTicketRoutes.list);
const planItems = { modules: adminPlanRoutes.modules, sections: adminPlanRoutes.sections } as const;

export const adminKeys = {
  dashboard: routeKey(adminGatewayRoutes.dashboardStats),
  /** The revenue of a window: keyed by its first day (the window ends now), none for billing's default. */
  revenue: (fromDay: string | undefined) => routeKey(billingRevenueRoute, {}, fromDay ? { from: fromDay } : {}),
  /** One analytics source over a period (the range sent is computed from the period when it is fetched). */
  analytics: (route: CallableRoute, period: AnalyticsPeriod) => routeKey(route, {}, { period }),
  search: (q: string) => routeKey(adminGatewayRoutes.search, {}, { q }),
  auditLog: routeKey(auditLogRoute),
  modules: {
    /** The paged list (the list hook adds its page and filters) and, under it, every module (`all`). */
    list: modulesList,
    all: routeKey(adminModuleRoutes.list, {}, ALL_MODULES_QUERY),
    stats: routeKey(adminModuleRoutes.stats),
    bySlug: (slug: string | undefined) => routeKey(adminModuleRoutes.bySlug, { slug: slug ?? '' }),
    scope: [modulesList, routeKey(adminModuleRoutes.stats), routeKey(adminModuleRoutes.bySlug)],
  },
  sections: {
    list: sectionsList,
    stats: routeKey(adminSectionRoutes.stats),
    scope: [sectionsList, routeKey(adminSectionRoutes.stats)],
  },
  users: {
    list: usersList,
    stats: routeKey(userRoutes.stats),
    scope: [usersList, routeKey(userRoutes.stats)],
  },
  plans: {
    list: plansList,
    syncState: routeKey(adminPlanRoutes.syncState),
    /** The edit page's plan. */
    byId: (id: string) => routeKey(adminPlanRoutes.get, { id }),
    items: (id: string, kind: PlanItemKind) => routeKey(planItems[kind], { id }),
    scope: [plansList, routeKey(adminPlanRoutes.syncState), routeKey(adminPlanRoutes.get), routeKey(planItems.modules), routeKey(planItems.sections)],
  },
  support: {
    /** The tickets tab's list (the list hook adds its page and filters) and, under it, the ticket page's neighbours. */
    tickets: ticketsList,
    neighbours: (query: { page: number; search?: string; status?: string }) => routeKey(adminTicketRoutes.list, {}, query),
    ticket: (id: string) => routeKey(adminTicketRoutes.get, { id }),
    faq: [...routeKey(supportFaqRoutes.list, {}, { limit: FAQ_ADMIN_LIMIT }), ADMIN_VIEW] as const,
    staff: routeKey(adminTicketRoutes.staff),
    stats: routeKey(adminTicketRoutes.stats),
    /** Everything the support screens read (a ticket change reaches all of it). */
    scope: [ticketsList, routeKey(adminTicketRoutes.get), routeKey(supportFaqRoutes.list), routeKey(adminTicketRoutes.staff), routeKey(adminTicketRoutes.stats)],
  },
  notifications: {
    tickets: (since: string) => routeKey(adminTicketRoutes.stats, {}, { since }),
    signups: (since: string) => routeKey(adminBillingRoutes.paidSignups, {}, { since }),
    scope: [routeKey(adminTicketRoutes.stats), routeKey(adminBillingRoutes.paidSignups)],
  },
  settings: {
    supportContact: [...routeKey(supportContactRoute.get), ADMIN_VIEW] as const,
    providerStatus: routeKey(adminBillingRoutes.providerStatus),
    earlyBirdCodes: routeKey(adminBillingRoutes.listCodes),
  },
  /** The trash screen's one query over the four kinds' trash routes. */
  trash: ['trash', ...[adminModuleRoutes.trash, adminSectionRoutes.trash, adminPlanRoutes.trashed, adminFaqRoutes.trashed].map((route) => route.path)] as const,
} satisfies Record<string, unknown>;

/** The lists a restore from the trash changes, so they show the item again at once. */
export const LISTS_OF_KIND: Record<TrashKind, readonly QueryKey[]> = {
  module: adminKeys.modules.scope,
  section: adminKeys.sections.scope,
  plan: adminKeys.plans.scope,
  faq: [adminKeys.support.faq],
};
