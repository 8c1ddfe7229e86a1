/**
 * What every admin list screen does (Users, Sections, Modules, the FAQ, the Early Bird codes, the
 * tickets): one list query keyed by its search, filters and page; the search applied 500 ms after typing
 * stops (doc 3 §9); any search or filter change going back to page 1; the search, filters and page kept in
 * the URL (issue #25 item 5: they survive a reload); the create / edit dialog and the
 * delete confirmation; saves and deletes that toast their success, reload what they changed and put a
 * failure in the screen's red banner (doc 3 §8).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useToast } from '@liquify/ui';
import type { PageInfo } from '../components/ListControls';
import { PAGE_PARAM, readListState, SEARCH_PARAM, withListChange } from './list-url-state';
import { useListUrlState } from './use-list-url-state';
import { useDebounced } from './use-debounced';

/** A success message, fixed or made from what the server answered. */
export type SuccessMessage<TResult> = string | ((result: TResult) => string);

export interface AdminMutationOptions<TVars, TResult> {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** The success toast; none when it gives nothing. */
  success?: (result: TResult, vars: TVars) => string | undefined;
  /** Query keys reloaded after a success (each one and everything under it). */
  invalidates?: readonly QueryKey[];
  onSuccess?: (result: TResult, vars: TVars) => void;
  onError?: (error: Error, vars: TVars) => void;
}

/** A change the admin makes: on success its toast and the reload of what it changed. */
export function useAdminMutation<TVars = void, TResult = unknown>({
  mutationFn,
  success,
  invalidates = [],
  onSuccess,
  onError,
}: AdminMutationOptions<TVars, TResult>): UseMutationResult<TResult, Error, TVars> {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TVars>({
    mutationFn,
    onSuccess: (result, vars) => {
      onSuccess?.(result, vars);
      const message = success?.(result, vars);
      if (message) toast.success(message);
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error, vars) => onError?.(error, vars),
  });
}

/** The list's query without its page (an export takes every page). */
function exportQuery<F extends string>({ page: _page, ...rest }: AdminListParams<F>): Omit<AdminListParams<F>, 'page'> {
  return rest;
}

/** What a list call receives: the page, the debounced search and the filters that are set ('' is "all"). */
export type AdminListParams<F extends string> = { page: number; search?: string } & Partial<Record<F, string>>;

export type Editing<TItem> = { mode: 'create' } | { mode: 'edit'; item: TItem };

export interface AdminListOptions<TData, TItem, F extends string, TValues, TSaved> {
  /** The list's query key; the search, filters and page are added to it when the list has them. */
  queryKey: QueryKey;
  fetch: (params: AdminListParams<F>) => Promise<TData>;
  items: (data: TData) => readonly TItem[];
  pagination?: (data: TData) => PageInfo | undefined;
  /** Searched (the initial text, '' for none); a list without it is never searched. */
  search?: string;
  /** The filters and their initial values ('' is "all"). */
  filters?: Record<F, string>;
  /** Paged lists send their page (1 otherwise, and the page is not part of the key). */
  paged?: boolean;
  /** What a change reloads; the list's own key by default. */
  invalidates?: readonly QueryKey[];
  create?: (values: TValues) => Promise<TSaved>;
  update?: (item: TItem, values: TValues) => Promise<TSaved>;
  remove?: (item: TItem) => Promise<unknown>;
  messages?: { created?: SuccessMessage<TSaved>; updated?: SuccessMessage<TSaved>; deleted?: string };
  /** Where a failed save goes; the red banner by default. */
  onSaveError?: (error: Error) => void;
}

const NO_FILTERS = {};

const messageOf = <T>(message: SuccessMessage<T> | undefined, result: T) => (typeof message === 'function' ? message(result) : message);

