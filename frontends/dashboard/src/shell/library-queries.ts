/** The library lists, read by the shell (counts, palette) and the pages. */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@liquify/session';
import { libraryApi } from '../api/library';
import { queryKeys } from '../api/query-keys';
import { fetchStoreList } from '../api/stores-count';

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
  return useQuery({ queryKey: queryKeys.stores, queryFn: () => fetchStoreList(api) });
}
