/**
 * The module list's pagination (doc 3 §2, §9): up to 7 numbered buttons in a sliding window,
 * 'Précédent', 'Suivant' and 'Affichage de X à Y sur Z modules'.
 */
import { pageWindow, showingRange } from '../../lib/pagination';
import type { ModuleList } from '../../api/modules';

const button = 'min-h-9 min-w-9 rounded-lg border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

export function ModulePagination({ page, pagination, onPage }: { page: number; pagination: ModuleList['pagination']; onPage: (page: number) => void }) {
  if (pagination.total === 0) return null;
  const range = showingRange(pagination.page, pagination.limit, pagination.total);
  const pages = Math.max(pagination.pages, 1);
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        Affichage de {range.from} à {range.to} sur {range.total} modules
      </p>
      {pages > 1 ? (
        <div className="flex flex-wrap gap-1">
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={`${button} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
            Précédent
          </button>
          {pageWindow(page, pages).map((n) => (
            <button
              key={n}
              type="button"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
              className={`${button} ${n === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {n}
            </button>
          ))}
          <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={`${button} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
            Suivant
          </button>
        </div>
      ) : null}
    </nav>
  );
}
