/**
 * The admin statistics windows, one place for every service that answers per-day figures (identity's
 * sign-ups, billing's conversions, library's adds, support's tickets) and for the analytics screen.
 * Days are UTC days, written YYYY-MM-DD.
 */
import { DAY_MS, utcDay } from '../time.rules';

/** The longest window of days any admin stats route answers at once (a year, leap day included). */
export const ADMIN_STATS_MAX_DAYS = 366;
/** The window when a stats route is asked without one: the last 30 UTC days, today included. */
export const ADMIN_STATS_DEFAULT_DAYS = 30;
export const STATS_RANGE_MESSAGE = `from must be before to, and the window at most ${ADMIN_STATS_MAX_DAYS} days`;

/** The analytics screen's period selector (doc 3 §2 Analytics dashboard). */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

const startOfUtcDay = (at: Date): number => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/** The UTC days from `from` to `to` inclusive, as YYYY-MM-DD, oldest first. */
export function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let t = startOfUtcDay(from), end = startOfUtcDay(to); t <= end; t += DAY_MS) days.push(utcDay(t));
  return days;
}

/** The first instant of the UTC month of `now` ("new this month"). */
export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The window a stats query asks for: [from, to] as instants, `to` defaulting to now and `from` to the
 * start of the UTC day ADMIN_STATS_DEFAULT_DAYS - 1 days before `to`. Null when `from` is after `to` or
 * the window spans more than ADMIN_STATS_MAX_DAYS days.
 */
export function statsWindowOf(query: { from?: string; to?: string }, now: Date): { from: Date; to: Date } | null {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(startOfUtcDay(to) - (ADMIN_STATS_DEFAULT_DAYS - 1) * DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  if (from.getTime() > to.getTime() || to.getTime() - from.getTime() > ADMIN_STATS_MAX_DAYS * DAY_MS) return null;
  return { from, to };
}

/** The window of an analytics period ending `now`: the period's UTC days, today included. */
export function periodRange(period: AnalyticsPeriod, now: Date): { from: string; to: string } {
  const from = new Date(startOfUtcDay(now) - (ANALYTICS_PERIOD_DAYS[period] - 1) * DAY_MS);
  return { from: from.toISOString(), to: now.toISOString() };
}

/** One count per day of `days` (in order): how many of `instants` fall on it; instants outside are ignored. */
export function countPerDay(days: string[], instants: Date[]): number[] {
  const index = new Map(days.map((d, i) => [d, i]));
  const counts = days.map(() => 0);
  for (const at of instants) {
    const i = index.get(utcDay(at));
    if (i !== undefined) counts[i]++;
  }
  return counts;
}
