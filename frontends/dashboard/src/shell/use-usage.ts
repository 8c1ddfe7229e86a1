/**
 * Usage of modules, sections and stores against the signed-in user's own limits, for the shell and the
 * pages. The limits are the user's (`/auth/me`: identity applies the plan's and any per-user override an
 * admin set), the ones the library and stores services enforce, never the plan's list price.
 */
import { useSession } from '@liquify/session';
import { useLibraryModules, useLibrarySections, useStoreList } from './library-queries';
import { usePlan, type UserPlan } from './plan';
import { usageStatus, type UsageStatus } from './usage';

export interface Usage {
  plan: UserPlan | undefined;
  loading: boolean;
  modules: UsageStatus;
  sections: UsageStatus;
  stores: UsageStatus;
}

export function useUsage(): Usage {
  const session = useSession();
  const plan = usePlan();
  const modules = useLibraryModules();
  const sections = useLibrarySections();
  const stores = useStoreList();
  const limits = session.user?.subscription?.features;
  return {
    plan: plan.data,
    loading: session.loading || plan.isLoading || modules.isLoading || sections.isLoading,
    modules: usageStatus(modules.data?.length ?? 0, limits?.moduleLimit),
    sections: usageStatus(sections.data?.length ?? 0, limits?.sectionLimit),
    stores: usageStatus(stores.data?.length ?? 0, limits?.storeLimit),
  };
}
