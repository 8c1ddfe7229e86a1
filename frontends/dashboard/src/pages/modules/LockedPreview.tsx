import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Thumbnail } from '../../components/Thumbnail';

/**
 * What stands in for a locked module's live preview (doc 2 §1: locked items "are visible but cannot be
 * opened"): its thumbnail under a lock with 'View plans', as on its catalogue card. The catalogue sends no
 * code for a module the plan does not allow, so there is nothing to render.
 */
export function LockedPreview({ title, thumbnail, className = '' }: { title: string; thumbnail: string; className?: string }) {
  return (
    <div className={`relative overflow-hidden bg-slate-100 ${className}`} data-testid="locked-preview">
      <Thumbnail src={thumbnail} alt={`${title} thumbnail`} className="h-full w-full" />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-900/70 p-4 text-center text-white sm:p-6">
        <Lock aria-hidden="true" className="h-7 w-7" />
        <p className="font-semibold">Locked</p>
        <p className="hidden max-w-xs text-sm text-slate-100 sm:block">Upgrade your plan to preview this module and add it to your library.</p>
        <Link to="/dashboard/settings?tab=billing" className="mt-1 inline-flex min-h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100">
          View plans
        </Link>
      </div>
    </div>
  );
}
