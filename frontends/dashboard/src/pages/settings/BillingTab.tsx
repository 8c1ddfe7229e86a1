import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useApi } from '@liquify/session';
import { AlertBanner, Spinner, useFormatters } from '@liquify/ui';
import { queryKeys } from '../../api/query-keys';
import { fetchBillingDetails } from '../upgrade/billing.api';
import { PlanChooser } from '../upgrade/PlanChooser';
import { CurrentPlanCard } from './CurrentPlanCard';

/** The billing tab shows the first 4 plans (doc 2 §9). */
export const BILLING_TAB_PLAN_COUNT = 4;
export const NO_PAYMENT_METHOD = 'No payment method is stored for your account.';
export const NO_PAYMENTS = 'No payments yet.';

/** Settings > Billing & Plans: the current plan and period end (or its scheduled end, with Resume), the first 4 plans, the stored card and payments. */
export function BillingTab() {
  const api = useApi();
  const format = useFormatters();
  const details = useQuery({ queryKey: queryKeys.billingDetails, queryFn: () => fetchBillingDetails(api) });

  return (
    <div className="space-y-8">
      <section aria-labelledby="current-plan-heading">
        <h2 id="current-plan-heading" className="text-lg font-semibold text-slate-900">
          Current plan
        </h2>
        <CurrentPlanCard />
      </section>

      <section aria-labelledby="plans-heading" className="space-y-3">
        <h2 id="plans-heading" className="text-lg font-semibold text-slate-900">
          Plans
        </h2>
        <PlanChooser limit={BILLING_TAB_PLAN_COUNT} />
      </section>

      <section aria-labelledby="payment-heading" className="space-y-3">
        <h2 id="payment-heading" className="text-lg font-semibold text-slate-900">
          Payment method
        </h2>
        {details.isPending ? (
          <Spinner label="Loading payment details" />
        ) : details.isError ? (
          <AlertBanner title="Failed to load payment details" message={details.error.message} />
        ) : (
          <>
            {details.data.paymentMethod ? (
              <p className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
                <CreditCard aria-hidden="true" className="h-5 w-5 text-slate-600" />
                <span>
                  <span className="font-semibold capitalize">{details.data.paymentMethod.brand}</span> ending in{' '}
                  {details.data.paymentMethod.last4}
                  {details.data.paymentMethod.expMonth && details.data.paymentMethod.expYear
                    ? ` · expires ${String(details.data.paymentMethod.expMonth).padStart(2, '0')}/${details.data.paymentMethod.expYear}`
                    : ''}
                </span>
              </p>
            ) : (
              <p className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-600">{NO_PAYMENT_METHOD}</p>
            )}
            <h3 id="payments-heading" className="pt-2 font-semibold text-slate-900">
              Payments
            </h3>
            {details.data.payments.length === 0 ? (
              <p className="text-slate-600">{NO_PAYMENTS}</p>
            ) : (
              <ul aria-labelledby="payments-heading" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {details.data.payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
                    <span className="font-medium text-slate-900">{payment.planName}</span>
                    <span className="text-slate-600">{format.date(payment.paidAt)}</span>
                    <span className="font-semibold text-slate-900">{format.money(payment.amount, payment.currency)}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
