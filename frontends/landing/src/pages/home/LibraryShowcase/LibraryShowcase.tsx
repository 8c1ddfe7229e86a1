import { Spinner } from '@liquify/ui/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALL_CATEGORY } from '../home.const';
import { useLandingModules, useShowcaseSections } from '../home.queries';
import { categoryLabel, deriveCategories, showcaseItems, type RankableModule } from '../ranking';
import { CategoryChips } from '../shared/CategoryChips';
import { SectionHeading } from '../shared/SectionHeading';
import { Thumbnail } from '../shared/Thumbnail';
import { buttonClass, focusRing } from '../shared/styles';

type LibraryKind = 'modules' | 'sections';

interface ShowcaseItem extends RankableModule {
  thumbnail?: string | null;
}

const KINDS: Array<{ value: LibraryKind; label: string }> = [
  { value: 'modules', label: 'Modules' },
  { value: 'sections', label: 'Sections' },
];

/** Wording per kind: loading label, the spec 2 error messages, and the empty state. */
const COPY: Record<LibraryKind, { loading: string; error: string; empty: string }> = {
  modules: { loading: 'Loading modules', error: 'Failed to fetch modules', empty: 'No modules found' },
  sections: { loading: 'Loading sections', error: 'Failed to load sections', empty: 'No sections found' },
};

const EMPTY: ShowcaseItem[] = [];

function ShowcaseCard({ item }: { item: ShowcaseItem }) {
  return (
    <li className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
        <Thumbnail src={item.thumbnail} alt={`${item.title} preview`} label={categoryLabel(item.category)} />
        {item.featured ? (
          <span className="absolute top-3 left-3 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950 shadow">
            Pro
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-medium text-brand-600">{categoryLabel(item.category)}</p>
        <h3 className="mt-1 line-clamp-1 font-semibold text-slate-900">{item.title}</h3>
        <p className="mt-1 line-clamp-2 text-sm leading-5 text-slate-600">{item.description}</p>
      </div>
    </li>
  );
}

export function LibraryShowcase() {
  const [kind, setKind] = useState<LibraryKind>('modules');
  const [category, setCategory] = useState<string>(ALL_CATEGORY);
  const modules = useLandingModules();
  const sections = useShowcaseSections(kind === 'sections');
  const query = kind === 'modules' ? modules : sections;
  const items: readonly ShowcaseItem[] = query.data ?? EMPTY;

  // Every category a card can come from has its chip (spec 1 §2: 'All plus the categories found').
  const categories = useMemo(() => deriveCategories(items, { max: Infinity }), [items]);
  const shown = useMemo(() => showcaseItems(items, category), [items, category]);
  const copy = COPY[kind];

  const chooseKind = (next: LibraryKind) => {
    setKind(next);
    setCategory(ALL_CATEGORY);
  };

  return (
    <section id="showcase" aria-labelledby="showcase-title" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="showcase-title"
          eyebrow="Library"
          title="A library that keeps growing"
          intro="150+ modules and native theme sections, organised by what they do. Here is a taste."
        />

        <div
          role="group"
          aria-label="Library type"
          className="mx-auto mt-10 flex w-fit gap-1 rounded-full bg-slate-100 p-1"
        >
          {KINDS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={kind === option.value}
              onClick={() => chooseKind(option.value)}
              className={`rounded-full px-6 py-2 text-sm font-semibold transition ${focusRing} ${
                kind === option.value
                  ? 'bg-white text-slate-900 shadow'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {option.label}
            </button>
          ))}
        </div>

        {categories.length > 1 ? (
          <div className="mt-6">
            <CategoryChips
              categories={categories}
              selected={category}
              onSelect={setCategory}
              label={kind === 'modules' ? 'Module categories' : 'Section categories'}
            />
          </div>
        ) : null}

        <div className="mt-10">
          {query.isPending ? (
            <div className="flex h-64 items-center justify-center">
              <Spinner label={copy.loading} className="h-10 w-10" />
            </div>
          ) : query.isError ? (
            <div role="alert" className="flex h-64 flex-col items-center justify-center gap-4 text-center">
              <p className="text-base text-slate-700">{copy.error}</p>
              <button type="button" onClick={() => query.refetch()} className={buttonClass('secondary')}>
                Try again
              </button>
            </div>
          ) : shown.length === 0 ? (
            <p className="flex h-64 items-center justify-center text-base text-slate-600">{copy.empty}</p>
          ) : (
            <ul
              aria-label={kind === 'modules' ? 'Modules' : 'Sections'}
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            >
              {shown.map((item) => (
                <ShowcaseCard key={item._id} item={item} />
              ))}
            </ul>
          )}
        </div>

        <div className="mt-12 flex justify-center">
          <Link to="/auth?plan=pro" className={buttonClass('primary', 'lg')}>
            Explore All
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
              <path d="M11.3 4.3 10.2 5.4 14 9.2H3v1.6h11l-3.8 3.8 1.1 1.1L17 10z" />
            </svg>
          </Link>
        </div>
      </div>
    </section>
  );
}

export default LibraryShowcase;
