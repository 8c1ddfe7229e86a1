/**
 * Gestion des Modules (doc 3 §2 "Module list", labels in French): stat cards, search (500 ms), category (all
 * the server's categories with their counts) /
 * status / featured filters, one card per module with its featured toggle, delete (confirmed) and 'Éditer',
 * and the sliding pagination of up to 7 page buttons. After a change the list and the stats reload.
 */
import { csvFileName } from '@liquify/contracts';
import { listsApi } from '../../api/lists';
import { SelectPageBox, SelectRowBox } from '../../components/BulkBar';
import { CatalogueBulkBar } from '../../components/CatalogueBulkBar';
import { ExportButton } from '../../components/ExportButton';
import { MODULE_BULK_LABELS as BULK } from '../../lib/catalogue-bulk-labels';
import { useBulk } from '../../lib/use-bulk';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText, Layers, Pencil, Plus, Send, Star, Tag, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageHeader, Thumbnail } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { modulesApi, type AdminModule } from '../../api/modules';
import { adminKeys } from '../../api/query-keys';
import { StatCards, formatDate } from '../../components/StatCard';
import { ActionError, DeleteConfirmation, ListStates } from '../../components/ListControls';
import { FilterBar } from '../../components/FilterBar';
import { catalogueFilters, categoryChoices, NO_CATALOGUE_FILTER, type CatalogueFilterLabels } from '../../lib/catalogue-filters';
import { useAdminList, useAdminMutation } from '../../lib/use-admin-list';
import { MODULE_DELETE_CONFIRMATION, MODULE_STATUS_LABELS } from './module-rules';
import { ModulePagination } from './ModulePagination';

const FILTER_LABELS: CatalogueFilterLabels = {
  category: { label: 'Catégorie', all: 'Toutes Catégories' },
  status: { label: 'Statut', all: 'Tous Statuts' },
  featured: { label: 'Featured', all: 'Tous Featured' },
};

const STAT_CARDS = [
  ['Total', 'total', Layers],
  ['Published', 'published', Send],
  ['Draft', 'draft', FileText],
  ['Featured', 'featured', Star],
] as const;

export default function ModulesPage() {
  const api = useApi();
  const modules = modulesApi(api);
  const lists = listsApi(api);
  const list = useAdminList({
    queryKey: adminKeys.modules.list,
    invalidates: adminKeys.modules.scope,
    fetch: (query) => modules.list(query),
    items: (data) => data.modules,
    search: '',
    filters: NO_CATALOGUE_FILTER,
    paged: true,
    remove: (module: AdminModule) => modules.remove(module._id),
    messages: { deleted: 'Module supprimé' },
  });
  const stats = useQuery({ queryKey: adminKeys.modules.stats, queryFn: () => modules.stats() });

  // Issue #25 item 5: every category the server counts, with its count (not only the loaded page's); the chosen one stays.
  const category = list.filters.category;
  const counted = stats.data?.categories;
  const categories = useMemo(() => categoryChoices(counted ?? [], category), [counted, category]);

  const bulk = useBulk({ items: list.items, idOf: (m: AdminModule) => m._id, nameOf: (m: AdminModule) => m.title, invalidates: list.invalidates, shown: [list.applied, list.page] });

  const toggleFeatured = useAdminMutation({
    mutationFn: (id: string) => modules.toggleFeatured(id),
    success: (module) => (module.featured ? 'Module mis en avant' : 'Module retiré des mis en avant'),
    invalidates: list.invalidates,
    onError: list.fail,
  });

  return (
    <div>
      <PageHeader
        title="Gestion des Modules"
        subtitle="Créez, publiez et mettez en avant les modules du catalogue"
        actions={
          <>
            <ExportButton label={BULK.exportLabel} fileName={csvFileName('modules')} failedMessage={BULK.exportFailed} onExport={() => lists.exportCsv('modules', list.applied, BULK.exportFailed)} />
            <Link to="/admin/modules/new" className="inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
              <Plus aria-hidden="true" className="mr-2 h-4 w-4" />
              Nouveau Module
            </Link>
          </>
        }
      />
      <StatCards stats={stats.data} cards={STAT_CARDS} />

      <FilterBar
        label="Filtrer les modules"
        searchLabel="Rechercher des modules"
        searchPlaceholder="Rechercher des modules..."
        {...list.filterBar}
        filters={catalogueFilters(FILTER_LABELS, categories)}
      />

      <ActionError title="Erreur" error={list.actionError} onDismiss={list.clearError} />
      <CatalogueBulkBar kind="modules" bulk={bulk} lists={lists} labels={BULK} />
      <ActionError error={bulk.error} onDismiss={bulk.clearError} title={BULK.failedTitle} />

      <div className="mt-4">
        <ListStates
          pending={list.query.isPending}
          error={list.query.error}
          errorTitle="Erreur"
          empty={list.items.length === 0}
          loadingLabel="Chargement des modules"
          emptyText="Aucun module trouvé"
        >
          <label className="mb-3 inline-flex min-h-11 items-center gap-2 text-sm text-slate-700">
            <SelectPageBox state={bulk.page} onToggle={bulk.togglePage} label={BULK.selectPage} />
            Tout sélectionner (page)
          </label>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Modules">
            {list.items.map((module) => (
              <ModuleCard
                key={module._id}
                module={module}
                busy={toggleFeatured.isPending && toggleFeatured.variables === module._id}
                selected={bulk.isSelected(module)}
                onSelect={() => bulk.toggle(module)}
                onToggleFeatured={() => {
                  list.clearError();
                  toggleFeatured.mutate(module._id);
                }}
                onDelete={() => list.askDelete(module)}
              />
            ))}
          </ul>
        </ListStates>
      </div>

      {list.query.data ? <ModulePagination page={list.page} pagination={list.query.data.pagination} onPage={list.setPage} /> : null}

      <DeleteConfirmation list={list} title="Supprimer le module" question={MODULE_DELETE_CONFIRMATION} confirmLabel="Supprimer" cancelLabel="Annuler" />
    </div>
  );
}

