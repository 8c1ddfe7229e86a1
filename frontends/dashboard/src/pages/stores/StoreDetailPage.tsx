import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus, Star, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@liquify/api-client';
import type { Store, StoreItem, StoreItemKind } from '@liquify/contracts';
import { useApi } from '@liquify/session';
import { gridArea, layoutStore, LAYOUT_COLUMNS, LAYOUT_ROW_HEIGHT_PX } from '@liquify/store-layout';
import { AlertBanner, Button, PageMeta, Spinner, useFormatters } from '@liquify/ui';
import { shortTitle, useToast } from '../../shell';
import { queryGroups, queryKeys } from '../../api/query-keys';
import { DownloadThemeButton } from './DownloadThemeButton';
import { ItemPicker } from './ItemPicker';
import { fetchStore, removeStoreItem } from './stores.api';

/** Doc 2 §4, §9: the store reloads about 100 ms after items were added. */
export const RELOAD_AFTER_ADD_MS = 100;

export const STORE_DETAIL_MESSAGES = {
  removedTitle: 'Item Removed',
  removed: (title: string) => `"${shortTitle(title)}" has been removed from the store.`,
  removeFailedTitle: 'Failed to Remove Item',
  removeFailed: 'An error occurred while removing the item.',
} as const;

/** /dashboard/stores/{id}: the store's items in a four-column tetris grid (stacked on a phone) and the picker (doc 2 §2). */
export default function StoreDetailPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const format = useFormatters();
  const store = useQuery({ queryKey: queryKeys.store(id), queryFn: () => fetchStore(api, id), enabled: Boolean(id) });
  const [picker, setPicker] = useState<StoreItemKind | null>(null);

  const items = useMemo(() => (store.data ? [...store.data.modules, ...store.data.sections] : []), [store.data]);
  const layout = useMemo(() => layoutStore(items), [items]);

  const remove = async (item: StoreItem) => {
    try {
      await removeStoreItem(api, id, item.kind, item._id);
      // Immediate local removal (doc 2 §4).
      queryClient.setQueryData<Store>(queryKeys.store(id), (old) =>
        old
          ? {
              ...old,
              modules: old.modules.filter((m) => m._id !== item._id),
              sections: old.sections.filter((s) => s._id !== item._id),
              moduleCount: old.moduleCount - (item.kind === 'module' ? 1 : 0),
              sectionCount: old.sectionCount - (item.kind === 'section' ? 1 : 0),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.stores });
      toast.success(STORE_DETAIL_MESSAGES.removedTitle, STORE_DETAIL_MESSAGES.removed(item.title));
    } catch (error) {
      toast.error(STORE_DETAIL_MESSAGES.removeFailedTitle, (error instanceof ApiError && error.serverMessage) || STORE_DETAIL_MESSAGES.removeFailed);
    }
  };

  const afterAdd = () => {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.store(id) });
      void queryClient.invalidateQueries(queryGroups.stores);
    }, RELOAD_AFTER_ADD_MS);
  };

  const back = (
    <Link to="/dashboard/stores" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to stores
    </Link>
  );

  if (store.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading store" />
      </div>
    );
  }
  if (store.isError) {
    const notFound = store.error instanceof ApiError && store.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        <AlertBanner title={notFound ? 'Store not found' : 'Failed to load store'} message={notFound ? 'This store does not exist or is not yours.' : store.error.message} />
      </div>
    );
  }

  const s = store.data;
  return (
    <div>
      <PageMeta title={s.name} noindex />
      {back}
      <header className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 text-2xl font-bold text-slate-900">
            <span aria-hidden="true" className="h-4 w-4 shrink-0 rounded-full" style={{ backgroundColor: s.color }} />
            <span className="truncate">{s.name}</span>
          </h1>
          {s.description ? <p className="mt-1 text-slate-600">{s.description}</p> : null}
          <p className="mt-1 text-sm text-slate-600">
            {format.number(s.moduleCount)} modules · {format.number(s.sectionCount)} sections
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadThemeButton store={s} />
          <Button variant="secondary" onClick={() => setPicker('module')} disabled={s.readOnly}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add module
          </Button>
          <Button onClick={() => setPicker('section')} disabled={s.readOnly}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add section
          </Button>
        </div>
      </header>

      {items.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <h2 className="text-lg font-semibold text-slate-900">Empty Store</h2>
          <p className="mt-1 text-slate-600">Add modules and sections to create your unique tetris layout.</p>
        </div>
      ) : (
        // The four columns need 36rem: in a narrower container (a phone) the cards stack, full width, in layout order.
        <div className="@container mt-8">
          <ul
            aria-label="Store layout"
            data-testid="tetris-grid"
            className="grid gap-3 @max-xl:grid-cols-1!"
            style={{ gridTemplateColumns: `repeat(${LAYOUT_COLUMNS}, minmax(0, 1fr))`, gridAutoRows: `${LAYOUT_ROW_HEIGHT_PX}px` }}
          >
            {layout.placements.map((placement) => {
              const item = placement.item;
              return (
                <li
                  key={`${item.kind}-${item._id}`}
                  aria-label={item.title}
                  data-item-id={item._id}
                  data-kind={item.kind}
                  data-row={placement.row}
                  data-column={placement.column}
                  data-width={placement.width}
                  data-height={placement.height}
                  style={gridArea(placement)}
                  className={`group relative flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm @max-xl:col-auto! @max-xl:row-auto! ${item.kind === 'section' ? 'border-purple-200' : 'border-slate-200'}`}
                >
                  {item.thumbnail ? (
                    <img src={item.thumbnail} alt="" className="min-h-0 w-full flex-1 bg-slate-50 object-contain" loading="lazy" />
                  ) : (
                    <div aria-hidden="true" className={`flex-1 ${item.kind === 'section' ? 'bg-purple-50' : 'bg-slate-100'}`} />
                  )}
                  <div className="flex items-center gap-2 p-3">
                    {item.featured ? <Star aria-label="Featured" className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" /> : null}
                    <span className="truncate text-sm font-semibold text-slate-900">{item.title}</span>
                    <span className="ml-auto shrink-0 text-xs text-slate-600">{item.kind === 'module' ? 'Module' : 'Section'}</span>
                  </div>
                  <button
                    type="button"
                    aria-label={`Remove ${item.title}`}
                    onClick={() => void remove(item)}
                    className="absolute right-2 top-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-slate-700 opacity-0 shadow transition-opacity hover:text-red-600 focus:opacity-100 group-hover:opacity-100"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {picker ? <ItemPicker storeId={id} kind={picker} open onOpenChange={(open) => (open ? undefined : setPicker(null))} onAdded={afterAdd} /> : null}
    </div>
  );
}
