/**
 * /dashboard (doc 2 §2 home): four stat cards, quick actions, recent activity, popular modules and a
 * performance overview, all computed from the user's library, stores and snippet loads and the catalogue.
 */
import { Activity as ActivityIcon, BookOpen, Boxes, Calendar, Layers, LayoutTemplate, Settings, TrendingUp, Zap } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState, PageMeta, useFormatters } from '@liquify/ui';
import { useSession } from '@liquify/session';
import { Thumbnail } from '../../components/Thumbnail';
import { useLibraryModules, useLibrarySections, useStoreList } from '../../shell/library-queries';
import { useCatalogueModules } from '../../api/catalogue-queries';
import { addedThisMonth, catalogueCountCopy, performance, popularModules, recentActivity } from './home-stats';

function StatCard({ label, value, icon, hint }: { label: string; value: ReactNode; icon: ReactNode; hint?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600">{icon}</span>
      </div>
      <p className="mt-3 text-3xl font-bold text-slate-900" data-testid={`stat-${label}`}>
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

const QUICK_ACTIONS = [
  { to: '/dashboard/modules', label: 'Browse modules', Icon: Boxes },
  { to: '/dashboard/sections', label: 'Browse sections', Icon: LayoutTemplate },
  { to: '/dashboard/library', label: 'Open my library', Icon: BookOpen },
  { to: '/dashboard/settings', label: 'Account settings', Icon: Settings },
];

export default function HomePage() {
  const fmt = useFormatters();
  const { user } = useSession();
  const modules = useLibraryModules();
  const sections = useLibrarySections();
  const stores = useStoreList();
  const catalogue = useCatalogueModules();
  const mods = useMemo(() => modules.data ?? [], [modules.data]);
  const secs = useMemo(() => sections.data ?? [], [sections.data]);
  const activity = useMemo(() => recentActivity(mods, secs), [mods, secs]);
  const perf = useMemo(() => performance(mods), [mods]);
  const popular = useMemo(() => popularModules(catalogue.data?.data ?? []), [catalogue.data]);
  const loading = modules.isPending || sections.isPending;
  const dash = (v: number) => (loading ? '…' : modules.isError ? '—' : v);
  const maxLoads = Math.max(1, ...perf.topModules.map((m) => m.loads));

  return (
    <>
      <PageMeta title="Dashboard" noindex />
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Welcome back{user?.name ? `, ${user.name.split(' ')[0]}` : ''}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your storefront toolkit: {catalogue.data ? catalogueCountCopy(catalogue.data.data.length) : 'modules'} and sections ready to customise.
        </p>
      </div>
      {modules.isError ? <ErrorState title="Failed to load library" message={modules.error.message} onRetry={() => void modules.refetch()} /> : null}
      <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="My Modules" value={dash(mods.length)} icon={<Boxes aria-hidden="true" className="h-5 w-5" />} />
        <StatCard label="My Sections" value={dash(secs.length)} icon={<LayoutTemplate aria-hidden="true" className="h-5 w-5" />} />
        <StatCard
          label="Total Items"
          value={dash(mods.length + secs.length)}
          icon={<Layers aria-hidden="true" className="h-5 w-5" />}
          hint={stores.data ? `in ${stores.data.length} ${stores.data.length === 1 ? 'store' : 'stores'}` : undefined}
        />
        <StatCard label="This Month" value={dash(addedThisMonth([...mods, ...secs], new Date()))} icon={<Calendar aria-hidden="true" className="h-5 w-5" />} hint="items added" />
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="quick-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="quick-heading" className="font-semibold text-slate-900">
            Quick Actions
          </h2>
          <ul className="mt-3 space-y-2">
            {QUICK_ACTIONS.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link to={to} className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50">
                  <Icon aria-hidden="true" className="h-4 w-4 text-brand-600" /> {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="activity-heading" className="rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-2">
          <h2 id="activity-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <ActivityIcon aria-hidden="true" className="h-4 w-4 text-brand-600" /> Recent Activity
          </h2>
          {loading ? (
            <LoadingState label="Loading activity..." />
          ) : activity.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              No activity yet. <Link to="/dashboard/modules" className="font-semibold text-brand-700 hover:underline">Add your first module</Link>.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {activity.map((a) => (
                <li key={a.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                  <Link to={a.href} className="min-w-0 truncate text-slate-800 hover:text-brand-700">
                    <span className="font-medium">{a.verb}</span> {a.kind} <span className="font-semibold">{a.title}</span>
                  </Link>
                  <time dateTime={a.at} className="shrink-0 text-xs text-slate-500">
                    {fmt.date(a.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="popular-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex items-center justify-between">
            <h2 id="popular-heading" className="flex items-center gap-2 font-semibold text-slate-900">
              <TrendingUp aria-hidden="true" className="h-4 w-4 text-brand-600" /> Popular Modules
            </h2>
            <Link to="/dashboard/modules" className="text-sm font-semibold text-brand-700 hover:underline">
              View all
            </Link>
          </div>
          {catalogue.isPending ? (
            <LoadingState label="Loading modules..." />
          ) : catalogue.isError ? (
            <p className="mt-3 text-sm text-red-700">Failed to fetch modules</p>
          ) : (
            <ul className="mt-3 grid grid-cols-2 gap-3">
              {popular.map((m) => (
                <li key={m._id}>
                  <Link to={`/dashboard/modules/${m.slug}`} className="block overflow-hidden rounded-xl ring-1 ring-slate-200 hover:ring-brand-300">
                    <Thumbnail src={m.thumbnail} alt="" className="aspect-[16/10] w-full" />
                    <p className="truncate px-3 pt-2 text-sm font-semibold text-slate-900">{m.title}</p>
                    <p className="px-3 pb-2 text-xs text-slate-500">{fmt.number(m.downloads)} downloads</p>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="perf-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="perf-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <Zap aria-hidden="true" className="h-4 w-4 text-brand-600" /> Performance Overview
          </h2>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">Snippet loads (30 days)</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900" data-testid="perf-loads">
                {dash(perf.loads30d)}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">All-time loads</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900">{dash(perf.loadsAllTime)}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">Embedded modules</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900">{dash(perf.embedded)}</dd>
            </div>
          </dl>
          {perf.topModules.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">No snippet loads yet: generate a Remote Snippet in the module editor and embed it on your site.</p>
          ) : (
            <ul className="mt-4 space-y-2" aria-label="Loads per module">
              {perf.topModules.map((m) => (
                <li key={m.id} className="text-sm">
                  <div className="flex justify-between">
                    <span className="truncate text-slate-800">{m.title}</span>
                    <span className="text-slate-600">{m.loads}</span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-slate-100">
                    <div className="h-2 rounded-full bg-brand-500" style={{ width: `${(m.loads / maxLoads) * 100}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          {perf.topDomains.length ? (
            <p className="mt-4 text-xs text-slate-500">Top sites: {perf.topDomains.map((d) => `${d.domain} (${d.loads})`).join(', ')}</p>
          ) : null}
        </section>
      </div>
    </>
  );
}
