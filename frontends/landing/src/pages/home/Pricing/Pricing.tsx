import type { Plan } from '@liquify/api-client';
import { Spinner } from '@liquify/ui/core';
import { Link } from 'react-router';
import { usePublicPlans } from '../home.queries';
import { SectionHeading } from '../shared/SectionHeading';
import { buttonClass } from '../shared/styles';
import {
  formatPlanPrice,
  isEarlyBirdPlan,
  planCallToAction,
  planFeatureList,
  planSignupHref,
  pricingColumns,
} from './pricing.util';

/** Card widths for a centred, wrapping row: 3 per row, or 4 columns (2 on tablets) with more than three plans. */
const CARD_WIDTHS = {
  3: 'md:basis-[calc((100%-3rem)/3)]',
  4: 'md:basis-[calc((100%-1.5rem)/2)] xl:basis-[calc((100%-4.5rem)/4)]',
} as const;

function CheckIcon({ highlighted }: { highlighted: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`mt-0.5 h-5 w-5 shrink-0 ${highlighted ? 'fill-brand-100' : 'fill-brand-600'}`}
    >
      <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1.2 11.4L5.4 10l1.1-1.1 2.3 2.3 4.7-4.7 1.1 1.1-5.8 5.8Z" />
    </svg>
  );
}

function PricingCard({ plan, widthClass }: { plan: Plan; widthClass: string }) {
  const highlighted = plan.isPopular;
  const earlyBird = isEarlyBirdPlan(plan);
  const price = formatPlanPrice(plan);
  const features = planFeatureList(plan);
  const headingId = `plan-${plan._id}`;

  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex w-full flex-none flex-col rounded-3xl p-7 ${widthClass} ${
        highlighted
          ? 'bg-slate-950 text-white shadow-2xl shadow-brand-600/20 ring-2 ring-brand-500'
          : 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
      }`}
    >
      {highlighted ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-brand-500 to-fuchsia-500 px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white shadow">
          Most Popular
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {plan.name}
        </h3>
        {earlyBird ? (
          <p className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-amber-800">
            Limited offer
          </p>
        ) : null}
      </div>
      {plan.description ? (
        <p className={`mt-2 min-h-10 text-sm leading-5 ${highlighted ? 'text-slate-300' : 'text-slate-600'}`}>
          {plan.description}
        </p>
      ) : null}
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-4xl font-extrabold tracking-tight tabular-nums">{price.amount}</span>
        <span className={`text-sm font-medium ${highlighted ? 'text-slate-300' : 'text-slate-500'}`}>
          {price.period}
        </span>
      </p>
      <ul className={`mt-6 flex-1 space-y-3 text-sm ${highlighted ? 'text-slate-200' : 'text-slate-700'}`}>
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon highlighted={highlighted} />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={planSignupHref(plan)}
        className={`mt-8 w-full ${buttonClass(highlighted ? 'primary' : earlyBird ? 'light' : 'secondary')} ${
          earlyBird && !highlighted ? 'ring-1 ring-amber-300' : ''
        }`}
      >
        {planCallToAction(plan)}
      </Link>
    </li>
  );
}

export function Pricing() {
  const plans = usePublicPlans();
  const columns = pricingColumns(plans.data?.length ?? 0);

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple pricing that pays for itself"
          intro="Start free, upgrade when you need more. Every plan includes instant access and lifetime updates."
        />

        <div className="mt-16">
          {plans.isPending ? (
            <div className="flex h-64 items-center justify-center">
              <Spinner label="Loading plans" className="h-10 w-10" />
            </div>
          ) : plans.isError ? (
            <div
              role="alert"
              className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center ring-1 ring-red-200"
            >
              <p className="text-base font-semibold text-slate-900">Plans could not be loaded</p>
              <p className="text-sm text-red-700">{plans.error.message}</p>
              <button type="button" onClick={() => plans.refetch()} className={buttonClass('secondary')}>
                Try again
              </button>
            </div>
          ) : plans.data.length === 0 ? (
            <p className="text-center text-base text-slate-600">No plans are available right now.</p>
          ) : (
            <ul
              data-columns={columns}
              className={`mx-auto flex flex-wrap justify-center gap-6 md:gap-x-6 md:gap-y-10 ${columns === 3 ? 'max-w-6xl' : 'max-w-7xl'}`}
            >
              {plans.data.map((plan) => (
                <PricingCard key={plan._id} plan={plan} widthClass={CARD_WIDTHS[columns]} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

export default Pricing;
