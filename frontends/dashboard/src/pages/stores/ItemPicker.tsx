import * as RadixDialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Search, Star, X } from 'lucide-react';
import { useState } from 'react';
import { PICKER_FILTERS, type PickerFilter, type StoreItemKind } from '@liquify/contracts';
import { useApi } from '@liquify/session';
import { AlertBanner, Button, Spinner } from '@liquify/ui';
import { useToast } from '../../shell';
import { queryKeys } from '../../api/query-keys';
import { addStoreItem, fetchPickable, pickableQuery } from './stores.api';

const FILTER_LABELS: Record<PickerFilter, string> = { all: 'All', featured: 'Featured', recent: 'Recent' };

export const PICKER_MESSAGES = {
  addedTitle: 'Items Added',
  added: (count: number, kind: StoreItemKind) => `${count} ${kind}(s) added to store successfully.`,
  addFailedTitle: 'Failed to Add Items',
  addFailed: 'An error occurred while adding items.',
  empty: (kind: StoreItemKind) => (kind === 'module' ? 'No modules found' : 'No sections found'),
} as const;

export interface ItemPickerProps {
  storeId: string;
  kind: StoreItemKind;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called after items were added (the page reloads the store about 100 ms later). */
  onAdded(): void;
}

/** 'Add modules' / 'Add sections': the user's library entries, search, All / Featured / Recent (7 days), multi-select. */
export function ItemPicker({ storeId, kind, open, onOpenChange, onAdded }: ItemPickerProps) {
  const api = useApi();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PickerFilter>('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const items = useQuery({
    queryKey: queryKeys.pickable(pickableQuery({ kind, search: search.trim(), filter, storeId })),
    queryFn: () => fetchPickable(api, { kind, search: search.trim(), filter, storeId }),
    placeholderData: (previous) => previous,
  });
  const available = (items.data ?? []).filter((item) => !item.inStore);
  const noun = kind === 'module' ? 'modules' : 'sections';

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const add = async () => {
    setAdding(true);
    let added = 0;
    try {
      for (const id of selected) {
        await addStoreItem(api, storeId, kind, id);
        added++;
      }
      toast.success(PICKER_MESSAGES.addedTitle, PICKER_MESSAGES.added(added, kind));
      onOpenChange(false);
    } catch {
      toast.error(PICKER_MESSAGES.addFailedTitle, PICKER_MESSAGES.addFailed);
    } finally {
      setAdding(false);
      if (added > 0) onAdded();
    }
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-5 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{kind === 'module' ? 'Add modules' : 'Add sections'}</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">Pick {noun} of your library to place in this store.</RadixDialog.Description>
          <div className="relative mt-3">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
            <input
              type="search"
              aria-label={`Search ${noun}`}
              placeholder={`Search ${noun}...`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="w-full rounded-lg border border-slate-300 py-2.5 pl-9 pr-3 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
            />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label="Filter">
            {PICKER_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={`min-h-9 rounded-full px-3 text-sm font-medium ${filter === f ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
              >
                {FILTER_LABELS[f]}
              </button>
            ))}
            <span className="ml-auto flex items-center gap-2 text-sm">
              <button type="button" className="min-h-9 rounded px-2 font-medium text-brand-700 hover:underline" onClick={() => setSelected(new Set(available.map((i) => i._id)))}>
                Select all
              </button>
              <button type="button" className="min-h-9 rounded px-2 font-medium text-slate-700 hover:underline" onClick={() => setSelected(new Set())}>
                Clear
              </button>
            </span>
          </div>
          <div className="mt-3 min-h-40 flex-1 overflow-y-auto">
            {items.isPending ? (
              <div className="flex justify-center py-10">
                <Spinner label={`Loading ${noun}`} />
              </div>
            ) : items.isError ? (
              <AlertBanner title={`Failed to load ${noun}`} message={items.error.message} />
            ) : items.data.length === 0 ? (
              <p className="py-10 text-center text-slate-600">{PICKER_MESSAGES.empty(kind)}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {items.data.map((item) => (
                  <li key={item._id}>
                    <label className={`flex min-h-12 items-center gap-3 px-2 py-2 ${item.inStore ? 'opacity-60' : 'cursor-pointer hover:bg-slate-50'}`}>
                      <input
                        type="checkbox"
                        checked={item.inStore || selected.has(item._id)}
                        disabled={item.inStore}
                        onChange={() => toggle(item._id)}
                        className="h-4 w-4 accent-brand-600"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="flex items-center gap-1 font-medium text-slate-900">
                          {item.featured ? <Star aria-label="Featured" className="h-4 w-4 fill-amber-400 text-amber-500" /> : null}
                          <span className="truncate">{item.title}</span>
                        </span>
                        <span className="block truncate text-xs text-slate-600">{item.inStore ? 'Already in this store' : item.category || item.description}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <span className="text-sm text-slate-700" aria-live="polite">
              {selected.size} selected
            </span>
            <Button disabled={selected.size === 0} busy={adding} onClick={() => void add()}>
              Add
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
