import { useQuery } from '@tanstack/react-query';
import { useApi } from '@liquify/session';
import { catalogueApi } from '../../api/catalogue';
import { queryKeys } from '../../api/query-keys';

export function useCatalogueSections() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.sections, queryFn: () => catalogueApi.sections(api), staleTime: 5 * 60_000 });
}
