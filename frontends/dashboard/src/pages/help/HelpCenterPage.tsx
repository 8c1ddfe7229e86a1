import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { POPULAR_FAQ_COUNT, RECENT_TICKETS_COUNT, responseTimeLabel, satisfactionLabel } from '@liquify/contracts';
import { useApi } from '@liquify/session';
import { PageMeta, Tabs, tabFrom } from '@liquify/ui';
import { ContactSupport } from './ContactSupport';
import { FaqTab } from './FaqTab';
import { StatusBadge } from './StatusBadge';
import { queryKeys } from '../../api/query-keys';
import { fetchFaq, fetchFaqCategories, fetchSupportContact, fetchSupportFigures, fetchTickets, ticketListQuery, type FaqFilters } from './support.api';
import { TicketsTab } from './TicketsTab';

/** The help center's most viewed answers (its own FAQ query). */
const POPULAR_FAQ: FaqFilters = { sort: 'popular', limit: POPULAR_FAQ_COUNT };

const TAB_IDS = [{ id: 'faq' }, { id: 'tickets' }, { id: 'contact' }] as const;

/** /help — Help Center (doc 2 §2): stats, FAQ, tickets, contact, and a sidebar. */
export default function HelpCenterPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(TAB_IDS, params.get('tab'));
  const [formOpen, setFormOpen] = useState(false);
  const categories = useQuery({ queryKey: queryKeys.faqCategories, queryFn: () => fetchFaqCategories(api) });
  const popular = useQuery({ queryKey: queryKeys.faq(POPULAR_FAQ), queryFn: () => fetchFaq(api, POPULAR_FAQ) });
  const tickets = useQuery({ queryKey: queryKeys.tickets(ticketListQuery('all')), queryFn: () => fetchTickets(api, 'all') });
  const contact = useQuery({ queryKey: queryKeys.supportContact, queryFn: () => fetchSupportContact(api), staleTime: 5 * 60_000 });
  // Measured, not promised (issue #24 item 10): the mean time to a first staff reply over the last 30 days.
  const figures = useQuery({ queryKey: queryKeys.supportFigures, queryFn: () => fetchSupportFigures(api), staleTime: 5 * 60_000 });
  const avgResponse = figures.data ? responseTimeLabel(figures.data.responseTimes.averageFirstResponseMinutes) : '–';
  const faqCount = categories.data?.reduce((n, c) => n + c.count, 0);
  const ticketCount = tickets.data?.counts.all;
  const setTab = (next: string) => setParams({ tab: next }, { replace: true });
  const createTicket = () => {
    setFormOpen(true);
    setTab('tickets');
  };

  const stats = [
    { label: 'FAQ Articles', value: faqCount ?? '–' },
    { label: 'My Tickets', value: ticketCount ?? '–' },
    { label: 'Avg Response', value: avgResponse },
    { label: 'Categories', value: categories.data?.length ?? '–' },
  ];

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <PageMeta title="Help Center" noindex />
      <Link to="/dashboard" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Help Center</h1>
      <p className="mt-1 text-slate-600">Find answers, ask our team, and follow your support tickets.</p>

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{s.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{s.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {/* On a phone the three tabs share the row (labels wrap) instead of widening the page. */}
        <Tabs
          label="Help sections"
          layout="fill"
          className="min-w-0"
          value={tab}
          onValueChange={setTab}
          tabs={[
            { id: 'faq', label: 'FAQ & Knowledge Base', content: <FaqTab /> },
            { id: 'tickets', label: `Support Tickets${ticketCount ? ` (${ticketCount})` : ''}`, content: <TicketsTab formOpen={formOpen} onFormOpenChange={setFormOpen} /> },
            { id: 'contact', label: 'Contact Support', content: <ContactSupport contact={contact} onCreateTicket={createTicket} /> },
          ]}
        />

        <aside className="space-y-4" aria-label="Help sidebar">
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-semibold text-slate-900">Popular FAQ</h2>
            {popular.data?.length ? (
              <ol className="mt-2 space-y-2 text-sm text-slate-700">
                {popular.data.slice(0, POPULAR_FAQ_COUNT).map((f) => (
                  <li key={f._id}>{f.question}</li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{popular.isPending ? 'Loading...' : 'No FAQ available.'}</p>
            )}
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-semibold text-slate-900">Recent tickets</h2>
            {tickets.data?.data.length ? (
              <ul className="mt-2 space-y-2 text-sm">
                {tickets.data.data.slice(0, RECENT_TICKETS_COUNT).map((t) => (
                  <li key={t._id} className="flex items-center justify-between gap-2">
                    <Link to={`/help/ticket/${t._id}`} className="truncate font-medium text-brand-700 hover:underline">
                      {t.title}
                    </Link>
                    <StatusBadge status={t.status} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{tickets.isPending ? 'Loading...' : 'No tickets yet.'}</p>
            )}
          </section>
          <section className="rounded-xl bg-gradient-to-br from-brand-600 to-purple-700 p-4 text-white">
            <h2 className="flex items-center gap-2 font-semibold">
              <Zap aria-hidden="true" className="h-4 w-4" />
              Fast Support
            </h2>
            <p className="mt-2 text-sm">
              {figures.data
                ? `Average first response ${avgResponse} · Satisfaction ${satisfactionLabel(figures.data.satisfaction.percent)}, over the last ${figures.data.windowDays} days`
                : 'Our team answers every ticket.'}
            </p>
          </section>
        </aside>
      </div>
    </main>
  );
}
