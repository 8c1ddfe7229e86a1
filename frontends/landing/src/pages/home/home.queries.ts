/**
 * The landing page's server state, through TanStack Query and the typed API client only.
 * Modules are fetched once (page 1, limit 10000) and shared by the hero and the library showcase.
 */
import { getModules, getPublicPlans, getSections } from '@liquify/api-client';
import type { Module, Plan, Section } from '@liquify/api-client';
import { useQuery } from '@tanstack/react-query';
import { LANDING_MODULE_FETCH_LIMIT, SHOWCASE_SECTION_FETCH_LIMIT } from './home.const';

const FIVE_MINUTES = 5 * 60 * 1000;

export const homeQueryKeys = {
  modules: ['landing', 'modules', { page: 1, limit: LANDING_MODULE_FETCH_LIMIT }] as const,
  sections: ['landing', 'sections', { page: 1, limit: SHOWCASE_SECTION_FETCH_LIMIT }] as const,
  plans: ['plans', 'public'] as const,
};

export function useLandingModules() {
  return useQuery<Module[]>({
    queryKey: homeQueryKeys.modules,
    queryFn: async () => (await getModules({ page: 1, limit: LANDING_MODULE_FETCH_LIMIT })).data,
    staleTime: FIVE_MINUTES,
  });
}

/** Sections for the showcase, fetched only once the visitor switches the toggle to Sections. */
export function useShowcaseSections(enabled: boolean) {
  return useQuery<Section[]>({
    queryKey: homeQueryKeys.sections,
    queryFn: async () => (await getSections({ page: 1, limit: SHOWCASE_SECTION_FETCH_LIMIT })).data,
    staleTime: FIVE_MINUTES,
    enabled,
  });
}

export function usePublicPlans() {
  return useQuery<Plan[]>({
    queryKey: homeQueryKeys.plans,
    queryFn: () => getPublicPlans(),
    staleTime: FIVE_MINUTES,
  });
}
