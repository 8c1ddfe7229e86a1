import { useQuery } from '@tanstack/react-query';
import { useApi } from '@liquify/session';
import { catalogueApi, MODULE_LIST_CACHE_MS } from './catalogue';
import { takeEarly } from './early-data';
import { queryKeys } from './query-keys';

/** Every published module, fetched once (limit 1000) and cached 5 minutes (doc 2 §4); app/preload.ts may have started the request. */
export function useCatalogueModules() {
  const api = useApi();
  const queryKey = queryKeys.modules({});
  return useQuery({
    queryKey,
    queryFn: () => takeEarly<Awaited<ReturnType<typeof catalogueApi.modules>>>(queryKey) ?? catalogueApi.modules(api),
    staleTime: MODULE_LIST_CACHE_MS,
    gcTime: MODULE_LIST_CACHE_MS,
  });
}
