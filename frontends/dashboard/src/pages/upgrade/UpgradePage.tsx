import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '@liquify/session';
import { AlertBanner, Button, PageMeta, Spinner } from '@liquify/ui';
import { billingKeys, fetchCurrentPlan, fetchPlans } from './billing.api';
import { PlanCards } from './PlanCards';
import { usePlanChange } from './usePlanChange';
import { PlanChangeStatus } from './PlanChangeStatus';

/** /dashboard/upgrade (doc 2 §2): every plan, a real change of plan, and the way back from the checkout. */
export function UpgradePage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const plans = useQuery({ queryKey: billingKeys.publicPlans, queryFn: () => fetchPlans(api) });
  const current = useQuery({ queryKey: billingKeys.currentPlan, queryFn: () => fetchCurrentPlan(api) });
  const change = usePlanChange();
  const confirmed = useRef(false);

  const sessionId = params.get('session_id');
  const canceled = params.get('canceled') === 'true';
  useEffect(() => {
    if (!sessionId || confirmed.current) return;
    confirmed.current = true;
    void change.confirmCheckout(sessionId).then(() => setParams({}, { replace: true }));
  }, [sessionId, change, setParams]);

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <PageMeta title="Choose Your Plan" noindex />
      <Link to="/dashboard/settings?tab=billing" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Settings
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Choose Your Plan</h1>
      <p className="mt-2 text-slate-600">Pick the plan that fits your stores. Paid plans are billed through our secure checkout.</p>

      <div className="mt-6 space-y-3">
        {canceled ? (
          <AlertBanner tone="info" title="Checkout canceled" message="Your payment was canceled. Your plan has not changed." onDismiss={() => setParams({}, { replace: true })} />
        ) : null}
        <PlanChangeStatus state={change.state} onDismiss={change.reset} />
      </div>

      <section aria-label="Plans" className="mt-6">
        {plans.isPending || current.isPending ? (
          <div className="flex justify-center py-16">
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
            plans={plans.data}
            current={current.data}
            busySlug={change.state.status === 'working' || change.state.status === 'redirecting' ? change.state.planSlug : null}
            onChoose={(plan) => void change.choose(plan)}
          />
        )}
      </section>

      <section className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
        <h2 className="text-xl font-semibold text-slate-900">Need a custom plan?</h2>
        <p className="mt-2 text-slate-600">More stores, a team, or an agency account: we will tailor a plan for you.</p>
        <Link
          to="/help?tab=contact"
          className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Contact Sales
        </Link>
      </section>
    </main>
  );
}
