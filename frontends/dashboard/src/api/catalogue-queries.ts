import { useQuery } from '@tanstack/react-query';
import { useApi } from '@liquify/session';
import { catalogueApi, MODULE_LIST_CACHE_MS } from './catalogue';
import { arrivedEarlyData, takeEarly } from './early-data';
import { queryKeys } from './query-keys';

/** Every published module, fetched once (limit 1000) and cached 5 minutes (doc 2 §4); app/preload.ts may have started the request. */
export function useCatalogueModules() {
  const api = useApi();
  const queryKey = queryKeys.modules({});
  type ModuleList = Awaited<ReturnType<typeof catalogueApi.modules>>;
  return useQuery({
    queryKey,
    queryFn: () => takeEarly<ModuleList>(queryKey) ?? catalogueApi.modules(api),
    // Already here on a first load (app/preload.ts): the page renders with the list.
    ...arrivedEarlyData<ModuleList>(queryKey),
    staleTime: MODULE_LIST_CACHE_MS,
    gcTime: MODULE_LIST_CACHE_MS,
  });
}
