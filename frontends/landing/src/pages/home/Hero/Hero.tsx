import { Spinner } from '@liquify/ui/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { ALL_CATEGORY } from '../home.const';
import { scrollToSection, usePrefersReducedMotion } from '../home.hooks';
import { useHeroSeed, seededRandom } from '../hero-seed';
import { useLandingModules } from '../home.queries';
import { compareByFeaturedThenRating, deriveCategories, selectHeroModules } from '../ranking';
import { CategoryChips } from '../shared/CategoryChips';
import { buttonClass, focusRing } from '../shared/styles';
import type { ModuleCardData } from './ModuleCard';
import { ModuleStrip } from './ModuleStrip';
import { useTypingPlaceholder } from './useTypingPlaceholder';

/** Suggestions typed into the empty search box before the catalogue arrives. */
export const DEFAULT_SEARCH_PHRASES = [
  'countdown timer',
  'announcement bar',
  'product reviews',
  'size chart',
];
/** Once it has arrived, the suggestions are the titles of the strongest modules, so each one finds something. */
const SUGGESTION_COUNT = 5;

const EMPTY: ModuleCardData[] = [];

export function Hero() {
  const modulesQuery = useLandingModules();
  const modules: readonly ModuleCardData[] = modulesQuery.data ?? EMPTY;
  const reducedMotion = usePrefersReducedMotion();

  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORY);
  const [searchFocused, setSearchFocused] = useState(false);
  const deferredQuery = useDeferredValue(query);

  const categories = useMemo(() => deriveCategories(modules), [modules]);
  const seed = useHeroSeed();
  const visible = useMemo(
    () => selectHeroModules(modules, { query: deferredQuery, category }, seededRandom(seed)),
    [modules, deferredQuery, category, seed],
  );

  const phrases = useMemo(() => {
    const titles = [...modules]
      .sort(compareByFeaturedThenRating)
      .slice(0, SUGGESTION_COUNT)
      .map((module) => module.title.trim())
      .filter(Boolean);
    return titles.length > 0 ? titles : DEFAULT_SEARCH_PHRASES;
  }, [modules]);
  const typed = useTypingPlaceholder(phrases, !reducedMotion && !searchFocused && query === '');
  const placeholder = `Search “${typed}”`;

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-slate-950 pt-28 pb-14 sm:pt-36 sm:pb-20"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(47_109_246/0.45),transparent)]" />
        <div className="absolute top-1/3 -right-40 h-[28rem] w-[28rem] rounded-full bg-[radial-gradient(closest-side,rgb(192_38_211/0.3),transparent)]" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]" />
      </div>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3 py-1 text-xs font-medium text-indigo-200 sm:text-sm">
            <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-emerald-400" />
            150+ modules · instant access<span className="hidden sm:inline"> · lifetime updates</span>
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
          >
            Shopify modules &amp; sections,{' '}
            <span className="bg-gradient-to-r from-indigo-300 via-violet-300 to-fuchsia-300 bg-clip-text text-transparent">
              installed in 3 clicks
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-pretty text-slate-300 sm:text-lg">
            A growing library of ready-made storefront blocks. Customize them visually, copy the code and go
            live on unlimited stores — no developer, no stack of monthly apps.
          </p>

          <form
            role="search"
            aria-label="Modules"
            className="mx-auto mt-8 max-w-xl"
            onSubmit={(e) => e.preventDefault()}
          >
            <label htmlFor="hero-search" className="sr-only">
              Search modules
            </label>
            <div className="relative">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 fill-slate-400"
              >
                <path d="M8.5 3a5.5 5.5 0 1 0 3.4 9.8l3.7 3.7 1.1-1.1-3.7-3.7A5.5 5.5 0 0 0 8.5 3Zm0 1.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z" />
              </svg>
              <input
                id="hero-search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onFocus={() => setSearchFocused(true)}
                onBlur={() => setSearchFocused(false)}
                placeholder={placeholder}
                autoComplete="off"
                className={`h-14 w-full rounded-2xl border border-white/10 bg-white pr-4 pl-12 text-base text-slate-900 shadow-2xl shadow-indigo-950/50 placeholder:text-slate-400 ${focusRing}`}
              />
            </div>
          </form>

          {categories.length > 1 ? (
            <div className="mt-5">
              <CategoryChips
                categories={categories}
                selected={category}
                onSelect={setCategory}
                label="Module categories"
                tone="dark"
              />
            </div>
          ) : null}
        </div>
      </div>

      {/* The strip runs wider than the text column, up to very large screens. */}
      <div className="mx-auto mt-10 max-w-[112rem] sm:px-6 lg:px-8">
        {modulesQuery.isPending ? (
          <div className="flex h-72 items-center justify-center">
            <Spinner label="Loading modules" className="h-10 w-10" />
          </div>
        ) : modulesQuery.isError ? (
          <div
            role="alert"
            className="mx-auto flex h-72 max-w-md flex-col items-center justify-center gap-4 text-center"
          >
            <p className="text-base text-slate-200">Failed to fetch modules</p>
            <button type="button" onClick={() => modulesQuery.refetch()} className={buttonClass('ghostDark')}>
              Try again
            </button>
          </div>
        ) : visible.length === 0 ? (
          <p className="flex h-72 items-center justify-center text-base text-slate-300">No module found.</p>
        ) : (
          <ModuleStrip modules={visible} reducedMotion={reducedMotion} />
        )}
        <p aria-live="polite" className="sr-only">
          {modulesQuery.isSuccess
            ? `${visible.length} ${visible.length === 1 ? 'module' : 'modules'} shown`
            : ''}
        </p>
      </div>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mt-10 flex flex-col items-center gap-5">
          <button
            type="button"
            onClick={() => scrollToSection('pricing', reducedMotion)}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-500 px-7 py-3 text-base font-semibold text-white shadow-lg shadow-brand-500/30 transition hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            View plans
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
              <path d="M10 14.5 4.5 9l1.1-1.1 4.4 4.4 4.4-4.4L15.5 9z" />
            </svg>
          </button>
          <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-400">
            <li>
              <span className="font-semibold text-white">4.9/5</span> rating
            </li>
            <li>
              <span className="font-semibold text-white">10,000+</span> stores
            </li>
            <li>
              <span className="font-semibold text-white">99.9%</span> uptime
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
