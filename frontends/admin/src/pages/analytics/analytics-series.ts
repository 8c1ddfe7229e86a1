/**
 * The analytics screen's figures from the four services' own stats: one row per UTC day (a source that
 * could not be read gives null), the rows grouped for the chosen period, and the totals.
 */
import type { AdminLibraryStatsDto, AnalyticsPeriod, BillingStatsDto, SignupStatsDto, SupportStatsDto } from '@liquify/contracts';

export interface AnalyticsData {
  signups: SignupStatsDto | null;
  billing: BillingStatsDto | null;
  library: AdminLibraryStatsDto | null;
  support: SupportStatsDto | null;
}

export const METRICS = ['signups', 'conversions', 'libraryAdds', 'snippetLoads', 'ticketsOpened', 'ticketsResolved'] as const;
export type Metric = (typeof METRICS)[number];

export const METRIC_LABELS: Record<Metric, string> = {
  signups: 'Sign-ups',
  conversions: 'Paid conversions',
  libraryAdds: 'Library adds',
  snippetLoads: 'Snippet loads',
  ticketsOpened: 'Tickets opened',
  ticketsResolved: 'Tickets resolved',
};

export type Figures = Record<Metric, number | null>;
export interface DayRow extends Figures {
  date: string;
}
export interface BucketRow extends Figures {
  /** What the chart's axis shows: the day, the week's first day, or the month. */
  label: string;
  from: string;
  to: string;
}

/** Every day any source lists, oldest first, with each source's figure (null when that source is missing). */
export function dailyRows(data: AnalyticsData): DayRow[] {
  const rows = new Map<string, DayRow>();
  const row = (date: string) => {
    let r = rows.get(date);
    if (!r) {
      r = {
        date,
        signups: data.signups ? 0 : null,
        conversions: data.billing ? 0 : null,
        libraryAdds: data.library ? 0 : null,
        snippetLoads: data.library ? 0 : null,
        ticketsOpened: data.support ? 0 : null,
        ticketsResolved: data.support ? 0 : null,
      };
      rows.set(date, r);
    }
    return r;
  };
  for (const d of data.signups?.daily ?? []) row(d.date).signups = d.signups;
  for (const d of data.billing?.daily ?? []) row(d.date).conversions = d.conversions;
  for (const d of data.library?.daily ?? []) Object.assign(row(d.date), { libraryAdds: d.adds, snippetLoads: d.snippetLoads });
  for (const d of data.support?.daily ?? []) Object.assign(row(d.date), { ticketsOpened: d.opened, ticketsResolved: d.resolved });
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayLabel = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
const monthLabel = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** How the chart groups the days: per day up to 30 days, per week for 90 days, per calendar month for a year. */
export function groupingOf(period: AnalyticsPeriod): 'day' | 'week' | 'month' {
  return period === '1y' ? 'month' : period === '90d' ? 'week' : 'day';
}

function sumInto(target: Figures, row: Figures) {
  for (const m of METRICS) target[m] = row[m] === null || target[m] === null ? null : (target[m] as number) + (row[m] as number);
}

/** The rows the charts draw for `period`: days, weeks (7 days from the first) or months, each summed. */
export function bucketRows(rows: DayRow[], period: AnalyticsPeriod): BucketRow[] {
  const grouping = groupingOf(period);
  const keyOf = (r: DayRow, i: number) => (grouping === 'month' ? r.date.slice(0, 7) : grouping === 'week' ? `week ${Math.floor(i / 7)}` : r.date);
  const buckets: BucketRow[] = [];
  let lastKey: string | null = null;
  rows.forEach((r, i) => {
    const key = keyOf(r, i);
    const last = buckets[buckets.length - 1];
    if (last && key === lastKey) {
      sumInto(last, r);
      last.to = r.date;
      return;
    }
    lastKey = key;
    const { date, ...figures } = r;
    buckets.push({ label: grouping === 'month' ? monthLabel(date) : dayLabel(date), from: date, to: date, ...figures });
  });
  return buckets;
}

/** Each metric over all the rows (null when its source is missing). */
export function totalsOf(rows: DayRow[]): Figures {
  const totals = Object.fromEntries(METRICS.map((m) => [m, 0])) as Figures;
  for (const r of rows) sumInto(totals, r);
  if (rows.length === 0) for (const m of METRICS) totals[m] = null;
  return totals;
}

/** Revenue per currency, e.g. "$87.00 · €25.00" ("$0.00" when nothing was sold). */
export function formatRevenue(rows: BillingStatsDto['revenueByPlan']): string {
  const perCurrency = new Map<string, number>();
  for (const r of rows) perCurrency.set(r.currency, Math.round(((perCurrency.get(r.currency) ?? 0) + r.revenue) * 100) / 100);
  if (perCurrency.size === 0) return formatMoney(0, 'USD');
  return [...perCurrency].map(([currency, amount]) => formatMoney(amount, currency)).join(' · ');
}

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
