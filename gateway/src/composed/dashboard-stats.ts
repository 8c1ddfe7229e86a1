import {
  DASHBOARD_PARTS,
  DASHBOARD_SOURCES,
  DASHBOARD_TOP_CATEGORIES,
  moduleStatsSchema,
  sectionStatsSchema,
  userStatsSchema,
  type DashboardPart,
  type DashboardRecentItem,
  type DashboardRecentUser,
  type DashboardStats,
} from '@liquify/contracts';
import type { z } from 'zod';
import { asArray, Json, PartFailure, PoolOf, readUpstream, str } from './upstream-read';

export type { PoolOf } from './upstream-read';

const dateOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The `data` of a service's answer, read with that route's own contract schema. */
function dataOf<T extends z.ZodType>(schema: T, body: Json): z.output<T> {
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) throw new PartFailure('unexpected answer');
  return parsed.data;
}

/** Each part's shape from its service's answer body (the service's own contract). */
const SHAPE: { [P in DashboardPart]: (body: Json) => NonNullable<DashboardStats[P]> } = {
  users: (body) => {
    const d = dataOf(userStatsSchema, body);
    return { total: d.totalUsers, admins: d.adminUsers, regular: d.regularUsers, activeSubscriptions: d.activeSubscriptions, verified: d.verifiedUsers, newThisMonth: d.newThisMonth };
  },
  recentUsers: (body) =>
    asArray(body.data).map(
      (u): DashboardRecentUser => ({ _id: str(u._id ?? u.id), name: str(u.name), email: str(u.email), role: str(u.role), createdAt: dateOrNull(u.createdAt) }),
    ),
  modules: (body) => {
    const d = dataOf(moduleStatsSchema, body);
    return { total: d.total, published: d.published, draft: d.draft, featured: d.featured, categories: d.categories.slice(0, DASHBOARD_TOP_CATEGORIES) };
  },
  recentModules: (body) => asArray(body.modules).map(recentItem),
  sections: (body) => {
    const d = dataOf(sectionStatsSchema, body);
    return {
      total: d.totalSections,
      published: d.publishedSections,
      draft: d.draftSections,
      featured: d.featuredSections,
      categories: d.categories.slice(0, DASHBOARD_TOP_CATEGORIES),
    };
  },
  recentSections: (body) => asArray(body.sections).map(recentItem),
  plans: (body) => {
    const plans = asArray(body.data);
    return { active: plans.filter((p) => p.isActive === true).length, total: plans.length };
  },
};

function recentItem(item: Json): DashboardRecentItem {
  return {
    _id: str(item._id ?? item.id),
    title: str(item.title),
    slug: str(item.slug),
    status: str(item.status),
    category: typeof item.category === 'string' ? item.category : null,
    createdAt: dateOrNull(item.createdAt),
  };
}

function readPart(part: DashboardPart, poolOf: PoolOf, authorization: string, requestId: string, signal: AbortSignal): Promise<Json> {
  const source = DASHBOARD_SOURCES[part];
  return readUpstream(poolOf, source.service, source.path, authorization, requestId, signal);
}

/**
 * Reads every part at once, each bounded by `deadlineMs` (so the whole answer comes within one
 * request's time); a part that fails or is late is null and named in `missing`.
 */
export async function composeDashboardStats(poolOf: PoolOf, authorization: string, requestId: string, deadlineMs: number): Promise<DashboardStats> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deadlineMs);
  try {
    const settled = await Promise.all(
      DASHBOARD_PARTS.map(async (part) => {
        try {
          const body = await readPart(part, poolOf, authorization, requestId, controller.signal);
          return { part, value: SHAPE[part](body) as unknown, reason: null };
        } catch (err) {
          return { part, value: null, reason: err instanceof PartFailure ? err.message : 'unexpected answer' };
        }
      }),
    );
    const stats = { missing: [], generatedAt: new Date().toISOString() } as unknown as DashboardStats;
    for (const { part, value, reason } of settled) {
      (stats as Record<string, unknown>)[part] = value;
      if (reason !== null) stats.missing.push({ part, service: DASHBOARD_SOURCES[part].service, reason });
    }
    return stats;
  } finally {
    clearTimeout(timer);
  }
}
