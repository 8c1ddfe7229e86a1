import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Store as StoreGlyph, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  STORE_SORTS,
  STORE_SORT_LABELS,
  StoreMessages,
  sortStores,
  storeMatchesSearch,
  type StoreSort,
  type StoreSummary,
} from '@liquify/contracts';
import { ApiError } from '@liquify/api-client';
import { useApi } from '@liquify/session';
import { AlertBanner, Button, Dialog, PageMeta, Spinner, useFormatters } from '@liquify/ui';
import { PageHeader, shortTitle, useToast, useUpgradeDialog } from '../../shell';
import { CreateStoreDialog, type NewStoreInput } from './CreateStoreDialog';
import { StoreIcon } from './store-icons';
import { checkStoreQuota, createStore, deleteStore, fetchStores } from './stores.api';
import { queryGroups, queryKeys } from '../../api/query-keys';

export const STORES_MESSAGES = {
  quotaFailedTitle: 'Quota Check Failed',
  quotaFailed: 'Unable to verify your plan limits. Please try again.',
  createFailedTitle: 'Failed to Create Store',
  createFailed: 'An error occurred while creating the store.',
  deleteFailedTitle: 'Failed to Delete Store',
  deleteFailed: 'An error occurred while deleting the store.',
  created: (name: string) => `"${shortTitle(name)}" has been created successfully.`,
  deleted: (name: string) => `"${shortTitle(name)}" has been deleted.`,
} as const;

/** /dashboard/stores — Store Manager (doc 2 §2, §4, §5, §8). */
export default function StoresPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const upgrade = useUpgradeDialog();
  const format = useFormatters();
  const stores = useQuery({ queryKey: queryKeys.stores, queryFn: () => fetchStores(api) });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StoreSort>('all');
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<StoreSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

  const shown = useMemo(
    () => sortStores((stores.data?.data ?? []).filter((s) => storeMatchesSearch(s, search)), sort),
    [stores.data, search, sort],
  );
  const quota = stores.data?.quota;
  const atLimit = quota ? !quota.canAdd : false;
  const refresh = () => queryClient.invalidateQueries(queryGroups.stores);

  const openCreate = () => {
    if (atLimit && quota) {
      toast.error(StoreMessages.limitReachedTitle, StoreMessages.limitReachedToast(quota.limit));
      upgrade.open('stores');
      return;
    }
    setCreating(true);
  };

  /** Quota first; at the limit the error shows and the upgrade dialog opens for 'stores'. */
  const create = async (input: NewStoreInput): Promise<boolean> => {
    let check;
    try {
      check = await checkStoreQuota(api);
    } catch {
      toast.error(STORES_MESSAGES.quotaFailedTitle, STORES_MESSAGES.quotaFailed);
      return false;
    }
    if (!check.canAdd) {
      toast.error(StoreMessages.limitReachedTitle, StoreMessages.limitReachedToast(check.limit));
      setCreating(false);
      upgrade.open('stores');
      return false;
    }
    try {
      await createStore(api, input);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) upgrade.open('stores');
      toast.error(STORES_MESSAGES.createFailedTitle, (error instanceof ApiError && error.serverMessage) || STORES_MESSAGES.createFailed);
      return false;
    }
    toast.success('Store Created', STORES_MESSAGES.created(input.name));
    setCreating(false);
    await refresh();
    return true;
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteStore(api, toDelete._id);
      toast.success('Store Deleted', STORES_MESSAGES.deleted(toDelete.name));
      setToDelete(null);
      await refresh();
    } catch (error) {
      toast.error(STORES_MESSAGES.deleteFailedTitle, (error instanceof ApiError && error.serverMessage) || STORES_MESSAGES.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  const stats = stores.data?.stats;
  return (
    <div>
      <PageMeta title="Store Manager" noindex />
      <PageHeader
        title="Store Manager"
        subtitle="Organize your modules and sections into stores"
        icon={<StoreGlyph className="h-6 w-6" aria-hidden="true" />}
        search={{ value: search, onChange: setSearch, placeholder: 'Search stores...', label: 'Search stores' }}
        filter={{ label: 'Sort by', value: sort, onChange: (v) => setSort(v as StoreSort), options: STORE_SORTS.map((s) => ({ value: s, label: STORE_SORT_LABELS[s] })) }}
        stats={stats ? [{ label: 'Stores', value: format.number(stats.storeCount) }, { label: 'Total Items', value: format.number(stats.totalItems) }] : undefined}
        actions={
          <Button onClick={openCreate} variant={atLimit ? 'secondary' : 'primary'} disabled={stores.isPending}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {atLimit ? 'Limit Reached' : 'New Store'}
          </Button>
        }
      />

      {stores.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading stores" />
        </div>
      ) : stores.isError ? (
        <AlertBanner
          title="Failed to load stores"
          message={stores.error.message}
          hint={
            <Button variant="secondary" className="mt-2" onClick={() => void stores.refetch()}>
              Retry
            </Button>
          }
        />
      ) : stores.data.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <StoreGlyph aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">No stores yet</h2>
          <p className="mt-1 text-slate-600">Create a store to organize your modules and sections.</p>
          <Button className="mt-5" onClick={openCreate}>
            Create Your First Store
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No stores match your search.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Stores">
          {shown.map((store) => (
            <li key={store._id} aria-label={store.name} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <div className="h-2" style={{ backgroundColor: store.color }} aria-hidden="true" />
              <div className="flex flex-1 flex-col p-5">
                <div className="flex items-start gap-3">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-white" style={{ backgroundColor: store.color }}>
                    <StoreIcon icon={store.icon} />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h2 className="truncate text-lg font-semibold text-slate-900">{store.name}</h2>
                    {store.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{store.description}</p> : null}
                  </div>
                  <button
                    type="button"
                    aria-label={`Delete ${store.name}`}
                    onClick={() => setToDelete(store)}
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600"
                  >
                    <Trash2 aria-hidden="true" className="h-5 w-5" />
                  </button>
                </div>
                <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
                  <div className="flex gap-1">
                    <dt>Modules</dt>
                    <dd className="font-semibold text-slate-900">{format.number(store.moduleCount)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Sections</dt>
                    <dd className="font-semibold text-slate-900">{format.number(store.sectionCount)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>Created</dt>
                    <dd>{format.date(store.createdAt)}</dd>
                  </div>
                </dl>
                {store.readOnly ? <p className="mt-3 text-xs font-medium text-amber-700">Read-only on your current plan</p> : null}
                <Link
                  to={`/dashboard/stores/${store._id}`}
                  className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                >
                  Open Store
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}

      <CreateStoreDialog open={creating} onOpenChange={setCreating} onCreate={create} />
      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete store?"
        description={toDelete ? `"${toDelete.name}" will be deleted. Its modules and sections stay in your library.` : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button className="bg-red-600 hover:bg-red-700" busy={deleting} onClick={() => void confirmDelete()}>
              Delete Store
            </Button>
          </>
        }
      />
    </div>
  );
}
