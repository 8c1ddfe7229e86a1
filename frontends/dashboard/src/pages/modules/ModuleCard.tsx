import { Crown, Eye, Lock } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { IconSprite, SpriteIcon } from '@liquify/ui/core';
import { catalogueCategoryLabel } from '@liquify/contracts/rules';
import type { CatalogueModule } from '../../api/catalogue';
import { Thumbnail } from '../../components/Thumbnail';

export interface ModuleCardProps {
  module: CatalogueModule;
  locked: boolean;
  view: 'grid' | 'list';
  /** Not on the current page (search, category or page): kept in the list, hidden. */
  hidden?: boolean;
  eager?: boolean;
  onPreview: (module: CatalogueModule) => void;
}

const ICONS = { 'module-card-crown': Crown, 'module-card-eye': Eye, 'module-card-lock': Lock };

/** The cards' icons, once per page (each card refers to them: twenty cards a keystroke stay cheap to make). */
export const ModuleCardIcons = memo(function ModuleCardIcons() {
  return <IconSprite icons={ICONS} />;
});

function PremiumBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
      <SpriteIcon id="module-card-crown" className="h-3 w-3" /> Premium
    </span>
  );
}

/** A catalogue module in grid or list view (doc 2 §2): locked ones show a lock and an upgrade link. */
export const ModuleCard = memo(function ModuleCard({ module, locked, view, hidden, eager, onPreview }: ModuleCardProps) {
  const title = locked ? (
    <span className="font-semibold text-slate-900">{module.title}</span>
  ) : (
    <Link to={`/dashboard/modules/${module.slug}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
      {module.title}
    </Link>
  );
  const preview = (
    <button
      type="button"
      onClick={() => onPreview(module)}
      className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"
      aria-label={`Preview ${module.title}`}
    >
      <SpriteIcon id="module-card-eye" className="h-4 w-4" /> Preview
    </button>
  );
  if (view === 'list') {
    return (
      <li hidden={hidden} className={`flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-3 [contain-intrinsic-size:auto_90px] [content-visibility:auto] ${locked ? 'opacity-90' : ''}`} data-locked={locked || undefined}>
        <Thumbnail src={module.thumbnail} alt="" eager={eager} className="h-16 w-24 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {title}
            {module.featured ? <PremiumBadge /> : null}
            {locked ? <SpriteIcon id="module-card-lock" label="Locked" className="h-4 w-4 text-slate-500" /> : null}
          </div>
          <p className="mt-0.5 line-clamp-1 text-sm text-slate-600">{module.description}</p>
          <p className="mt-0.5 text-xs text-slate-500">{catalogueCategoryLabel(module.category)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {preview}
          {locked ? (
            <Link to="/pricing" className="inline-flex min-h-9 items-center rounded-lg bg-amber-700 px-3 text-sm font-semibold text-white hover:bg-amber-800">
              Upgrade
            </Link>
          ) : null}
        </div>
      </li>
    );
  }
  return (
    <li hidden={hidden} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow [contain-intrinsic-size:auto_340px] [content-visibility:auto] hover:shadow-md" data-locked={locked || undefined}>
      <div className="relative">
        <Thumbnail src={module.thumbnail} alt="" eager={eager} className="aspect-[16/10] w-full" />
        {module.featured ? (
          <span className="absolute left-2 top-2">
            <PremiumBadge />
          </span>
        ) : null}
        {locked ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-900/55 text-white">
            <SpriteIcon id="module-card-lock" label="Locked" className="h-6 w-6" />
            <Link to="/dashboard/settings?tab=billing" className="rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100">
              View plans
            </Link>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div>{title}</div>
        <p className="mt-1 line-clamp-2 flex-1 text-sm text-slate-600">{module.description}</p>
        <div className="mt-3 flex items-center justify-between gap-2">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{catalogueCategoryLabel(module.category)}</span>
          {preview}
        </div>
      </div>
    </li>
  );
});
