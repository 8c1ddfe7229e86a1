/**
 * Gestion des Modules (doc 3 §2 "Module list", labels in French): stat cards, search (500 ms), category /
 * status / featured filters, one card per module with its featured toggle, delete (confirmed) and 'Éditer',
 * and the sliding pagination of up to 7 page buttons. After a change the list and the stats reload.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Layers, Pencil, Plus, Send, Star, Tag, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AlertBanner, Button, Dialog, Spinner, Thumbnail, useToast } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { modulesApi, type AdminModule } from '../../api/modules';
import { PageTitle, StatCard, formatDate } from '../../components/StatCard';
import { useDebounced } from '../../lib/use-debounced';
import { categoriesOf, MODULE_DELETE_CONFIRMATION, MODULE_STATUS_LABELS } from './module-rules';
import { ModulePagination } from './ModulePagination';

const inputClass = 'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

export default function ModulesPage() {
  const api = useApi();
  const modules = modulesApi(api);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [featured, setFeatured] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminModule | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const term = useDebounced(search.trim());

  const list = useQuery({
    queryKey: ['admin', 'modules', 'list', { page, term, category, status, featured }],
    queryFn: () => modules.list({ page, search: term || undefined, category: category || undefined, status: status || undefined, featured: featured || undefined }),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({ queryKey: ['admin', 'modules', 'stats'], queryFn: () => modules.stats() });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin', 'modules'] });

  // Doc 3 §2: the category filter is built from the categories of the loaded page (the chosen one stays).
  const categories = useMemo(() => categoriesOf(list.data?.modules ?? [], category), [list.data, category]);

  const toggleFeatured = useMutation({
    mutationFn: (id: string) => modules.toggleFeatured(id),
    onSuccess: (module) => {
      toast.success(module.featured ? 'Module mis en avant' : 'Module retiré des mis en avant');
      void reload();
    },
    onError: (error) => setActionError(error.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => modules.remove(id),
    onSuccess: () => {
      setDeleting(null);
      toast.success('Module supprimé');
      void reload();
    },
    onError: (error) => {
      setDeleting(null);
      setActionError(error.message);
    },
  });

  const filterChange = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <div>
      <PageTitle
        title="Gestion des Modules"
        subtitle="Créez, publiez et mettez en avant les modules du catalogue"
        actions={
          <Link to="/admin/modules/new" className="inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
            <Plus aria-hidden="true" className="mr-2 h-4 w-4" />
            Nouveau Module
          </Link>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total" value={stats.data?.total ?? '—'} Icon={Layers} />
        <StatCard label="Published" value={stats.data?.published ?? '—'} Icon={Send} />
        <StatCard label="Draft" value={stats.data?.draft ?? '—'} Icon={FileText} />
        <StatCard label="Featured" value={stats.data?.featured ?? '—'} Icon={Star} />
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <input
          type="search"
          aria-label="Rechercher des modules"
          placeholder="Rechercher des modules..."
          value={search}
          onChange={(e) => filterChange(() => setSearch(e.target.value))}
          className={`${inputClass} min-w-64 flex-1`}
        />
        <select aria-label="Catégorie" value={category} onChange={(e) => filterChange(() => setCategory(e.target.value))} className={inputClass}>
          <option value="">Toutes Catégories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <select aria-label="Statut" value={status} onChange={(e) => filterChange(() => setStatus(e.target.value))} className={inputClass}>
          <option value="">Tous Statuts</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
          <option value="archived">Archived</option>
        </select>
        <select aria-label="Featured" value={featured} onChange={(e) => filterChange(() => setFeatured(e.target.value))} className={inputClass}>
          <option value="">Tous Featured</option>
          <option value="true">Featured</option>
          <option value="false">Not Featured</option>
        </select>
      </div>

      {actionError ? (
        <div className="mt-4">
          <AlertBanner title="Erreur" message={actionError} onDismiss={() => setActionError(null)} />
        </div>
      ) : null}

      <div className="mt-4">
        {list.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Chargement des modules" className="h-8 w-8" />
          </div>
        ) : list.isError ? (
          <AlertBanner title="Erreur" message={list.error.message} />
        ) : list.data.modules.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">Aucun module trouvé</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Modules">
            {list.data.modules.map((module) => (
              <ModuleCard
                key={module._id}
                module={module}
                busy={toggleFeatured.isPending && toggleFeatured.variables === module._id}
                onToggleFeatured={() => {
                  setActionError(null);
                  toggleFeatured.mutate(module._id);
                }}
                onDelete={() => setDeleting(module)}
              />
            ))}
          </ul>
        )}
      </div>

      {list.data ? <ModulePagination page={page} pagination={list.data.pagination} onPage={setPage} /> : null}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer le module"
        description={MODULE_DELETE_CONFIRMATION}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
              Annuler
            </Button>
            <Button type="button" busy={remove.isPending} onClick={() => deleting && remove.mutate(deleting._id)} className="bg-red-600 hover:bg-red-700">
              Supprimer
            </Button>
          </>
        }
      />
    </div>
  );
}

function ModuleCard({ module, busy, onToggleFeatured, onDelete }: { module: AdminModule; busy: boolean; onToggleFeatured: () => void; onDelete: () => void }) {
  const status = MODULE_STATUS_LABELS[module.status] ?? { label: module.status, tone: 'bg-slate-100 text-slate-700' };
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Thumbnail src={module.thumbnail} alt="" placeholderLabel="Pas d'image" className="h-36 w-full" />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold text-slate-900">{module.title}</h2>
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
