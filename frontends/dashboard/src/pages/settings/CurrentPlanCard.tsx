import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '@liquify/session';
import { AlertBanner, Button, Spinner, useFormatters } from '@liquify/ui';
import { usePlan } from '../../shell';
import { requestResume } from '../upgrade/billing.api';
import { useSubscriptionEnd } from '../upgrade/useSubscriptionEnd';

type ResumeState = { status: 'idle' } | { status: 'working' } | { status: 'done'; message: string } | { status: 'error'; message: string };

/**
 * Settings > Billing & Plans, "Current plan": the plan, its price and period; once a downgrade was asked,
 * "Pro until Dec 27, 2026, then Free" with Resume, which takes the downgrade back.
 */
export function CurrentPlanCard() {
  const { api, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const format = useFormatters();
  const current = usePlan();
  const end = useSubscriptionEnd(Boolean(current.data && current.data.price > 0));
  const [resume, setResume] = useState<ResumeState>({ status: 'idle' });

  if (current.isPending) return <Spinner label="Loading your plan" />;
  if (current.isError) return <AlertBanner title="Failed to load your plan" message={(current.error as Error).message} />;

  const ending = end.data?.cancelAtPeriodEnd ? end.data : null;
  const onResume = async () => {
    setResume({ status: 'working' });
    try {
      const answer = await requestResume(api);
      await Promise.all([queryClient.invalidateQueries(), refreshUser()]);
      setResume({ status: 'done', message: answer.message });
    } catch (error) {
      setResume({ status: 'error', message: error instanceof Error && error.message ? error.message : 'The subscription could not be resumed. Please try again.' });
    }
  };

  return (
    <div className="mt-3 space-y-3">
      {resume.status === 'done' ? <AlertBanner tone="success" title="Subscription resumed" message={resume.message} onDismiss={() => setResume({ status: 'idle' })} /> : null}
      {resume.status === 'error' ? <AlertBanner title="Resume failed" message={resume.message} onDismiss={() => setResume({ status: 'idle' })} /> : null}
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-xl font-bold text-slate-900">{current.data.name}</p>
          {ending ? (
            <p className="text-sm text-slate-700" data-testid="plan-ending">
              <span className="font-semibold">
                {ending.planName} until {ending.currentPeriodEnd ? format.date(ending.currentPeriodEnd) : 'the end of the period'}, then {ending.freePlanName}
              </span>
              <span className="block text-slate-600">Your downgrade is scheduled. Resume to keep {ending.planName}; it then renews as before.</span>
            </p>
          ) : (
            <p className="text-sm text-slate-600">
              {current.data.price > 0 ? `${format.money(current.data.price, current.data.currency)} · ` : ''}
              Status: {current.data.subscriptionStatus}
              {current.data.currentPeriodEnd ? ` · Current period ends ${format.date(current.data.currentPeriodEnd)}` : ''}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {ending ? (
            <Button busy={resume.status === 'working'} onClick={() => void onResume()}>
              Resume
            </Button>
          ) : null}
          <Link to="/dashboard/upgrade" className="text-sm font-semibold text-brand-700 hover:underline">
            Compare all plans
          </Link>
        </div>
      </div>
    </div>
  );
}
