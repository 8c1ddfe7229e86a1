/**
 * /dashboard/modules/{slug} (doc 2 §2): preview (for a module the plan does not allow, its thumbnail under
 * a lock: the catalogue sends it no code), fields, 'Add to my library' ('Adding...'), a quota
 * note, up to 4 related modules of the same category (fetch 5, drop the current one). 'Module not found'.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Lock, Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@liquify/api-client';
import { ErrorState, LoadingState, PageMeta, useFormatters } from '@liquify/ui';
import { catalogueCategoryLabel } from '@liquify/contracts/rules';
import { useApi } from '@liquify/session';
import { catalogueApi, RELATED_FETCH, RELATED_SHOWN } from '../../api/catalogue';
import { queryKeys } from '../../api/query-keys';
import { useModuleDetail } from '../../api/catalogue-detail';
import { catalogueIdOf } from '../../api/library';
import { PreviewFrame } from '../../components/PreviewFrame';
import { LockedPreview } from './LockedPreview';
import { Thumbnail } from '../../components/Thumbnail';
import { useAddModule } from '../../library/use-library-actions';
import { useLibraryModules } from '../../shell/library-queries';
import { allowedIds, usePlan } from '../../shell/plan';
import { formatLimit } from '../../shell/usage';
import { useUsage } from '../../shell/use-usage';
import { QuotaInfo } from '../../shell/QuotaInfo';

export default function ModuleDetailPage() {
  const fmt = useFormatters();
  const { slug = '' } = useParams();
  const api = useApi();
  const detail = useModuleDetail(slug);
  const category = detail.data?.category;
  const related = useQuery({
    queryKey: queryKeys.modules({ category, limit: RELATED_FETCH }),
    queryFn: () => catalogueApi.modules(api, { category, limit: RELATED_FETCH }),
    enabled: Boolean(category),
  });
  const plan = usePlan();
  const usage = useUsage();
  const library = useLibraryModules();
  const add = useAddModule();

  if (detail.isPending) return <LoadingState label="Loading module..." />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <ErrorState title={notFound ? 'Module not found' : 'Failed to load module'} message={notFound ? undefined : detail.error.message} onRetry={notFound ? undefined : () => void detail.refetch()}>
        <Link to="/dashboard/modules" className="min-h-10 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:underline">
          Back to modules
        </Link>
      </ErrorState>
    );
  }
  const module = detail.data;
  const locked = !allowedIds(plan.data, 'modules').has(module._id);
  const inLibrary = (library.data ?? []).some((entry) => catalogueIdOf(entry.moduleId) === module._id || entry.slug === module.slug);
  const atLimit = usage.modules.isAtLimit;
  const relatedModules = (related.data?.data ?? []).filter((m) => m._id !== module._id).slice(0, RELATED_SHOWN);

  return (
    <>
      <PageMeta title={module.title} noindex />
      <Link to="/dashboard/modules" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to modules
      </Link>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <section aria-label="Preview" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          {module.locked ? (
            <LockedPreview title={module.title} thumbnail={module.thumbnail} className="aspect-[16/10] w-full" />
          ) : !module.code.trim() ? (
            <div className="p-10 text-center">
              <p className="font-semibold text-slate-900">No preview</p>
              <p className="mt-1 text-sm text-slate-600">This module doesn't have a preview</p>
            </div>
          ) : (
            <PreviewFrame code={module.code} title={`Preview of ${module.title}`} className="h-[480px] w-full" />
          )}
        </section>
        <aside className="space-y-4">
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <h1 className="text-2xl font-bold text-slate-900">{module.title}</h1>
            <p className="mt-2 text-sm text-slate-600">{module.description}</p>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Category</dt>
                <dd className="text-slate-900">{catalogueCategoryLabel(module.category)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Updated</dt>
                <dd className="text-slate-900">{fmt.date(module.updatedAt)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Author</dt>
                <dd className="text-slate-900">{module.author || 'Unknown'}</dd>
              </div>
            </dl>
            {module.tags?.length ? (
              <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
                {module.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-5">
              {locked ? (
                <Link to="/dashboard/upgrade" className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-amber-700 px-4 text-sm font-semibold text-white hover:bg-amber-800">
                  <Lock aria-hidden="true" className="h-4 w-4" /> Upgrade to unlock
                </Link>
              ) : inLibrary ? (
                <Link to="/dashboard/library" className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-50 px-4 text-sm font-semibold text-green-800 ring-1 ring-green-200">
                  <Check aria-hidden="true" className="h-4 w-4" /> In your library
                </Link>
              ) : atLimit ? (
                <button type="button" disabled className="flex min-h-11 w-full items-center justify-center rounded-lg bg-slate-200 px-4 text-sm font-semibold text-slate-600">
                  Plan Limit Reached
                </button>
              ) : (
                <button
                  type="button"
                  disabled={add.isPending}
                  onClick={() => add.mutate(module)}
                  className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
                >
                  <Plus aria-hidden="true" className="h-4 w-4" />
                  {add.isPending ? 'Adding...' : 'Add to my library'}
                </button>
              )}
              <div className="mt-2 flex items-center justify-center gap-1">
                <p className="text-center text-xs text-slate-600" data-testid="quota-note">
                  {usage.modules.current} of {formatLimit(usage.modules.limit)} modules used on your plan
                </p>
                <QuotaInfo kind="modules" />
              </div>
            </div>
          </div>
        </aside>
      </div>
      {relatedModules.length ? (
        <section aria-labelledby="related-heading" className="mt-10">
          <h2 id="related-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Related modules
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {relatedModules.map((m) => (
              <li key={m._id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <Link to={`/dashboard/modules/${m.slug}`} className="block hover:bg-slate-50">
                  <Thumbnail src={m.thumbnail} alt="" className="aspect-[16/10] w-full" />
                  <p className="p-3 text-sm font-semibold text-slate-900">{m.title}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
