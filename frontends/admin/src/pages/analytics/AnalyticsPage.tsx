/**
 * The admin analytics (doc 3 §2 "Analytics dashboard"): the period selector (7d, 30d, 90d, 1y) and
 * 'Export Report'. The spec's seed figures were hard-coded; these are real, each read from the owning
 * service's own stats for the period: sign-ups (identity), paid conversions and revenue by plan
 * (billing), library adds and snippet loads (library), tickets opened and resolved (support). A source
 * that fails shows its error in its own charts; the others still draw. The revenue cards (MRR, paid
 * subscriptions, churn) are billing's revenue figures for the period against the one before it.
 */
import { useQueries } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AlertBanner, Button, PageHeader, Spinner } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, periodRange, type AnalyticsPeriod, type BillingStatsDto } from '@liquify/contracts';
import { ANALYTICS_SOURCES, analyticsReportCsv, fetchAnalyticsSource, type AnalyticsSource } from '../../api/analytics';
import { adminKeys } from '../../api/query-keys';
import { RevenueCards } from '../../components/RevenueCards';
import { StatCard } from '../../components/StatCard';
import { downloadCsv } from '../../lib/csv';
import { bucketRows, dailyRows, formatMoney, formatRevenue, groupingOf, METRIC_LABELS, totalsOf, type AnalyticsData, type BucketRow, type Metric } from './analytics-series';

const SOURCES = Object.keys(ANALYTICS_SOURCES) as AnalyticsSource[];
const PERIOD_LABELS: Record<AnalyticsPeriod, string> = { '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days', '1y': 'Last year' };
const COLORS: Record<Metric, string> = {
  signups: '#4f46e5',
  conversions: '#059669',
  libraryAdds: '#7c3aed',
  snippetLoads: '#0891b2',
  ticketsOpened: '#d97706',
  ticketsResolved: '#16a34a',
};
const GROUPING_WORD = { day: 'Day', week: 'Week from', month: 'Month' } as const;
const figure = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toLocaleString('en-US'));

