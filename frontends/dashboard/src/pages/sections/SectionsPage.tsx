/**
 * /dashboard/sections (doc 2 §2): search, collapsible categories (sections sorted by title), a live
 * preview panel (hover or click selects), badges 'Pro' / 'Locked' / 'Added', and an optimistic add.
 */
import { ChevronDown, Crown, LayoutTemplate, Lock, Plus, Check } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState, PageMeta } from '@liquify/ui';
import { catalogueIdOf } from '../../api/library';
import type { CatalogueSection } from '../../api/catalogue';
import { useAddSection } from '../../library/use-library-actions';
import { useLibrarySections } from '../../shell/library-queries';
import { PageHeader } from '../../shell/PageHeader';
import { QuotaInfo } from '../../shell/QuotaInfo';
import { allowedIds, usePlan } from '../../shell/plan';
import { useUsage } from '../../shell/use-usage';
import { SectionPreview } from './SectionPreview';
import { createCatalogueSearch, queryTerms } from '../../search/catalogue-search';
import { useSearchEngine } from '../../search/search-engine';
import { SearchPending } from '../../search/SearchPending';
import { afterPageLoad } from '../../shell/after-page-load';
import { categoryLabel, groupSections, isSectionLocked } from './section-rules';
import { useCatalogueSections } from './use-sections';

const NO_GROUPS: Array<{ category: string; sections: CatalogueSection[] }> = [];

export default function SectionsPage() {
  const sections = useCatalogueSections();
  const library = useLibrarySections();
  const plan = usePlan();
  const usage = useUsage();
  const add = useAddSection();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const [selected, setSelected] = useState<CatalogueSection | null>(null);
  const allowed = useMemo(() => allowedIds(plan.data, 'sections'), [plan.data]);
  const index = useMemo(() => createCatalogueSearch(sections.data?.data ?? []), [sections.data]);
  // A search needs the engine, loaded after the first screen: until it is here the list says it is searching.
  const searching = queryTerms(deferred).length > 0;
  const engine = useSearchEngine(searching);
  const found = useMemo(() => (searching && !engine.ready ? undefined : groupSections(index, deferred)), [searching, engine.ready, index, deferred]);
  const groups = found ?? NO_GROUPS;
  // The engine and the index, after the first screen and before a first keystroke.
  const hasSections = (sections.data?.data.length ?? 0) > 0;
  useEffect(() => (hasSections ? afterPageLoad(() => index.prepare()) : undefined), [hasSections, index]);
  const added = useMemo(() => new Set((library.data ?? []).flatMap((e) => [catalogueIdOf(e.sectionId), e.slug])), [library.data]);
  const current = selected ?? groups[0]?.sections[0] ?? null;

  const toggle = (category: string) =>
    setClosed((set) => {
      const next = new Set(set);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  return (
    <>
      <PageMeta title="Sections Library" noindex />
      <PageHeader
        title="Sections Library"
        icon={<LayoutTemplate aria-hidden="true" className="h-7 w-7" />}
        subtitle="Theme sections for your store, rendered live. Add them to your library to edit and copy."
        search={{ value: search, onChange: setSearch, placeholder: 'Search sections...', label: 'Search sections' }}
        actions={<QuotaInfo kind="sections" />}
      />
      {sections.isPending ? (
        <LoadingState label="Loading sections..." />
      ) : sections.isError ? (
        <ErrorState title="Error loading sections." message={sections.error.message || 'Failed to load sections'} onRetry={() => void sections.refetch()} />
      ) : found === undefined ? (
        <SearchPending failed={engine.failed} onRetry={engine.retry} label="Searching sections..." />
      ) : groups.length === 0 ? (
        <EmptyState title="No sections found" message={search ? 'Try another search.' : 'No sections are published yet.'} />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,360px)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-3">
            {groups.map(({ category, sections: list }) => {
              const open = !closed.has(category);
              return (
                <section key={category} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                  <h2>
                    <button
                      type="button"
                      aria-expanded={open}
                      onClick={() => toggle(category)}
                      className="flex min-h-12 w-full items-center justify-between px-4 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50"
                    >
                      <span>
                        {categoryLabel(category)} <span className="font-normal text-slate-500">({list.length})</span>
                      </span>
                      <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
                    </button>
                  </h2>
                  {open ? (
                    <ul className="divide-y divide-slate-100 border-t border-slate-100">
                      {list.map((section) => {
                        const locked = isSectionLocked(section, allowed);
                        const isAdded = added.has(section._id) || added.has(section.slug);
                        const active = current?._id === section._id;
                        return (
                          <li
                            key={section._id}
                            onMouseEnter={() => setSelected(section)}
                            className={`flex items-center gap-2 px-4 py-2.5 ${active ? 'bg-brand-50' : ''}`}
                          >
                            <button type="button" onClick={() => setSelected(section)} aria-pressed={active} className="min-w-0 flex-1 text-left">
                              <span className="block truncate text-sm font-medium text-slate-900">{section.title}</span>
                              <span className="mt-0.5 flex flex-wrap gap-1">
                                {section.featured ? (
                                  <span className="inline-flex items-center gap-0.5 rounded bg-amber-100 px-1.5 text-[11px] font-semibold text-amber-800">
                                    <Crown aria-hidden="true" className="h-3 w-3" /> Pro
                                  </span>
                                ) : null}
                                {locked ? (
                                  <span className="inline-flex items-center gap-0.5 rounded bg-slate-200 px-1.5 text-[11px] font-semibold text-slate-700">
                                    <Lock aria-hidden="true" className="h-3 w-3" /> Locked
                                  </span>
                                ) : null}
                                {isAdded ? (
                                  <span className="inline-flex items-center gap-0.5 rounded bg-green-100 px-1.5 text-[11px] font-semibold text-green-800">
                                    <Check aria-hidden="true" className="h-3 w-3" /> Added
                                  </span>
                                ) : null}
                              </span>
                            </button>
                            {!isAdded && !locked ? (
                              <button
                                type="button"
                                aria-label={`Add ${section.title} to my library`}
                                disabled={add.isPending || usage.sections.isAtLimit}
                                title={usage.sections.isAtLimit ? 'Section limit reached' : undefined}
                                onClick={() => add.mutate(section)}
                                className="rounded-lg p-2 text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 disabled:opacity-50"
                              >
                                <Plus aria-hidden="true" className="h-4 w-4" />
                              </button>
                            ) : null}
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                </section>
              );
            })}
          </div>
          <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
            {current ? (
              <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
                <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{current.title}</p>
                    <p className="truncate text-xs text-slate-600">{current.description}</p>
                  </div>
                  <Link to={`/dashboard/sections/${current.slug}`} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
                    View details
                  </Link>
                </div>
                <SectionPreview slug={current.slug} title={current.title} className="h-[560px]" />
              </div>
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}
