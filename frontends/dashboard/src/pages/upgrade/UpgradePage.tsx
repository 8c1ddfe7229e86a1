import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AlertBanner, PageMeta } from '@liquify/ui';
import { PlanChangeStatus } from './PlanChangeStatus';
import { PlanChooser } from './PlanChooser';
import { usePlanChange } from './usePlanChange';

/** /dashboard/upgrade (doc 2 §2): every plan, a real change of plan, and the way back from the checkout. */
export default function UpgradePage() {
  const [params, setParams] = useSearchParams();
  const checkoutReturn = usePlanChange();
  const confirmed = useRef(false);
  const sessionId = params.get('session_id');
  const canceled = params.get('canceled') === 'true';

  // Back from the hosted checkout: confirm the payment and wait for the new plan's limits.
  useEffect(() => {
    if (!sessionId || confirmed.current) return;
    confirmed.current = true;
    void checkoutReturn.confirmCheckout(sessionId).then(() => setParams({}, { replace: true }));
  }, [sessionId, checkoutReturn, setParams]);

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageMeta title="Choose Your Plan" noindex />
      <Link to="/dashboard/settings?tab=billing" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Settings
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Choose Your Plan</h1>
      <p className="mt-2 text-slate-600">Pick the plan that fits your stores. Paid plans are billed through our secure checkout.</p>

      <div className="mt-6 space-y-3">
        {canceled ? (
          <AlertBanner tone="info" title="Checkout canceled" message="Your payment was canceled. Your plan has not changed." onDismiss={() => setParams({}, { replace: true })} />
        ) : null}
        <PlanChangeStatus state={checkoutReturn.state} onDismiss={checkoutReturn.reset} />
      </div>

      <section aria-label="Plans" className="mt-6">
        <PlanChooser />
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
    </div>
  );
}
