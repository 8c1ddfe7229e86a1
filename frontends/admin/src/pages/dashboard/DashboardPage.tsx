/**
 * The admin dashboard (doc 3 §2): four stat cards, Recent Users, Recent Modules and Recent Sections, read
 * from GET /api/admin/stats/dashboard (composed by the gateway), and the top 5 module and section categories. A part a service could not give in time
 * is named in a notice; 'Export Report' downloads the figures as CSV. The revenue cards (MRR, paid
 * subscriptions, churn, against the previous 30 days) come from billing on their own.
 */
import { useQuery } from '@tanstack/react-query';
import { Blocks, CreditCard, Download, LayoutTemplate, Users } from 'lucide-react';
import { AlertBanner, Button, PageHeader, Spinner } from '@liquify/ui';
import { useApi } from '@liquify/session';
import type { DashboardCategory, DashboardRecentItem, DashboardStats } from '@liquify/contracts';
import { dashboardReportCsv, fetchDashboardStats } from '../../api/dashboard';
import { adminKeys } from '../../api/query-keys';
import { RevenueCards } from '../../components/RevenueCards';
import { RoleBadge, StatCard, StatusBadge, formatDate } from '../../components/StatCard';
import { downloadCsv } from '../../lib/csv';

const PART_LABEL: Record<DashboardStats['missing'][number]['part'], string> = {
  users: 'user figures',
  recentUsers: 'recent users',
  modules: 'module figures',
  recentModules: 'recent modules',
  sections: 'section figures',
  recentSections: 'recent sections',
  plans: 'plan figures',
};

const figure = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en-US'));

function RecentItems({ title, items }: { title: string; items: DashboardRecentItem[] | null }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {items === null ? (
        <p className="mt-4 text-sm text-slate-600">Unavailable right now</p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No data available</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item._id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{item.title}</p>
                <p className="truncate text-sm text-slate-600">{item.slug}</p>
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <StatusBadge status={item.status} />
                <span className="text-sm text-slate-600">{formatDate(item.createdAt)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Doc 3 §2: the top 5 categories with their counts (the gateway sends the top DASHBOARD_TOP_CATEGORIES). */
function Categories({ title, categories }: { title: string; categories: DashboardCategory[] | null }) {
  const most = Math.max(1, ...(categories ?? []).map((c) => c.count));
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {categories === null ? (
        <p className="mt-4 text-sm text-slate-600">Unavailable right now</p>
      ) : categories.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No data available</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {categories.map((c) => (
            <li key={c._id}>
              <div className="flex items-center justify-between text-sm">
                <span className="font-medium capitalize text-slate-900">{c._id}</span>
                <span className="text-slate-600">{figure(c.count)}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
                <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(c.count / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function DashboardPage() {
  const api = useApi();
  const query = useQuery({ queryKey: adminKeys.dashboard, queryFn: () => fetchDashboardStats(api) });
  const stats = query.data;

  const exportReport = () => {
    if (!stats) return;
    downloadCsv(`liquify-admin-report-${stats.generatedAt.slice(0, 10)}.csv`, dashboardReportCsv(stats));
  };

  const header = (
    <PageHeader
      title="Admin Dashboard"
      subtitle="Overview of your Liquify platform"
      actions={
        <Button type="button" onClick={exportReport} disabled={!stats}>
          <Download aria-hidden="true" className="mr-2 inline h-4 w-4" />
          Export Report
        </Button>
      }
    />
  );

  if (query.isPending) {
    return (
      <div>
        {header}
        <div className="flex justify-center py-16">
          <Spinner label="Loading dashboard" className="h-10 w-10" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div>
        {header}
        <AlertBanner title="Error loading dashboard" message={query.error.message} />
      </div>
    );
  }
  if (!stats) return null;
  const missingEverything = stats.missing.length === Object.keys(PART_LABEL).length;
  return (
    <div>
      {header}
      {missingEverything ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">No data available</p>
      ) : (
        <>
          {stats.missing.length > 0 ? (
            <div className="mb-6">
              <AlertBanner
                tone="info"
                title="Some figures are unavailable"
                message={stats.missing.map((m) => `${PART_LABEL[m.part]}: ${m.reason}`).join('; ')}
              />
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label="Total Users"
              value={figure(stats.users?.total)}
              Icon={Users}
              detail={stats.users ? `${figure(stats.users.verified)} verified · ${figure(stats.users.newThisMonth)} new this month` : undefined}
            />
            <StatCard label="Total Modules" value={figure(stats.modules?.total)} Icon={Blocks} detail={stats.modules ? `${figure(stats.modules.published)} published` : undefined} />
            <StatCard label="Total Sections" value={figure(stats.sections?.total)} Icon={LayoutTemplate} detail={stats.sections ? `${figure(stats.sections.published)} published` : undefined} />
            <StatCard label="Active Plans" value={figure(stats.plans?.active)} Icon={CreditCard} detail={stats.plans ? `${figure(stats.plans.total)} total plans` : undefined} />
          </div>
          <div className="mt-6">
            <RevenueCards title="Revenue — last 30 days" />
          </div>
          {/* grid-cols-1 (minmax(0, 1fr)): the lists' long names truncate on a phone instead of widening the page */}
          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
            <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label="Recent Users">
              <h2 className="text-lg font-semibold text-slate-900">Recent Users</h2>
              {stats.recentUsers === null ? (
                <p className="mt-4 text-sm text-slate-600">Unavailable right now</p>
              ) : stats.recentUsers.length === 0 ? (
                <p className="mt-4 text-sm text-slate-600">No data available</p>
              ) : (
                <ul className="mt-4 divide-y divide-slate-100">
                  {stats.recentUsers.map((u) => (
                    <li key={u._id} className="flex items-center gap-3 py-3">
                      <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700">
                        {(u.name || u.email).charAt(0).toUpperCase()}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-slate-900">{u.name}</p>
                        <p className="truncate text-sm text-slate-600">{u.email}</p>
                      </div>
                      <RoleBadge role={u.role} />
                      <span className="shrink-0 text-sm text-slate-600">{formatDate(u.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <RecentItems title="Recent Modules" items={stats.recentModules} />
            <RecentItems title="Recent Sections" items={stats.recentSections} />
            <Categories title="Module Categories" categories={stats.modules?.categories ?? null} />
            <Categories title="Section Categories" categories={stats.sections?.categories ?? null} />
          </div>
        </>
      )}
    </div>
  );
}