export function useAdminList<TData, TItem, F extends string = never, TValues = never, TSaved = unknown>(options: AdminListOptions<TData, TItem, F, TValues, TSaved>) {
  const { queryKey, fetch, paged = false, create, update, remove, messages = {}, onSaveError } = options;
  const invalidates = options.invalidates ?? [queryKey];
  const searched = options.search !== undefined;
  const initialFilters = (options.filters ?? NO_FILTERS) as Record<F, string>;
  const filtered = Object.keys(initialFilters).length > 0;

  // Search, filters and page live in the URL (issue #25 item 5): a reload or a shared link shows the same list.
  const [urlParams, setParams] = useListUrlState();
  const { search, filters, page } = readListState<F>(urlParams, { search: options.search ?? '', filters: initialFilters });
  const [editing, setEditing] = useState<Editing<TItem> | null>(null);
  const [deleting, setDeleting] = useState<TItem | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const term = useDebounced(search.trim());

  // A new search or filter shows its first page. Typing replaces the history entry; filters and pages add one (Back returns).
  const setSearch = useCallback((text: string) => setParams((current) => withListChange(current, { [SEARCH_PARAM]: text }), { replace: true }), [setParams]);
  const setFilter = useCallback((name: F, value: string) => setParams((current) => withListChange(current, { [name]: value })), [setParams]);
  const setPage = useCallback((next: number) => setParams((current) => withListChange(current, { [PAGE_PARAM]: next })), [setParams]);

  const params = { page: paged ? page : 1 } as AdminListParams<F>;
  if (searched && term) params.search = term;
  for (const name of Object.keys(filters) as F[]) if (filters[name]) (params as Record<string, unknown>)[name] = filters[name];
  const keyed = searched || filtered || paged;

  const query = useQuery({
    queryKey: keyed ? [...queryKey, { ...(paged ? { page } : {}), ...(searched ? { term } : {}), ...filters }] : queryKey,
    queryFn: () => fetch(params),
    placeholderData: keyed ? keepPreviousData : undefined,
  });

  const queryClient = useQueryClient();
  const reload = useCallback(() => Promise.all(invalidates.map((key) => queryClient.invalidateQueries({ queryKey: key }))), [queryClient, invalidates]);
  const fail = useCallback((error: Error) => setActionError(error.message), []);

  const saving = useAdminMutation<{ values: TValues; item?: TItem }, TSaved>({
    mutationFn: ({ values, item }) => {
      if (item !== undefined) {
        if (!update) throw new Error('this list has no update');
        return update(item, values);
      }
      if (!create) throw new Error('this list has no create');
      return create(values);
    },
    success: (saved, { item }) => messageOf(item !== undefined ? messages.updated : messages.created, saved),
    invalidates,
  });
  const removing = useAdminMutation<TItem>({
    mutationFn: async (item) => {
      if (!remove) throw new Error('this list has no delete');
      await remove(item);
    },
    success: () => messages.deleted,
    invalidates,
    onSuccess: () => setDeleting(null),
    onError: (error) => {
      setDeleting(null);
      fail(error);
    },
  });

  /** Creates (no item) or updates `item`; true when it was saved, else the failure went to the banner (or onSaveError). */
  const save = async (values: TValues, item?: TItem): Promise<boolean> => {
    setActionError(null);
    try {
      await saving.mutateAsync({ values, item });
      return true;
    } catch (error) {
      (onSaveError ?? fail)(error as Error);
      return false;
    }
  };

  /** The create / edit dialog's submit: saves what it edits, then closes it (on failure too: the banner says why). */
  const submitEditor = async (values: TValues) => {
    if (!editing) return;
    await save(values, editing.mode === 'edit' ? editing.item : undefined);
    setEditing(null);
  };

  /** The create / edit dialog's props while one is open: its mode, the edited item's values, close and submit. */
  const dialogProps = <TInitial>(initialOf: (item: TItem) => TInitial) =>
    editing === null
      ? null
      : { mode: editing.mode, initial: editing.mode === 'edit' ? initialOf(editing.item) : undefined, onClose: () => setEditing(null), onSubmit: submitEditor };

  const data = query.data;
  return {
    /** The FilterBar's search and filter wiring. */
    filterBar: { search, onSearch: setSearch, values: filters, onFilter: setFilter },
    query,
    items: data === undefined ? [] : options.items(data),
    pagination: data === undefined ? undefined : options.pagination?.(data),
    search,
    setSearch,
    filters,
    setFilter,
    /** What the list shows, every page (the debounced search and the set filters): an export's query. */
    applied: exportQuery(params),
    page,
    setPage,
    editing,
    startCreate: () => setEditing({ mode: 'create' }),
    startEdit: (item: TItem) => setEditing({ mode: 'edit', item }),
    closeEditor: () => setEditing(null),
    submitEditor,
    dialogProps,
    save,
    isSaving: saving.isPending,
    deleting,
    askDelete: (item: TItem) => setDeleting(item),
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => {
      if (deleting !== null) removing.mutate(deleting);
    },
    isDeleting: removing.isPending,
    actionError,
    fail,
    clearError: () => setActionError(null),
    reload,
    invalidates,
  };
}