function ChartCard({ title, state, children }: { title: string; state: { pending: boolean; error: Error | null; empty: boolean }; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">
        {state.pending ? (
          <div className="flex h-64 items-center justify-center">
            <Spinner label={`Loading ${title.toLowerCase()}`} className="h-8 w-8" />
          </div>
        ) : state.error ? (
          <AlertBanner title="Error loading analytics" message={state.error.message} />
        ) : state.empty ? (
          <p className="flex h-64 items-center justify-center text-sm text-slate-600">No data available</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

/** The figures a chart draws, as a table for screen readers (the chart itself is hidden from them). */
function SeriesTable({ caption, rows, metrics, grouping }: { caption: string; rows: BucketRow[]; metrics: Metric[]; grouping: keyof typeof GROUPING_WORD }) {
  // The wrapper is what is hidden: a table keeps its content's width whatever its own is, so an sr-only
  // table still widened the page on a phone.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{GROUPING_WORD[grouping]}</th>
            {metrics.map((m) => (
              <th key={m} scope="col">
                {METRIC_LABELS[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.from}>
              <th scope="row">{r.from}</th>
              {metrics.map((m) => (
                <td key={m}>{figure(r[m])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SeriesChart({ title, rows, metrics, kind, grouping }: { title: string; rows: BucketRow[]; metrics: Metric[]; kind: 'line' | 'bar'; grouping: keyof typeof GROUPING_WORD }) {
  const Chart = kind === 'line' ? LineChart : BarChart;
  return (
    <>
      <div aria-hidden="true" className="h-64" data-testid={`chart-${metrics.join('-')}`}>
        <ResponsiveContainer width="100%" height="100%">
          <Chart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
            <Tooltip />
            <Legend />
            {metrics.map((m) =>
              kind === 'line' ? (
                <Line key={m} type="monotone" dataKey={m} name={METRIC_LABELS[m]} stroke={COLORS[m]} strokeWidth={2} dot={rows.length <= 31} isAnimationActive={false} />
              ) : (
                <Bar key={m} dataKey={m} name={METRIC_LABELS[m]} fill={COLORS[m]} isAnimationActive={false} />
              ),
            )}
          </Chart>
        </ResponsiveContainer>
      </div>
      <SeriesTable caption={title} rows={rows} metrics={metrics} grouping={grouping} />
    </>
  );
}

function RevenueByPlan({ rows }: { rows: BillingStatsDto['revenueByPlan'] }) {
  const data = rows.map((r) => ({ ...r, label: `${r.planName} (${r.currency})` }));
  return (
    <>
      <div aria-hidden="true" className="h-64" data-testid="chart-revenue">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 24, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis type="number" tick={{ fontSize: 12, fill: '#475569' }} />
            <YAxis type="category" dataKey="label" width={140} tick={{ fontSize: 12, fill: '#475569' }} />
            <Tooltip formatter={(value, _name, item) => formatMoney(Number(value), (item.payload as { currency: string }).currency)} />
            <Bar dataKey="revenue" name="Revenue" fill="#4f46e5" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
        <table>
          <caption>Revenue by plan</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Paid conversions</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.planSlug}-${r.currency}`}>
                <th scope="row">{r.planName}</th>
                <td>{r.conversions}</td>
                <td>{formatMoney(r.revenue, r.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export default function AnalyticsPage() {
  const api = useApi();
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const results = useQueries({
    queries: SOURCES.map((source) => ({
      queryKey: adminKeys.analytics(ANALYTICS_SOURCES[source].route, period),
      queryFn: () => fetchAnalyticsSource(api, source, period),
    })),
  });
  const bySource = Object.fromEntries(SOURCES.map((s, i) => [s, results[i]])) as Record<AnalyticsSource, (typeof results)[number]>;
  const value = <S extends AnalyticsSource>(s: S) => (bySource[s].data ?? null) as AnalyticsData[S];
  const data: AnalyticsData = { signups: value('signups'), billing: value('billing'), library: value('library'), support: value('support') };
  const anyPending = results.some((r) => r.isPending);
  const allFailed = results.every((r) => r.isError);

  const grouping = groupingOf(period);
  const rows = dailyRows(data);
  const buckets = bucketRows(rows, period);
  const totals = totalsOf(rows);
  const stateOf = (source: AnalyticsSource, metrics: Metric[]) => ({
    pending: bySource[source].isPending,
    error: bySource[source].error,
    empty: metrics.every((m) => (totals[m] ?? 0) === 0),
  });
  const cardValue = (source: AnalyticsSource, value: ReactNode) => (bySource[source].isPending ? '…' : bySource[source].isError ? '—' : value);

  const exportReport = () => downloadCsv(`liquify-analytics-${period}-${new Date().toISOString().slice(0, 10)}.csv`, analyticsReportCsv(period, data, new Date().toISOString()));

  return (
    <div>
      <PageHeader
        title="Analytics"
        subtitle={`Platform activity — ${PERIOD_LABELS[period].toLowerCase()}`}
        actions={
          <>
            <div role="group" aria-label="Period" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
              {ANALYTICS_PERIODS.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={p === period}
                  title={PERIOD_LABELS[p]}
                  onClick={() => setPeriod(p)}
                  className={`rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                    p === period ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {p}
                </button>
              ))}
            </div>
            <Button type="button" onClick={exportReport} disabled={anyPending || allFailed}>
              <Download aria-hidden="true" className="mr-2 inline h-4 w-4" />
              Export Report
            </Button>
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <StatCard label="Sign-ups" value={cardValue('signups', figure(totals.signups))} />
        <StatCard label="Paid conversions" value={cardValue('billing', figure(totals.conversions))} />
        <StatCard label="Revenue" value={cardValue('billing', data.billing ? formatRevenue(data.billing.revenueByPlan) : '—')} />
        <StatCard label="Library adds" value={cardValue('library', figure(totals.libraryAdds))} detail={data.library ? `${figure(totals.snippetLoads)} snippet loads` : undefined} />
        <StatCard label="Tickets opened" value={cardValue('support', figure(totals.ticketsOpened))} detail={data.support ? `${figure(totals.ticketsResolved)} resolved` : undefined} />
      </div>
      <div className="mt-6">
        <RevenueCards range={periodRange(period, new Date())} title={`Revenue — ${PERIOD_LABELS[period].toLowerCase()}`} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChartCard title="Sign-ups" state={stateOf('signups', ['signups'])}>
          <SeriesChart title="Sign-ups" rows={buckets} metrics={['signups']} kind="line" grouping={grouping} />
        </ChartCard>
        <ChartCard title="Paid conversions" state={stateOf('billing', ['conversions'])}>
          <SeriesChart title="Paid conversions" rows={buckets} metrics={['conversions']} kind="bar" grouping={grouping} />
        </ChartCard>
        <ChartCard title="Revenue by plan" state={{ ...stateOf('billing', ['conversions']), empty: (data.billing?.revenueByPlan.length ?? 0) === 0 }}>
          <RevenueByPlan rows={data.billing?.revenueByPlan ?? []} />
        </ChartCard>
        <ChartCard title="Library adds and snippet loads" state={stateOf('library', ['libraryAdds', 'snippetLoads'])}>
          <SeriesChart title="Library adds and snippet loads" rows={buckets} metrics={['libraryAdds', 'snippetLoads']} kind="line" grouping={grouping} />
        </ChartCard>
        <ChartCard title="Tickets opened and resolved" state={stateOf('support', ['ticketsOpened', 'ticketsResolved'])}>
          <SeriesChart title="Tickets opened and resolved" rows={buckets} metrics={['ticketsOpened', 'ticketsResolved']} kind="bar" grouping={grouping} />
        </ChartCard>
      </div>
    </div>
  );
}
