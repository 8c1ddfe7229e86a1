import { useId } from 'react';
import { Link } from 'react-router';
import { categoryLabel, type RankableModule } from '../ranking';
import { Thumbnail } from '../shared/Thumbnail';
import { focusRing } from '../shared/styles';

export interface ModuleCardData extends RankableModule {
  thumbnail?: string | null;
}

/** The sign-up path every hero card leads to (spec 1 §2: 'Customize & Add' goes to /auth?plan=pro). */
export const CUSTOMIZE_HREF = '/auth?plan=pro';

function formatRating(rating: RankableModule['rating']): string | null {
  const value = Number(rating);
  return Number.isFinite(value) && value > 0 ? value.toFixed(1) : null;
}

export function ModuleCard({ module }: { module: ModuleCardData }) {
  const titleId = useId();
  const rating = formatRating(module.rating);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white text-left shadow-xl shadow-black/20 ring-1 ring-black/5">
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
        <Thumbnail src={module.thumbnail} alt={`${module.title} preview`} label={categoryLabel(module.category)} />
        {module.featured ? (
          <span className="absolute top-3 left-3 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-950 shadow">
            Pro
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-center justify-between gap-2 text-xs font-medium">
          <span className="truncate text-brand-600">{categoryLabel(module.category)}</span>
          {rating ? (
            <span className="inline-flex shrink-0 items-center gap-1 text-slate-600">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-amber-400">
                <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
              </svg>
              <span className="sr-only">Rated</span>
              {rating}
              <span className="sr-only">out of 5</span>
            </span>
          ) : null}
        </div>
        <h3 id={titleId} className="mt-1.5 line-clamp-1 text-base font-semibold text-slate-900">
          {module.title}
        </h3>
        <p className="mt-1 line-clamp-2 min-h-10 text-sm leading-5 text-slate-600">{module.description}</p>
        <Link
          to={CUSTOMIZE_HREF}
          aria-describedby={titleId}
          className={`mt-4 inline-flex items-center justify-center rounded-xl bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-600 ${focusRing}`}
        >
          Customize &amp; Add
        </Link>
      </div>
    </article>
  );
}
