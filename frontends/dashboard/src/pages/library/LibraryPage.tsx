/**
 * /dashboard/library (doc 2 §2): Modules and Sections tabs with counts (?type=sections opens the
 * sections tab), search, grid/list, empty states linking to browse; module cards (Copy Code, Customize,
 * remove, snippet loads, 'Update available', locked) and section cards (link, Edit, Download .liquid, remove).
 */
import * as Tabs from '@radix-ui/react-tabs';
import { ArrowRight, BookOpen, Code2, Copy, ExternalLink, Lock, Pencil, RefreshCw, Trash2, Zap } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { catalogueCategoryLabel } from '@liquify/contracts/rules';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, PageMeta, useFormatters } from '@liquify/ui';
import type { LibraryModuleCard, LibrarySectionCard } from '../../api/library';
import { Thumbnail } from '../../components/Thumbnail';
import { librarySearch, lockedNote } from '../../library/library-rules';
import { queryTerms } from '../../search/catalogue-search';
import { useSearchEngine } from '../../search/search-engine';
import { SearchPending } from '../../search/SearchPending';
import { afterPageLoad } from '../../shell/after-page-load';
import { useCopyModuleCode } from '../../library/use-copy-module-code';
import { useRemoveModule, useRemoveSection } from '../../library/use-library-actions';
import { DownloadSectionButton } from '../../library/DownloadSectionButton';
import { RemoveEntryDialog } from './RemoveEntryDialog';
import { useLibraryModules, useLibrarySections } from '../../shell/library-queries';
import { PageHeader, type ViewMode } from '../../shell/PageHeader';
import { QuotaInfo } from '../../shell/QuotaInfo';

type Tab = 'modules' | 'sections';

const tabClass =
  'inline-flex min-h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-slate-600 hover:bg-white data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm';

