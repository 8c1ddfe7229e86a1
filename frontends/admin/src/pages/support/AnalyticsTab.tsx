/**
 * Support management's Analytics tab: the support service's own figures (GET /api/admin/support/stats) — the
 * spec's placeholders (2h, 98%) replaced by measured ones: tickets per status, waiting tickets, the mean
 * first response, and tickets opened and resolved per day over the last 30 days.
 */
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Inbox, Timer } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWaiting } from '@liquify/contracts';
import { AlertBanner, LoadingState } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { adminKeys } from '../../api/query-keys';
import { supportApi } from '../../api/support';
import { StatCard } from '../../components/StatCard';

const MINUTE_MS = 60_000;

export function AnalyticsTab() {
  const support = supportApi(useApi());
  const stats = useQuery({ queryKey: adminKeys.support.stats, queryFn: () => support.stats() });

  if (stats.isPending) {
    return (
      <LoadingState label="Loading support figures" showLabel={false} className="py-12" />
    );
  }
  if (stats.isError) return <AlertBanner title="Error" message={stats.error.message} />;

  const { totals, daily, waiting, responseTimes } = stats.data;
  const opened = daily.reduce((n, d) => n + d.opened, 0);
  const resolved = daily.reduce((n, d) => n + d.resolved, 0);
  const average = responseTimes.averageFirstResponseMinutes;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Tickets" value={totals.total} detail={`${totals.open} open · ${totals.in_progress} in progress · ${totals.pending} pending`} Icon={Inbox} />
        <StatCard
          label="Waiting on Support"
          value={waiting.count}
          detail={waiting.oldestSince ? `Oldest waits ${formatWaiting(Date.now() - Date.parse(waiting.oldestSince))}` : 'Nobody is waiting'}
          Icon={Clock}
        />
        <StatCard
          label="Average First Response"
          value={average === null ? '—' : formatWaiting(average * MINUTE_MS)}
          detail={responseTimes.answered === 0 ? 'No answered tickets in the last 30 days' : `Over ${responseTimes.answered} answered tickets, last 30 days`}
          Icon={Timer}
        />
        <StatCard label="Resolved" value={totals.resolved} detail={`${totals.closed} closed`} Icon={CheckCircle2} />
      </div>

      <section aria-labelledby="support-daily-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="support-daily-heading" className="font-semibold text-slate-900">
          Tickets opened and resolved per day
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Last {daily.length} days: {opened} opened, {resolved} resolved
        </p>
        {opened + resolved === 0 ? (
          <p className="py-10 text-center text-slate-600">No tickets opened or resolved in this period</p>
        ) : (
          <div className="mt-4 h-64" role="img" aria-label={`Bar chart: ${opened} tickets opened and ${resolved} resolved over the last ${daily.length} days`}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={daily.map((d) => ({ ...d, day: d.date.slice(5) }))}>
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#475569' }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
                <Tooltip />
                <Legend />
                <Bar dataKey="opened" name="Opened" fill="#6366f1" />
                <Bar dataKey="resolved" name="Resolved" fill="#16a34a" />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </section>
    </div>
  );
}
