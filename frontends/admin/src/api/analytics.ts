import { periodRange, type AnalyticsPeriod } from '@liquify/contracts';
import type { ApiClient, RouteAnswer } from '@liquify/api-client';
import { adminLibraryRoutes, adminTicketRoutes, billingStatsRoute, userRoutes } from '@liquify/contracts/routes';
import { toCsv, type Cell } from '../lib/csv';
import { messageOf } from './users';
import { dailyRows, METRIC_LABELS, METRICS, totalsOf, type AnalyticsData } from '../pages/analytics/analytics-series';

/** The four services the analytics read, each from its own stats route, for one period ending now. */
export const ANALYTICS_SOURCES = {
  signups: { label: 'sign-ups', route: userRoutes.signups },
  billing: { label: 'conversions and revenue', route: billingStatsRoute },
  library: { label: 'library activity', route: adminLibraryRoutes.stats },
  support: { label: 'support tickets', route: adminTicketRoutes.stats },
} as const;
export type AnalyticsSource = keyof typeof ANALYTICS_SOURCES;

type SourceData = { [S in AnalyticsSource]: RouteAnswer<(typeof ANALYTICS_SOURCES)[S]['route']> extends { data: infer D } ? D : never };

export async function fetchAnalyticsSource<S extends AnalyticsSource>(api: ApiClient, source: S, period: AnalyticsPeriod, now = new Date()): Promise<SourceData[S]> {
  try {
    const body = await api.callRoute(ANALYTICS_SOURCES[source].route, { query: periodRange(period, now) });
    return body.data as SourceData[S];
  } catch (error) {
    throw new Error(messageOf(error, `Failed to fetch ${ANALYTICS_SOURCES[source].label}`));
  }
}

/** The analytics' 'Export Report': the period's totals, every day's figures and the revenue by plan. */
export function analyticsReportCsv(period: AnalyticsPeriod, data: AnalyticsData, generatedAt: string): string {
  const rows = dailyRows(data);
  const totals = totalsOf(rows);
  const out: Cell[][] = [['Liquify analytics report', generatedAt], ['Period', period]];
  if (rows.length) out.push(['From', rows[0].date], ['To', rows[rows.length - 1].date]);
  out.push([], ['Metric', 'Total']);
  for (const m of METRICS) out.push([METRIC_LABELS[m], totals[m] ?? 'unavailable']);
  out.push([], ['Date', ...METRICS.map((m) => METRIC_LABELS[m])]);
  for (const r of rows) out.push([r.date, ...METRICS.map((m) => r[m] ?? '')]);
  out.push([], ['Revenue by plan'], ['Plan', 'Currency', 'Paid conversions', 'Revenue']);
  if (data.billing) for (const p of data.billing.revenueByPlan) out.push([p.planName, p.currency, p.conversions, p.revenue.toFixed(2)]);
  else out.push(['unavailable']);
  const missing = (Object.keys(ANALYTICS_SOURCES) as AnalyticsSource[]).filter((s) => data[s] === null);
  if (missing.length) out.push([], ['Missing'], ...missing.map((s) => [ANALYTICS_SOURCES[s].label]));
  return toCsv(out);
}

