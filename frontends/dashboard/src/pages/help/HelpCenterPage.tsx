import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Clock, Mail, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { POPULAR_FAQ_COUNT, RECENT_TICKETS_COUNT, responseTimeLabel, satisfactionLabel } from '@liquify/contracts';
import { useApi } from '@liquify/session';
import { Button, PageMeta } from '@liquify/ui';
import { FaqTab } from './FaqTab';
import { StatusBadge } from './StatusBadge';
import { fetchFaq, fetchFaqCategories, fetchSupportContact, fetchSupportFigures, fetchTickets, supportKeys } from './support.api';
import { TicketsTab } from './TicketsTab';

const TABS = ['faq', 'tickets', 'contact'] as const;
type Tab = (typeof TABS)[number];

/** /help — Help Center (doc 2 §2): stats, FAQ, tickets, contact, and a sidebar. */
export default function HelpCenterPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'faq';
  const [formOpen, setFormOpen] = useState(false);
  const categories = useQuery({ queryKey: supportKeys.categories, queryFn: () => fetchFaqCategories(api) });
  const popular = useQuery({ queryKey: supportKeys.popular, queryFn: () => fetchFaq(api, { sort: 'popular', limit: POPULAR_FAQ_COUNT }) });
  const tickets = useQuery({ queryKey: supportKeys.tickets('all'), queryFn: () => fetchTickets(api, 'all') });
  const contact = useQuery({ queryKey: supportKeys.contact, queryFn: () => fetchSupportContact(api), staleTime: 5 * 60_000 });
  // Measured, not promised (issue #24 item 10): the mean time to a first staff reply over the last 30 days.
  const figures = useQuery({ queryKey: supportKeys.figures, queryFn: () => fetchSupportFigures(api), staleTime: 5 * 60_000 });
  const avgResponse = figures.data ? responseTimeLabel(figures.data.responseTimes.averageFirstResponseMinutes) : '–';
  const faqCount = categories.data?.reduce((n, c) => n + c.count, 0);
  const ticketCount = tickets.data?.counts.all;
  const setTab = (next: string) => setParams({ tab: next }, { replace: true });

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
        <Tabs.Root value={tab} onValueChange={setTab} className="min-w-0">
          {/* On a phone the three tabs share the row (labels wrap) instead of widening the page. */}
          <Tabs.List aria-label="Help sections" className="grid grid-cols-3 gap-1 border-b border-slate-200 sm:flex">
            {[
              { id: 'faq', label: 'FAQ & Knowledge Base' },
              { id: 'tickets', label: `Support Tickets${ticketCount ? ` (${ticketCount})` : ''}` },
              { id: 'contact', label: 'Contact Support' },
            ].map((t) => (
              <Tabs.Trigger
                key={t.id}
                value={t.id}
                className="min-h-11 min-w-0 border-b-2 border-transparent px-2 py-2 text-center text-sm font-medium sm:shrink-0 sm:px-4 text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
              >
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="pt-6">
            <Tabs.Content value="faq">
              <FaqTab />
            </Tabs.Content>
            <Tabs.Content value="tickets">
              <TicketsTab formOpen={formOpen} onFormOpenChange={setFormOpen} />
            </Tabs.Content>
            <Tabs.Content value="contact">
              <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
                <p className="flex items-center gap-2 text-slate-800">
                  <Mail aria-hidden="true" className="h-5 w-5 text-brand-600" />
                  {contact.data ? (
                    <>
                      Email us at{' '}
                      <a className="font-semibold text-brand-700 underline" href={`mailto:${contact.data.email}`}>
                        {contact.data.email}
                      </a>
                    </>
                  ) : contact.isError ? (
                    'The support e-mail address could not be loaded. Please open a ticket instead.'
                  ) : (
                    'Loading the support e-mail address…'
                  )}
                </p>
                <p className="flex items-center gap-2 text-slate-800">
                  <Clock aria-hidden="true" className="h-5 w-5 text-brand-600" />
                  We respond within 24h · Mon-Fri 9am-6pm CET
                </p>
                <p className="text-slate-700">Priority support for Pro subscribers.</p>
                <div>
                  <h2 className="font-semibold text-slate-900">Before you write, please have ready:</h2>
                  <ul className="mt-2 space-y-1 text-slate-700">
                    {['Your account email', 'The module, section or store concerned', 'What you expected and what happened', 'Screenshots if you have them'].map((item) => (
                      <li key={item} className="flex items-center gap-2">
                        <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-600" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
                <Button
                  onClick={() => {
                    setFormOpen(true);
                    setTab('tickets');
                  }}
                >
                  Create a Support Ticket
                </Button>
              </div>
            </Tabs.Content>
          </div>
        </Tabs.Root>

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
