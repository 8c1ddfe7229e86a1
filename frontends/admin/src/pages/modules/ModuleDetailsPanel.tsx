/**
 * The editor's left panel (doc 3 §2): the module's details and its statistics (variable count, line
 * count, status Publié or Brouillon). The category is one of the existing ones or a custom one (trimmed
 * and lowercased on save, doc 3 §5).
 */
import { useId } from 'react';
import { DEFAULT_MODULE_CATEGORY } from '@liquify/contracts';
import type { ModuleDetails } from './module-rules';

const input = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';
const label = 'mb-1 block text-sm font-medium text-slate-800';
const CUSTOM = '__custom__';

export function ModuleDetailsPanel({
  details,
  onChange,
  categories,
  stats,
  className = '',
}: {
  details: ModuleDetails;
  onChange: (details: ModuleDetails) => void;
  categories: string[];
  stats: { variables: number; lines: number };
  className?: string;
}) {
  const id = useId();
  const set = <K extends keyof ModuleDetails>(key: K, value: ModuleDetails[K]) => onChange({ ...details, [key]: value });
  const options = [...new Set([DEFAULT_MODULE_CATEGORY, ...categories, ...(details.category ? [details.category] : [])])].sort();
  const custom = details.category === '';
  const statusLabel = details.status === 'published' ? 'Publié' : details.status === 'archived' ? 'Archivé' : 'Brouillon';

  return (
    <section aria-labelledby={`${id}-heading`} className={`rounded-xl border border-slate-200 bg-white p-4 ${className}`}>
      <h2 id={`${id}-heading`} className="mb-3 font-semibold text-slate-900">
        Détails du module
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-1">
        <div>
          <label htmlFor={`${id}-title`} className={label}>
            Titre
          </label>
          <input id={`${id}-title`} value={details.title} onChange={(e) => set('title', e.target.value)} className={input} />
        </div>
        <div>
          <label htmlFor={`${id}-slug`} className={label}>
            Slug
          </label>
          <input id={`${id}-slug`} value={details.slug} placeholder="généré depuis le titre" onChange={(e) => set('slug', e.target.value)} className={`${input} font-mono`} />
        </div>
        <div className="sm:col-span-2 2xl:col-span-1">
          <label htmlFor={`${id}-description`} className={label}>
            Description
          </label>
          <textarea id={`${id}-description`} rows={2} value={details.description} onChange={(e) => set('description', e.target.value)} className={`${input} h-auto py-2`} />
        </div>
        <div className="sm:col-span-2 2xl:col-span-1">
          <label htmlFor={`${id}-long`} className={label}>
            Description longue
          </label>
          <textarea id={`${id}-long`} rows={2} value={details.longDescription} onChange={(e) => set('longDescription', e.target.value)} className={`${input} h-auto py-2`} />
        </div>
        <div>
          <label htmlFor={`${id}-category`} className={label}>
            Catégorie
          </label>
          <select
            id={`${id}-category`}
            value={custom ? CUSTOM : details.category}
            onChange={(e) => onChange({ ...details, category: e.target.value === CUSTOM ? '' : e.target.value, customCategory: e.target.value === CUSTOM ? details.customCategory : '' })}
            className={input}
          >
            {options.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
            <option value={CUSTOM}>Autre…</option>
          </select>
          {custom ? (
            <input aria-label="Nouvelle catégorie" value={details.customCategory} onChange={(e) => set('customCategory', e.target.value)} placeholder="Nouvelle catégorie" className={`${input} mt-2`} />
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={label}>
            Statut
          </label>
          <select id={`${id}-status`} value={details.status} onChange={(e) => set('status', e.target.value as ModuleDetails['status'])} className={input}>
            <option value="draft">Brouillon</option>
            <option value="published">Publié</option>
            {details.status === 'archived' ? <option value="archived">Archivé</option> : null}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tags`} className={label}>
            Tags (séparés par des virgules)
          </label>
          <input id={`${id}-tags`} value={details.tags} onChange={(e) => set('tags', e.target.value)} className={input} />
        </div>
        <div>
          <label htmlFor={`${id}-thumbnail`} className={label}>
            Miniature (URL)
          </label>
          <input id={`${id}-thumbnail`} value={details.thumbnail} onChange={(e) => set('thumbnail', e.target.value)} className={input} />
        </div>
        <div>
          <label htmlFor={`${id}-demo`} className={label}>
            URL de démo
          </label>
          <input id={`${id}-demo`} value={details.demoUrl} onChange={(e) => set('demoUrl', e.target.value)} className={input} />
        </div>
        <label className="flex items-center gap-2 self-end text-sm font-medium text-slate-800">
          <input type="checkbox" checked={details.featured} onChange={(e) => set('featured', e.target.checked)} className="h-4 w-4 accent-brand-600" />
          Mis en avant (featured)
        </label>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-center">
        <div>
          <dt className="text-xs text-slate-600">Variables</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="stat-variables">
            {stats.variables}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Lignes</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="stat-lines">
            {stats.lines}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Statut</dt>
          <dd className="text-lg font-semibold text-slate-900">{statusLabel}</dd>
        </div>
      </dl>
    </section>
  );
}
