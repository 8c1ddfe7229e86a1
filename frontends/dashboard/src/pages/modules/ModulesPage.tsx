/**
 * /dashboard/modules (doc 2 §2): every published module fetched once (limit 1000, cached 5 minutes),
 * searched, filtered by category and paged 20 at a time on the client; allowed modules first.
 *
 * Typing in the search re-renders the list within the keystroke's frame: the allowed-first order and the
 * search index (the shared rule, best match first) are built once per list (or plan), a keystroke only queries that index and
 * renders the one page of 20 (memoised cards: a card still shown is not rendered again); the search text
 * lives below the page's queries and the router (`SearchableCatalogue`), so they, the header and the chips,
 * which a keystroke does not change, are not rendered again either; cards off screen skip style,
 * layout and paint until scrolled to (`content-visibility`), and their icons are references to one sprite.
 * The list keeps every card of the catalogue once made and a keystroke only shows or hides cards
 * (`cardsToRender`); when the catalogue first arrives, its first render makes only the cards above the fold.
 */
import { Boxes, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { lazy, memo, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { catalogueCategoryLabel } from '@liquify/contracts/rules';
import { EmptyState, ErrorState, LoadingState, PageMeta } from '@liquify/ui/core';
import type { CatalogueModule } from '../../api/catalogue';
import { useCatalogueModules } from '../../api/catalogue-queries';
import { afterPageLoad } from '../../shell/after-page-load';
import { PageHeader, ViewToggle, type ViewMode } from '../../shell/PageHeader';
import { QuotaInfo } from '../../shell/QuotaInfo';
import { allowedIds, usePlan } from '../../shell/plan';
import { useSearchFocusTarget } from '../../shell/search-focus';
import { createCatalogueSearch, queryTerms } from '../../search/catalogue-search';
import { useSearchEngine } from '../../search/search-engine';
import { SearchPending } from '../../search/SearchPending';
import { allowedFirst, cardsToRender, categoriesOf, filterCatalogue, firstPaintCardsAt, gridColumnsAt, paginate, positionsOf } from './catalogue-rules';
import { ModuleCard, ModuleCardIcons } from './ModuleCard';

// The preview modal's code (Radix's dialog, the sandboxed frame) loads when a preview first opens.
const ModulePreviewModal = lazy(() => import('./ModulePreviewModal').then(({ ModulePreviewModal: modal }) => ({ default: modal })));

const NO_MODULES: CatalogueModule[] = [];

export default function ModulesPage() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('search');
  const [previewing, setPreviewing] = useState<CatalogueModule | null>(null);
  const modules = useCatalogueModules();
  const plan = usePlan();
  const allowed = useMemo(() => allowedIds(plan.data, 'modules'), [plan.data]);

  const all = modules.data?.data ?? NO_MODULES;
  const categories = useMemo(() => categoriesOf(all), [all]);
  // Allowed first, then filtered: both keep the order, so ordering once per list or plan is the same list.
  const ordered = useMemo(() => allowedFirst(all, allowed), [all, allowed]);
  // Once a preview has opened, its modal stays mounted (Radix closes it as usual).
  const [previewed, setPreviewed] = useState(false);
  const onPreview = useCallback((m: CatalogueModule) => {
    setPreviewed(true);
    setPreviewing(m);
  }, []);
  const onClosePreview = useCallback(() => setPreviewing(null), []);
  // Typing replaces a search the top bar put in the URL: it leaves the URL.
  const clearUrlSearch = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  const unavailable = modules.isPending ? (
    <LoadingState label="Loading modules..." />
  ) : modules.isError ? (
    <ErrorState title="Failed to fetch modules" message={modules.error.message} onRetry={() => void modules.refetch()} />
  ) : null;

  return (
    <>
      <ModulesHeader />
      <SearchableCatalogue
        urlSearch={urlSearch}
        onTypedOverUrlSearch={clearUrlSearch}
        ordered={ordered}
        allowed={allowed}
        planKnown={plan.data !== undefined}
        categories={categories}
        unavailable={unavailable}
        onPreview={onPreview}
      />
      {previewed ? (
        <Suspense fallback={null}>
          <ModulePreviewModal module={previewing} onClose={onClosePreview} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The search box, the view toggle, the chips and the cards, with what they choose (search text, category,
 * view, page). A keystroke renders this part again and nothing above it (the page's queries, the router,
 * the header and the preview modal).
 */
const SearchableCatalogue = memo(function SearchableCatalogue({
  urlSearch,
  onTypedOverUrlSearch,
  ordered,
  allowed,
  planKnown,
  categories,
  unavailable,
  onPreview,
}: {
  /** `?search=` (the top bar's search navigates here with it); null without one. */
  urlSearch: string | null;
  onTypedOverUrlSearch: () => void;
  /** The catalogue, allowed modules first. */
  ordered: CatalogueModule[];
  allowed: Set<string>;
  /** The user's plan has arrived: until then no module can be counted as available (it would read "0 available"). */
  planKnown: boolean;
  categories: string[];
  /** The loading or error state while the catalogue cannot be shown; null once it can. */
  unavailable: ReactNode;
  onPreview: (module: CatalogueModule) => void;
}) {
  const [search, setSearch] = useState(urlSearch ?? '');
  const [category, setCategory] = useState('All');
  const [view, setView] = useState<ViewMode>('grid');
  const [page, setPage] = useState(1);
  // A new search in the URL replaces what was typed, from page 1 (state adjusted while rendering).
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  if (urlSearch !== shownUrlSearch) {
    setShownUrlSearch(urlSearch);
    if (urlSearch !== null) {
      setSearch(urlSearch);
      setPage(1);
    }
  }
  // The list's first render makes the cards above the fold (the largest paint is among them); every card
  // of the catalogue follows in a transition and stays, shown or hidden by the search, chip and page.
  const [allMounted, setAllMounted] = useState(false);
  const [firstPaintCards] = useState(() => firstPaintCardsAt(window.innerWidth));
  // The first row at this width: its thumbnails were fetched with the page's data (preload.ts) and load eagerly.
  const [firstRowCards] = useState(() => gridColumnsAt(window.innerWidth));
  const loaded = ordered.length > 0;
  useEffect(() => {
    if (loaded && !allMounted) startTransition(() => setAllMounted(true));
  }, [loaded, allMounted]);

  const index = useMemo(() => createCatalogueSearch(ordered), [ordered]);
  // Built after the first screen (not in its render), before a first keystroke.
  useEffect(() => (allMounted ? afterPageLoad(() => index.prepare()) : undefined), [allMounted, index]);
  // A search needs the engine, loaded after the first screen: until it is here the list says it is searching.
  const searching = queryTerms(search).length > 0;
  const engine = useSearchEngine(searching);
  const found = useMemo(() => (searching && !engine.ready ? undefined : filterCatalogue(index, { search, category })), [searching, engine.ready, index, search, category]);
  const filtered = found ?? NO_MODULES;
  const searchPending = found === undefined ? <SearchPending failed={engine.failed} onRetry={engine.retry} label="Searching modules..." /> : null;
  const availableCount = useMemo(() => filtered.filter((m) => allowed.has(m._id)).length, [filtered, allowed]);
  const slice = useMemo(() => paginate(filtered, page), [filtered, page]);
  const positions = useMemo(() => positionsOf(slice.items), [slice.items]);
  const cards = cardsToRender(ordered, slice.items, allMounted, firstPaintCards);
  // Neither the toggle nor the chips change with a keystroke: they are not rendered again for one.
  const viewToggle = useMemo(() => <ViewToggle value={view} onChange={setView} />, [view]);
  const onCategory = useCallback((c: string) => {
    setCategory(c);
    setPage(1);
  }, []);

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
    if (urlSearch !== null) onTypedOverUrlSearch();
  };

  return (
    <>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <AnimatedSearch value={search} onChange={changeSearch} />
        {viewToggle}
      </div>
      <CategoryChips categories={categories} selected={category} onSelect={onCategory} />
      {unavailable ?? searchPending ?? (
        <>
          <p className="mb-4 text-sm text-slate-600" aria-live="polite">
            <span data-testid="modules-found">{filtered.length} modules found</span>
            {planKnown ? (
              <>
                <span className="mx-2 text-slate-300">·</span>
                <span data-testid="modules-available">{availableCount} available with your plan</span>
              </>
            ) : null}
          </p>
          {filtered.length === 0 ? (
            <EmptyState icon={<Search className="h-8 w-8" />} title="No modules found" message="Try another search or category." />
          ) : null}
          <ModuleList modules={cards} positions={positions} allowed={allowed} view={view === 'list' ? 'list' : 'grid'} firstRowCards={firstRowCards} onPreview={onPreview} />
          <Pagination page={slice.page} totalPages={slice.totalPages} onPage={setPage} />
        </>
      )}
    </>
  );
});

/** Previous / 'Page x of y' / Next, when there is more than one page. */
const Pagination = memo(function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className="inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-white disabled:opacity-50"
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous
      </button>
      <span className="text-sm text-slate-700">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        className="inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-white disabled:opacity-50"
      >
        Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
});

/** Title, subtitle and quota icon: nothing the search or the chips change. */
const ModulesHeader = memo(function ModulesHeader() {
  return (
    <>
      <PageMeta title="Modules" noindex />
      <PageHeader
        title="Modules"
        icon={<Boxes aria-hidden="true" className="h-7 w-7" />}
        subtitle="Browse ready-made storefront modules and add them to your library."
        actions={<QuotaInfo kind="modules" />}
      />
    </>
  );
});

const CategoryChips = memo(function CategoryChips({ categories, selected, onSelect }: { categories: string[]; selected: string; onSelect: (category: string) => void }) {
  return (
    <div role="group" aria-label="Categories" className="mb-5 flex flex-wrap gap-2">
      {categories.map((c) => (
        <button
          key={c}
          type="button"
          aria-pressed={selected === c}
          onClick={() => onSelect(c)}
          className={`min-h-9 rounded-full px-3.5 text-sm font-medium ${selected === c ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'}`}
        >
          {c === 'All' ? c : catalogueCategoryLabel(c)}
        </button>
      ))}
    </div>
  );
});

/**
 * The catalogue's cards, those on the current page shown (at most 20) and the others hidden; cards are
 * memoised, so a keystroke renders again only the cards it shows or hides.
 */
const ModuleList = memo(function ModuleList({
  modules,
  positions,
  allowed,
  view,
  firstRowCards,
  onPreview,
}: {
  modules: CatalogueModule[];
  positions: Map<string, number>;
  allowed: Set<string>;
  view: 'grid' | 'list';
  /** The cards of the grid's first row at the viewport's width: their images load eagerly. */
  firstRowCards: number;
  onPreview: (module: CatalogueModule) => void;
}) {
  return (
    <>
      <ModuleCardIcons />
      <ul data-testid="module-list" className={view === 'grid' ? 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4' : 'flex flex-col gap-3'}>
        {modules.map((m) => {
          const position = positions.get(m._id);
          return (
            <ModuleCard
              key={m._id}
              module={m}
              hidden={position === undefined}
              locked={!allowed.has(m._id)}
              view={view}
              eager={position !== undefined && position < firstRowCards}
              onPreview={onPreview}
            />
          );
        })}
      </ul>
    </>
  );
});

/** The animated search box: it widens and lifts when focused; Cmd/Ctrl+K focuses it. */
function AnimatedSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useSearchFocusTarget(ref);
  return (
    <div className="group relative flex-1 transition-all duration-300 focus-within:-translate-y-0.5 sm:max-w-md sm:focus-within:max-w-xl">
      <label htmlFor="modules-search" className="sr-only">
        Search modules
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400 transition-colors group-focus-within:text-brand-600" />
      <input
        ref={ref}
        id="modules-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search modules by title, description, category or tag..."
        className="h-11 w-full rounded-xl border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 shadow-sm transition-shadow duration-300 placeholder:text-slate-500 focus:border-brand-500 focus:shadow-lg focus:outline-none"
      />
    </div>
  );
}
