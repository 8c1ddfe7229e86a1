/**
 * The landing page's server state, through TanStack Query and the typed API client only.
 * Modules are fetched once (page 1, limit 10000) and shared by the hero and the library showcase.
 */
import { getModules, getPublicPlans, getSections } from '@liquify/api-client';
import type { Module, Plan, Section } from '@liquify/api-client';
import { useQuery } from '@tanstack/react-query';
import { LANDING_MODULES_KEY, LANDING_MODULES_QUERY, PUBLIC_PLANS_KEY, SHOWCASE_SECTIONS_KEY, SHOWCASE_SECTIONS_QUERY } from '../../query-keys';

const FIVE_MINUTES = 5 * 60 * 1000;

export function useLandingModules() {
  return useQuery<Module[]>({
    queryKey: LANDING_MODULES_KEY,
    // The server render fills the same query (prerender/render.tsx).
    queryFn: async () => (await getModules(LANDING_MODULES_QUERY)).data,
    staleTime: FIVE_MINUTES,
  });
}

/** Sections for the showcase, fetched only once the visitor switches the toggle to Sections. */
export function useShowcaseSections(enabled: boolean) {
  return useQuery<Section[]>({
    queryKey: SHOWCASE_SECTIONS_KEY,
    queryFn: async () => (await getSections(SHOWCASE_SECTIONS_QUERY)).data,
    staleTime: FIVE_MINUTES,
    enabled,
  });
}

export function usePublicPlans() {
  return useQuery<Plan[]>({
    queryKey: PUBLIC_PLANS_KEY,
    queryFn: () => getPublicPlans(),
    staleTime: FIVE_MINUTES,
  });
}