function ModuleCard({
  module,
  busy,
  selected,
  onSelect,
  onToggleFeatured,
  onDelete,
}: {
  module: AdminModule;
  busy: boolean;
  selected: boolean;
  onSelect: () => void;
  onToggleFeatured: () => void;
  onDelete: () => void;
}) {
  const status = MODULE_STATUS_LABELS[module.status] ?? { label: module.status, tone: 'bg-slate-100 text-slate-700' };
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Thumbnail src={module.thumbnail} alt="" placeholderLabel="Pas d'image" className="h-36 w-full" />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 items-start gap-2">
            <span className="mt-1 flex">
              <SelectRowBox checked={selected} onToggle={onSelect} label={BULK.selectRow(module.title)} />
            </span>
            <h2 className="min-w-0 break-words font-semibold text-slate-900">{module.title}</h2>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            {module.featured ? <Star role="img" aria-label="Featured" className="h-4 w-4 fill-amber-400 text-amber-500" /> : null}
            <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${status.tone}`}>{status.label}</span>
          </div>
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{module.description}</p>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600">
          <div>
            <dt className="sr-only">Catégorie</dt>
            <dd className="flex items-center gap-1">
              <Layers aria-hidden="true" className="h-3.5 w-3.5" />
              {module.category}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Téléchargements</dt>
            <dd className="flex items-center gap-1">
              <Download aria-hidden="true" className="h-3.5 w-3.5" />
              {module.downloads}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Créé le</dt>
            <dd>{formatDate(module.createdAt)}</dd>
          </div>
          <div>
            <dt className="sr-only">Tags</dt>
            <dd className="flex items-center gap-1">
              <Tag aria-hidden="true" className="h-3.5 w-3.5" />
              {module.tags.length} tags
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-3">
          <Link
            to={`/admin/modules/edit/${module.slug}`}
            aria-label={`Éditer ${module.title}`}
            className="inline-flex min-h-9 flex-1 items-center justify-center gap-1 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Éditer
          </Link>
          <button
            type="button"
            aria-label={module.featured ? `Retirer ${module.title} des mis en avant` : `Mettre ${module.title} en avant`}
            aria-pressed={module.featured}
            disabled={busy}
            onClick={onToggleFeatured}
            className="rounded-lg p-2 text-amber-600 hover:bg-amber-50 disabled:opacity-50"
          >
            <Star aria-hidden="true" className={`h-4 w-4 ${module.featured ? 'fill-amber-400' : ''}`} />
          </button>
          <button type="button" aria-label={`Supprimer ${module.title}`} onClick={onDelete} className="rounded-lg p-2 text-red-600 hover:bg-red-50">
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
