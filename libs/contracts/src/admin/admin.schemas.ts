import { z } from 'zod';

/**
 * GET /api/admin/stats/dashboard (doc 3 §2 Dashboard, §7): the one route the gateway composes itself, from
 * each service's own admin routes (below, `DASHBOARD_SOURCES`). A part whose service fails or is too slow is
 * null and named in `missing`; the answer is never a 500.
 */
export const DASHBOARD_PARTS = ['users', 'recentUsers', 'modules', 'recentModules', 'sections', 'recentSections', 'plans'] as const;
export type DashboardPart = (typeof DASHBOARD_PARTS)[number];

/** Where each part comes from: a route another service declares (same contracts), always with the caller's token. */
export const DASHBOARD_SOURCES: Record<DashboardPart, { service: 'identity' | 'catalogue' | 'billing'; path: string }> = {
  users: { service: 'identity', path: '/api/admin/users/stats/overview' },
  recentUsers: { service: 'identity', path: '/api/users?page=1&limit=5' },
  modules: { service: 'catalogue', path: '/api/admin/modules/stats/overview' },
  recentModules: { service: 'catalogue', path: '/api/admin/modules?page=1&limit=5' },
  sections: { service: 'catalogue', path: '/api/admin/sections/stats/overview' },
  recentSections: { service: 'catalogue', path: '/api/admin/sections?page=1&limit=5' },
  plans: { service: 'billing', path: '/api/admin/plans' },
};

/** How many recent users, modules and sections the dashboard lists. */
export const DASHBOARD_RECENT_COUNT = 5;
/** Doc 3 §9: the dashboard shows the top 5 module and section categories. */
export const DASHBOARD_TOP_CATEGORIES = 5;

export const dashboardRecentUserSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string(), createdAt: z.string().nullable() });
export const dashboardRecentItemSchema = z.object({ _id: z.string(), title: z.string(), slug: z.string(), status: z.string(), category: z.string().nullable(), createdAt: z.string().nullable() });
/** A category and how many items it holds (doc 3 §3 categories[{_id, count}]). */
export const dashboardCategorySchema = z.object({ _id: z.string(), count: z.number() });
const catalogueCounts = z.object({
  total: z.number(),
  published: z.number(),
  draft: z.number(),
  featured: z.number(),
  /** The top DASHBOARD_TOP_CATEGORIES categories, most items first. */
  categories: z.array(dashboardCategorySchema),
});

export const dashboardStatsSchema = z.object({
  users: z
    .object({ total: z.number(), admins: z.number(), regular: z.number(), activeSubscriptions: z.number(), verified: z.number(), newThisMonth: z.number() })
    .nullable(),
  recentUsers: z.array(dashboardRecentUserSchema).nullable(),
  modules: catalogueCounts.nullable(),
  recentModules: z.array(dashboardRecentItemSchema).nullable(),
  sections: catalogueCounts.nullable(),
  recentSections: z.array(dashboardRecentItemSchema).nullable(),
  plans: z.object({ active: z.number(), total: z.number() }).nullable(),
  /** Parts that could not be read in time, with the service and the reason. Empty when complete. */
  missing: z.array(z.object({ part: z.enum(DASHBOARD_PARTS), service: z.string(), reason: z.string() })),
  generatedAt: z.string(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
export type DashboardRecentUser = z.infer<typeof dashboardRecentUserSchema>;
export type DashboardRecentItem = z.infer<typeof dashboardRecentItemSchema>;
export type DashboardCategory = z.infer<typeof dashboardCategorySchema>;
export const dashboardStatsAnswerSchema = z.object({ success: z.literal(true), data: dashboardStatsSchema });
