/**
 * The revenue cards of the admin dashboard and analytics (issue #25 item 14): MRR, active paid
 * subscriptions, new and cancelled ones and churn of a period, each with its change against the period
 * of equal length before it, from billing's GET /api/admin/billing/revenue.
 */
import { useQuery } from '@tanstack/react-query';
import { AlertBanner, Spinner } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { adminKeys } from '../api/query-keys';
import { fetchRevenue } from '../api/revenue';
import { StatCard } from './StatCard';
import { revenueCards, type RevenueCardView } from './revenue-cards';

const ARROW = { up: '▲', down: '▼', flat: '■' } as const;
const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;

function ChangeLines({ changes }: { changes: RevenueCardView['changes'] }) {
  if (changes.length === 0) return <span className="text-slate-500">No change to compare</span>;
  return (
    <>
      {changes.map((c, i) => (
        <span key={i} data-testid="revenue-change" className={`block ${c.good === null ? 'text-slate-600' : c.good ? 'text-green-700' : 'text-red-700'}`}>
          <span aria-hidden="true">{ARROW[c.direction]} </span>
          <span className="sr-only">{WORD[c.direction]} </span>
          {c.text} vs previous period
        </span>
      ))}
    </>
  );
}

/** `range`: the window to show (default: billing's, the last 30 days); `title` names it. */
export function RevenueCards({ range, title }: { range?: { from: string; to: string }; title: string }) {
  const api = useApi();
  const query = useQuery({ queryKey: adminKeys.revenue(range?.from.slice(0, 10)), queryFn: () => fetchRevenue(api, range) });
  return (
    <section aria-label={title} className="mb-6">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {query.isPending ? (
        <div className="flex justify-center rounded-xl border border-slate-200 bg-white py-8">
          <Spinner label="Loading revenue figures" className="h-8 w-8" />
        </div>
      ) : query.isError ? (
        <AlertBanner title="Error loading revenue figures" message={query.error.message} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
          {revenueCards(query.data.current, query.data.previous).map((card) => (
            <div key={card.key} data-testid={`revenue-card-${card.key}`} className="min-w-0">
              <StatCard label={card.label} value={<span className="break-words">{card.value}</span>} detail={<ChangeLines changes={card.changes} />} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
