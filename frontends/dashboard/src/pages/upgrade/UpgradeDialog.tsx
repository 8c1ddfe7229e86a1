import * as RadixDialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useApi } from '@liquify/session';
import { AlertBanner, Spinner } from '@liquify/ui';
import { billingKeys, fetchCurrentPlan, fetchPlans } from './billing.api';
import { PlanCards } from './PlanCards';
import { PlanChangeStatus } from './PlanChangeStatus';
import { usePlanChange } from './usePlanChange';

export type UpgradeResource = 'modules' | 'sections' | 'stores';

export interface UpgradeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The kind of item whose limit sent the user here; null or absent for a general upgrade. */
  resource?: UpgradeResource | null;
}

const REASON: Record<UpgradeResource, string> = {
  modules: "You've reached the module limit of your plan. Upgrade to add more modules to your library.",
  sections: "You've reached the section limit of your plan. Upgrade to add more sections to your library.",
  stores: "You've reached the store limit of your plan. Upgrade to create more stores.",
};

/** The upgrade dialog, openable from anywhere with a resource type (doc 2 §2): a real plan change inside. */
export function UpgradeDialog({ open, onOpenChange, resource }: UpgradeDialogProps) {
  const api = useApi();
  const plans = useQuery({ queryKey: billingKeys.publicPlans, queryFn: () => fetchPlans(api), enabled: open });
  const current = useQuery({ queryKey: billingKeys.currentPlan, queryFn: () => fetchCurrentPlan(api), enabled: open });
  const change = usePlanChange();
  const busySlug = change.state.status === 'working' || change.state.status === 'redirecting' ? change.state.planSlug : null;

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) change.reset();
        onOpenChange(next);
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-1.5rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-xl font-semibold text-slate-900">Upgrade Your Plan</RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                {resource ? REASON[resource] : 'Choose the plan that fits your stores.'}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close aria-label="Close" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <div className="mt-4 space-y-3">
            <PlanChangeStatus state={change.state} onDismiss={change.reset} />
          </div>
          <div className="mt-4">
            {plans.isPending || current.isPending ? (
              <div className="flex justify-center py-12">
                <Spinner label="Loading plans" />
              </div>
            ) : plans.isError ? (
              <AlertBanner title="Failed to load plans" message={plans.error.message} />
            ) : (
              <PlanCards plans={plans.data} current={current.data} resource={resource ?? undefined} busySlug={busySlug} onChoose={(plan) => void change.choose(plan)} />
            )}
          </div>
          <p className="mt-5 text-center text-sm text-slate-600">
            <Link to="/dashboard/upgrade" className="font-medium text-brand-700 hover:underline" onClick={() => onOpenChange(false)}>
              Compare all plans
            </Link>
          </p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
