/**
 * A catalogue item's detail by slug. The catalogue sends the source only while the user's plan allows the
 * item; when the plan (refreshed on its own) and the detail held disagree, as after an upgrade or a
 * downgrade, the detail is asked again once, so the page never keeps a lock the plan lifted.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '@liquify/session';
import { allowedIds, usePlan } from '../shell/plan';
import { catalogueApi, type CatalogueModuleDetail, type CatalogueSectionDetail } from './catalogue';
import { queryKeys } from './query-keys';

const DETAIL_CACHE_MS = 5 * 60_000;

function useAgreeingWithPlan<T extends { _id: string; locked: boolean }>(detail: UseQueryResult<T>, kind: 'modules' | 'sections') {
  const plan = usePlan();
  const disagrees = detail.data !== undefined && plan.data !== undefined && detail.data.locked === allowedIds(plan.data, kind).has(detail.data._id);
  const { refetch } = detail;
  useEffect(() => {
    if (disagrees) void refetch();
  }, [disagrees, refetch]);
  return detail;
}

export function useModuleDetail(slug: string): UseQueryResult<CatalogueModuleDetail> {
  const api = useApi();
  return useAgreeingWithPlan(useQuery({ queryKey: queryKeys.module(slug), queryFn: () => catalogueApi.module(api, slug), staleTime: DETAIL_CACHE_MS }), 'modules');
}

export function useSectionDetail(slug: string): UseQueryResult<CatalogueSectionDetail> {
  const api = useApi();
  return useAgreeingWithPlan(useQuery({ queryKey: queryKeys.section(slug), queryFn: () => catalogueApi.section(api, slug) }), 'sections');
}
