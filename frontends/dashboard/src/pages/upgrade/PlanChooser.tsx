import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@liquify/session';
import { AlertBanner, Button, Spinner, useFormatters } from '@liquify/ui';
import { usePlan } from '../../shell';
import { queryKeys } from '../../api/query-keys';
import { fetchPlans, userAreaPlans, type PublicPlan } from './billing.api';
import { DowngradeDialog } from './DowngradeDialog';
import { PlanCards } from './PlanCards';
import { PlanChangeStatus } from './PlanChangeStatus';
import { usePlanChange } from './usePlanChange';
import { useSubscriptionEnd } from './useSubscriptionEnd';

export interface PlanChooserProps {
  /** The limit that sent the user here, highlighted on each plan. */
  resource?: 'modules' | 'sections' | 'stores';
  /** At most this many plans (the billing tab shows the first 4). */
  limit?: number;
}

/**
 * The plans with a real change of plan on each (upgrade page, upgrade dialog, Settings > Billing & Plans):
 * loading, error with Retry, empty, and the change's progress and outcome. Leaving a paid plan for the free
 * one is asked first (DowngradeDialog); once asked, the free plan's card says from when it applies.
 */
export function PlanChooser({ resource, limit }: PlanChooserProps) {
  const api = useApi();
  const plans = useQuery({ queryKey: queryKeys.publicPlans, queryFn: () => fetchPlans(api), select: userAreaPlans });
  const current = usePlan();
  const change = usePlanChange();
  const format = useFormatters();
  const paid = Boolean(current.data && current.data.price > 0);
  const end = useSubscriptionEnd(paid);
  const [confirming, setConfirming] = useState<PublicPlan | null>(null);
  const freeSlug = plans.data?.find((plan) => plan.price <= 0)?.slug;
  const scheduled =
    end.data?.cancelAtPeriodEnd && freeSlug
      ? { slug: freeSlug, label: end.data.currentPeriodEnd ? `Starts ${format.date(end.data.currentPeriodEnd)}` : 'Scheduled' }
      : null;
  const choose = (plan: PublicPlan) => (plan.price <= 0 && paid ? setConfirming(plan) : void change.choose(plan));
  const busySlug = change.state.status === 'working' || change.state.status === 'redirecting' ? change.state.planSlug : null;
  return (
    <div className="space-y-4">
      <PlanChangeStatus state={change.state} onDismiss={change.reset} />
      {plans.isPending || (current.isPending && !current.isError) ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading plans" />
        </div>
      ) : plans.isError ? (
        <AlertBanner
          title="Failed to load plans"
          message={plans.error.message}
          hint={
            <Button variant="secondary" className="mt-2" onClick={() => void plans.refetch()}>
              Retry
            </Button>
          }
        />
      ) : plans.data.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No plans are available right now.</p>
      ) : (
        <PlanCards
          plans={limit ? plans.data.slice(0, limit) : plans.data}
          current={current.data}
          resource={resource}
          busySlug={busySlug}
          scheduled={scheduled}
          onChoose={choose}
        />
      )}
      <DowngradeDialog
        plan={confirming}
        end={end.isError ? null : end.data}
        onCancel={() => setConfirming(null)}
        onConfirm={(plan) => {
          setConfirming(null);
          void change.choose(plan);
        }}
      />
    </div>
  );
}
