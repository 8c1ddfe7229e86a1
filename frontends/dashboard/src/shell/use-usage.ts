/** Usage of modules, sections and stores against the current plan, for the shell and the pages. */
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
  const plan = usePlan();
  const modules = useLibraryModules();
  const sections = useLibrarySections();
  const stores = useStoreList();
  const features = plan.data?.features;
  return {
    plan: plan.data,
    loading: plan.isLoading || modules.isLoading || sections.isLoading,
    modules: usageStatus(modules.data?.length ?? 0, features?.moduleLimit),
    sections: usageStatus(sections.data?.length ?? 0, features?.sectionLimit),
    stores: usageStatus(stores.data?.length ?? 0, features?.storeLimit),
  };
}