export default function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('type') === 'sections' ? 'sections' : 'modules';
  const [search, setSearch] = useState('');
  const [view, setView] = useState<ViewMode>('grid');
  const deferred = useDeferredValue(search);
  const modules = useLibraryModules();
  const sections = useLibrarySections();
  const moduleSearch = useMemo(() => librarySearch(modules.data ?? [], 'module'), [modules.data]);
  const sectionSearch = useMemo(() => librarySearch(sections.data ?? [], 'section'), [sections.data]);
  // A search needs the engine, loaded after the first screen: until it is here the lists say they are searching.
  const searching = queryTerms(deferred).length > 0;
  const engine = useSearchEngine(searching);
  const shownModules = useMemo(() => (searching && !engine.ready ? undefined : moduleSearch.search(deferred)), [searching, engine.ready, moduleSearch, deferred]);
  const shownSections = useMemo(() => (searching && !engine.ready ? undefined : sectionSearch.search(deferred)), [searching, engine.ready, sectionSearch, deferred]);
  const hasEntries = (modules.data?.length ?? 0) + (sections.data?.length ?? 0) > 0;
  useEffect(() => (hasEntries ? afterPageLoad(() => moduleSearch.prepare()) : undefined), [hasEntries, moduleSearch]);

  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'sections') next.set('type', 'sections');
    else next.delete('type');
    setParams(next, { replace: true });
  };
  const listClass = view === 'grid' ? 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-3';

  return (
    <>
      <PageMeta title="My Library" noindex />
      <PageHeader
        title="My Library"
        icon={<BookOpen aria-hidden="true" className="h-7 w-7" />}
        subtitle="Your modules and sections: customise them, copy their code or embed them anywhere."
        search={{ value: search, onChange: setSearch, placeholder: 'Search your library...', label: 'Search your library' }}
        view={{ value: view, onChange: setView }}
        stats={[
          { label: 'Modules', value: modules.data?.length ?? '…' },
          { label: 'Sections', value: sections.data?.length ?? '…' },
        ]}
        actions={<QuotaInfo kind="overview" />}
      />
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label="Library" className="mb-5 inline-flex gap-1 rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="modules" className={tabClass}>
            Modules <span className="rounded-full bg-slate-200 px-2 text-xs text-slate-700">{modules.data?.length ?? 0}</span>
          </Tabs.Trigger>
          <Tabs.Trigger value="sections" className={tabClass}>
            Sections <span className="rounded-full bg-slate-200 px-2 text-xs text-slate-700">{sections.data?.length ?? 0}</span>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="modules" className="focus:outline-none">
          {modules.isPending ? (
            <LoadingState label="Loading your library..." />
          ) : modules.isError ? (
            <ErrorState title="Failed to load library" message={modules.error.message} onRetry={() => void modules.refetch()} />
          ) : (modules.data ?? []).length === 0 ? (
            <EmptyState icon={<BookOpen className="h-8 w-8" />} title="No modules in your library yet" message="Browse the catalogue and add the modules you want to use.">
              <Link to="/dashboard/modules" className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
                Browse modules
              </Link>
            </EmptyState>
          ) : shownModules === undefined ? (
            <SearchPending failed={engine.failed} onRetry={engine.retry} label="Searching your library..." />
          ) : shownModules.length === 0 ? (
            <EmptyState title="No modules match your search" />
          ) : (
            <ul className={listClass} data-testid="library-modules">
              {shownModules.map((entry) => (
                <ModuleEntryCard key={entry._id} entry={entry} view={view} />
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="sections" className="focus:outline-none">
          {sections.isPending ? (
            <LoadingState label="Loading your library..." />
          ) : sections.isError ? (
            <ErrorState title="Failed to load sections library" message={sections.error.message} onRetry={() => void sections.refetch()} />
          ) : (sections.data ?? []).length === 0 ? (
            <EmptyState icon={<BookOpen className="h-8 w-8" />} title="No sections in your library yet" message="Browse the sections library and add the sections you want to edit.">
              <Link to="/dashboard/sections" className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
                Browse sections
              </Link>
            </EmptyState>
          ) : shownSections === undefined ? (
            <SearchPending failed={engine.failed} onRetry={engine.retry} label="Searching your library..." />
          ) : shownSections.length === 0 ? (
            <EmptyState title="No sections match your search" />
          ) : (
            <ul className={listClass} data-testid="library-sections">
              {shownSections.map((entry) => (
                <SectionEntryCard key={entry._id} entry={entry} view={view} />
              ))}
            </ul>
          )}
        </Tabs.Content>
      </Tabs.Root>
      <div className="mt-10 text-center">
        <Link to="/dashboard/modules" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          Browse more modules <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </>
  );
}

const action = 'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium ring-1 ring-slate-200 hover:bg-slate-50 disabled:opacity-50';

function LockedNote({ entry }: { entry: { locked: boolean; lockReason: string | null; retired: boolean } }) {
  const note = lockedNote(entry);
  if (note === null) return null;
  return (
    <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-xs text-amber-800">
      <Lock aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
      {note}
    </p>
  );
}

function ModuleEntryCard({ entry, view }: { entry: LibraryModuleCard; view: ViewMode }) {
  const fmt = useFormatters();
  const remove = useRemoveModule();
  const [asking, setAsking] = useState(false);
  const code = useCopyModuleCode();
  const busy = remove.isPending;
  const loads = entry.usage?.loads ?? 0;
  return (
    <li className={`rounded-xl border border-slate-200 bg-white ${view === 'list' ? 'flex items-center gap-4 p-3' : 'flex flex-col overflow-hidden'}`} data-entry-id={entry._id}>
      <Thumbnail src={entry.thumbnail} alt="" className={view === 'list' ? 'h-16 w-24 shrink-0 rounded-lg' : 'aspect-[16/9] w-full'} />
      <div className={`min-w-0 flex-1 ${view === 'list' ? '' : 'p-4'}`}>
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{entry.title}</p>
          {entry.updateAvailable ? (
            <Link to={`/dashboard/library/edit/${entry._id}?review=update`} className="inline-flex items-center gap-1 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800 hover:bg-blue-200">
              <RefreshCw aria-hidden="true" className="h-3 w-3" /> Update available
            </Link>
          ) : null}
          {entry.retired ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700">Retired from the catalogue</span> : null}
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{entry.description}</p>
        <p className="mt-2 flex flex-wrap gap-x-3 text-xs text-slate-500">
          <span>{catalogueCategoryLabel(entry.category)}</span>
          <span className="inline-flex items-center gap-1" title="Remote snippet loads over the last 30 days">
            <Zap aria-hidden="true" className="h-3 w-3" /> {loads} snippet loads
          </span>
          <span>Updated {fmt.date(entry.updatedAt)}</span>
        </p>
        <LockedNote entry={entry} />
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void code.copy(entry._id)}
            onPointerEnter={() => code.prefetch(entry._id)}
            onFocus={() => code.prefetch(entry._id)}
            className={`${action} text-slate-700`}
          >
            <Copy aria-hidden="true" className="h-4 w-4" /> Copy Code
          </button>
          <Link to={`/dashboard/library/edit/${entry._id}`} className={`${action} text-brand-700`}>
            <Pencil aria-hidden="true" className="h-4 w-4" /> Customize
          </Link>
          <button type="button" disabled={busy} onClick={() => setAsking(true)} aria-label={`Remove ${entry.title}`} className={`${action} text-red-700`}>
            <Trash2 aria-hidden="true" className="h-4 w-4" /> {busy ? 'Removing...' : 'Remove'}
          </button>
        </div>
      </div>
      <RemoveEntryDialog entry={asking ? entry : null} kind="module" busy={busy} onCancel={() => setAsking(false)} onConfirm={() => remove.mutate(entry, { onSettled: () => setAsking(false) })} />
    </li>
  );
}

function SectionEntryCard({ entry, view }: { entry: LibrarySectionCard; view: ViewMode }) {
  const fmt = useFormatters();
  const remove = useRemoveSection();
  const [asking, setAsking] = useState(false);
  const busy = remove.isPending || entry.pending;
  return (
    <li className={`rounded-xl border border-slate-200 bg-white ${view === 'list' ? 'flex items-center gap-4 p-3' : 'flex flex-col p-4'} ${entry.pending ? 'opacity-60' : ''}`} data-entry-id={entry._id}>
      <div className={view === 'list' ? 'flex h-16 w-24 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500' : 'mb-3 flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700'}>
        <Code2 aria-hidden="true" className="h-5 w-5" />
      </div>
      <div className="min-w-0 flex-1">
        <Link to={`/dashboard/sections/${entry.slug}`} className="inline-flex items-center gap-1 font-semibold text-slate-900 hover:text-brand-700 hover:underline">
          {entry.title} <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        </Link>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{entry.description}</p>
        <p className="mt-2 text-xs text-slate-500">{entry.pending ? 'Adding...' : `Added ${fmt.date(entry.createdAt)}`}</p>
        <LockedNote entry={entry} />
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={`/dashboard/library/edit/section/${entry._id}`}
            aria-disabled={entry.pending || undefined}
            onClick={(event) => (entry.pending ? event.preventDefault() : undefined)}
            className={`${action} text-brand-700`}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
          </Link>
          <DownloadSectionButton id={entry._id} title={entry.title} disabled={busy || entry.locked} className={`${action} text-slate-700`} />
          <button type="button" disabled={busy} onClick={() => setAsking(true)} aria-label={`Remove ${entry.title}`} className={`${action} text-red-700`}>
            <Trash2 aria-hidden="true" className="h-4 w-4" /> {remove.isPending ? 'Removing...' : 'Remove'}
          </button>
        </div>
      </div>
      <RemoveEntryDialog entry={asking ? entry : null} kind="section" busy={remove.isPending} onCancel={() => setAsking(false)} onConfirm={() => remove.mutate(entry, { onSettled: () => setAsking(false) })} />
    </li>
  );
}
