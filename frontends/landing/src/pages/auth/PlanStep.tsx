import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { Plan } from '@liquify/api-client';
import { useApi } from '@liquify/session';
import { PUBLIC_PLANS_KEY } from '../../query-keys';
import { Button, Spinner } from '@liquify/ui/core';
import { EarlyBirdBox } from './EarlyBirdBox';
import { PlanGrid } from './PlanGrid';
import { findRequestedPlan, visiblePlans, type PlanOffer } from './plan-visibility';

export interface PlanStepProps {
  /** The `?plan=` value, preselected when it names a visible plan. */
  requestedPlan: string | null;
  /** early_bird=true: show the code box; regular plans stay hidden until verified or skipped. */
  earlyBird: boolean;
  busy: boolean;
  /** Client validation message for 'Create Account' (first error only). */
  error: string | null;
  onBack: () => void;
  onCreateAccount: (plan: Plan | null) => void;
  onPlanChange: () => void;
  /** Shown above 'Create Account' (the referral code field). */
  extra?: ReactNode;
}

/** Sign-up step 2: plan grid (+ early-bird box) and 'Create Account'. */
export function PlanStep({
  requestedPlan,
  earlyBird,
  busy,
  error,
  onBack,
  onCreateAccount,
  onPlanChange,
  extra,
}: PlanStepProps) {
  const api = useApi();
  const plansQuery = useQuery({
    // Same key as the landing page's pricing section: one cached list of public plans.
    queryKey: PUBLIC_PLANS_KEY,
    queryFn: () => api.getPublicPlans(),
    staleTime: 5 * 60_000,
  });
  const [offer, setOffer] = useState<PlanOffer>(earlyBird ? { kind: 'early-bird-pending' } : { kind: 'regular' });
  const [boxDismissed, setBoxDismissed] = useState(false);
  // The visitor's own choice; until they make one, the ?plan= value (or the verified Early Bird plan)
  // is selected, derived during render so the grid never shows a moment without it.
  const [chosenSlug, setChosenSlug] = useState<string | null>(null);

  const plans = useMemo(() => visiblePlans(plansQuery.data ?? [], offer), [plansQuery.data, offer]);
  const selectedSlug =
    chosenSlug && plans.some((plan) => plan.slug === chosenSlug)
      ? chosenSlug
      : (findRequestedPlan(plans, requestedPlan)?.slug ??
        (offer.kind === 'early-bird-verified' ? offer.plan.slug : null));

  const selectedPlan = plans.find((plan) => plan.slug === selectedSlug) ?? null;

  return (
    <div className="flex flex-col gap-5">
      <button
        type="button"
        onClick={onBack}
        disabled={busy}
        className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900 disabled:opacity-60"
      >
        <span aria-hidden="true">←</span> Back
      </button>

      {earlyBird && !boxDismissed ? (
        <EarlyBirdBox
          verifiedPlan={offer.kind === 'early-bird-verified' ? offer.plan : null}
          onVerified={(plan) => {
            setOffer({ kind: 'early-bird-verified', plan });
            setChosenSlug(plan.slug);
            onPlanChange();
          }}
          onSkip={() => {
            setBoxDismissed(true);
            setOffer({ kind: 'regular' });
          }}
        />
      ) : null}

      {plansQuery.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading plans" />
        </div>
      ) : plansQuery.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{plansQuery.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void plansQuery.refetch()}>
            Try again
          </Button>
        </div>
      ) : offer.kind === 'early-bird-pending' ? (
        <p className="text-sm text-slate-600">
          Verify your Early Bird code to see the Early Bird plan, or browse the regular plans.
        </p>
      ) : plans.length === 0 ? (
        <p className="text-sm text-slate-600">No plans are available right now. Please try again later.</p>
      ) : (
        <PlanGrid
          plans={plans}
          selectedSlug={selectedSlug}
          disabled={busy}
          onSelect={(slug) => {
            setChosenSlug(slug);
            onPlanChange();
          }}
        />
      )}

      {extra}

      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}

      <Button busy={busy} onClick={() => onCreateAccount(selectedPlan)} className="w-full">
        Create Account
      </Button>
    </div>
  );
}
