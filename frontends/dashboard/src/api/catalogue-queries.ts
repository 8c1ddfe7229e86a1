import { useQuery } from '@tanstack/react-query';
import { useApi } from '@liquify/session';
import { catalogueApi, MODULE_LIST_CACHE_MS } from './catalogue';
import { queryKeys } from './query-keys';

/** Every published module, fetched once (limit 1000) and cached 5 minutes (doc 2 §4). */
export function useCatalogueModules() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.modules({}),
    queryFn: () => catalogueApi.modules(api),
    staleTime: MODULE_LIST_CACHE_MS,
    gcTime: MODULE_LIST_CACHE_MS,
  });
}
