/**
 * /dashboard/sections/{slug}: the section rendered live, its description, the settings its schema
 * exposes, and the add button (the spec leaves this page's content open). A section the plan does not allow
 * comes without its Liquid and schema: the rendered preview stays (it shows no Liquid), the settings do not.
 */
import { ArrowLeft, Check, Lock, Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@liquify/api-client';
import { ErrorState, LoadingState, PageMeta, useFormatters } from '@liquify/ui';
import { useSectionDetail } from '../../api/catalogue-detail';
import { catalogueIdOf } from '../../api/library';
import { useAddSection } from '../../library/use-library-actions';
import { useLibrarySections } from '../../shell/library-queries';
import { allowedIds, usePlan } from '../../shell/plan';
import { formatLimit } from '../../shell/usage';
import { useUsage } from '../../shell/use-usage';
import { SectionPreview } from './SectionPreview';
import { categoryLabel, isSectionLocked, settingTypeLabel } from './section-rules';

export default function SectionDetailPage() {
  const fmt = useFormatters();
  const { slug = '' } = useParams();
  const detail = useSectionDetail(slug);
  const plan = usePlan();
  const usage = useUsage();
  const library = useLibrarySections();
  const add = useAddSection();

  if (detail.isPending) return <LoadingState label="Loading section..." />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <ErrorState title={notFound ? 'Section not found' : 'Failed to load sections'} message={notFound ? undefined : detail.error.message} onRetry={notFound ? undefined : () => void detail.refetch()}>
        <Link to="/dashboard/sections" className="min-h-10 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:underline">
          Back to sections
        </Link>
      </ErrorState>
    );
  }
  const section = detail.data;
  const locked = isSectionLocked(section, allowedIds(plan.data, 'sections'));
  const entry = (library.data ?? []).find((e) => catalogueIdOf(e.sectionId) === section._id || e.slug === section.slug);
  const settings = section.locked ? null : (section.settings ?? []);

  return (
    <>
      <PageMeta title={section.title} noindex />
      <Link to="/dashboard/sections" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to sections
      </Link>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-label="Live preview" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <SectionPreview slug={section.slug} title={section.title} className="h-[600px]" />
        </section>
        <aside className="space-y-4">
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <h1 className="text-2xl font-bold text-slate-900">{section.title}</h1>
            <p className="mt-2 text-sm text-slate-600">{section.longDescription || section.description}</p>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Category</dt>
                <dd className="text-slate-900">{categoryLabel(section.category)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Added to the catalogue</dt>
                <dd className="text-slate-900">{fmt.date(section.createdAt)}</dd>
              </div>
            </dl>
            <div className="mt-5">
              {locked ? (
                <Link to="/dashboard/upgrade" className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-amber-700 px-4 text-sm font-semibold text-white hover:bg-amber-800">
                  <Lock aria-hidden="true" className="h-4 w-4" /> Locked — see plans
                </Link>
              ) : entry ? (
                <Link
                  to={entry.pending ? '/dashboard/library?type=sections' : `/dashboard/library/edit/section/${entry._id}`}
                  className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-50 px-4 text-sm font-semibold text-green-800 ring-1 ring-green-200"
                >
                  <Check aria-hidden="true" className="h-4 w-4" /> Added — edit in my library
                </Link>
              ) : (
                <button
                  type="button"
                  disabled={add.isPending || usage.sections.isAtLimit}
                  onClick={() => add.mutate(section)}
                  className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {add.isPending ? 'Adding...' : usage.sections.isAtLimit ? 'Section limit reached' : 'Add to my library'}
                </button>
              )}
              <p className="mt-2 text-center text-xs text-slate-600">
                {usage.sections.current} of {formatLimit(usage.sections.limit)} sections used on your plan
              </p>
            </div>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="font-semibold text-slate-900">Settings in the theme editor</h2>
            {settings === null ? (
              <p className="mt-2 text-sm text-slate-600">Shown once your plan includes this section.</p>
            ) : settings.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">This section has no settings.</p>
            ) : (
              <ul className="mt-3 space-y-2 text-sm">
                {settings.map((setting, i) => (
                  <li key={String(setting.id ?? i)} className="flex justify-between gap-3">
                    <span className="text-slate-800">{String(setting.label ?? setting.id ?? setting.content ?? 'Setting')}</span>
                    <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-600">{settingTypeLabel(setting.type)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </aside>
      </div>
    </>
  );
}
