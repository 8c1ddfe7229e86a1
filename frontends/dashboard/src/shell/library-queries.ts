/** The library lists, read by the shell (counts, palette) and the pages. */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@liquify/session';
import { libraryApi } from '../api/library';
import { queryKeys } from '../api/query-keys';
import { fetchStores, storeListOf } from '../api/stores-count';

export function useLibraryModules() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.libraryModules, queryFn: () => libraryApi.modules(api) });
}

export function useLibrarySections() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.librarySections, queryFn: () => libraryApi.sections(api) });
}

export function useStoreList() {
  const api = useApi();
  // The store pages' own query (the same key): the shell counts its stores.
  return useQuery({ queryKey: queryKeys.stores, queryFn: () => fetchStores(api), select: storeListOf });
}
