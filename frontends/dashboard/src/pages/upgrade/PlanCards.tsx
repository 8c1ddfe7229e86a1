import { Check } from 'lucide-react';
import { Button, useFormatters } from '@liquify/ui';
import { limitLabel, planActionFor, planActionLabel, type PublicPlan, type UserPlan } from './billing.api';

export interface PlanCardsProps {
  plans: PublicPlan[];
  current: UserPlan | null | undefined;
  onChoose(plan: PublicPlan): void;
  /** The plan being changed to, if any: its button shows busy and the others are disabled. */
  busySlug?: string | null;
  /** Highlights the limit the user ran into (upgrade dialog). */
  resource?: 'modules' | 'sections' | 'stores';
  /** A plan already scheduled to take over (a downgrade asked): its button says when, and cannot be chosen again. */
  scheduled?: { slug: string; label: string } | null;
}

const CYCLE_SUFFIX: Record<PublicPlan['billingCycle'], string> = { monthly: '/month', yearly: '/year', lifetime: ' once' };

/** The plans side by side with their limits and the action choosing each one means for this user. */
export function PlanCards({ plans, current, onChoose, busySlug, resource, scheduled }: PlanCardsProps) {
  const format = useFormatters();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => {
        const action = planActionFor(plan, current);
        const scheduledLabel = scheduled?.slug === plan.slug ? scheduled.label : null;
        const f = plan.features;
        const limits: Array<{ key: PlanCardsProps['resource']; text: string }> = [
          { key: 'modules', text: limitLabel(f.moduleLimit, 'modules', format.number) },
          { key: 'sections', text: limitLabel(f.sectionLimit, 'sections', format.number) },
          { key: 'stores', text: limitLabel(f.storeLimit, f.storeLimit === 1 ? 'store' : 'stores', format.number) },
        ];
        return (
          <li
            key={plan._id}
            aria-label={`${plan.name} plan`}
            className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${
              action === 'current' ? 'border-brand-500 ring-2 ring-brand-100' : plan.isPopular ? 'border-brand-200' : 'border-slate-200'
            }`}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              {action === 'current' ? (
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">Your plan</span>
              ) : plan.isPopular ? (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Popular</span>
              ) : null}
            </div>
            <p className="mt-2 text-2xl font-bold text-slate-900">
              {plan.price <= 0 ? 'Free' : format.money(plan.price, plan.currency)}
              {plan.price > 0 ? <span className="text-sm font-medium text-slate-600">{CYCLE_SUFFIX[plan.billingCycle]}</span> : null}
            </p>
            {plan.description ? <p className="mt-2 text-sm text-slate-600">{plan.description}</p> : null}
            <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
              {limits.map((limit) => (
                <li key={limit.key} className={`flex items-center gap-2 ${resource === limit.key ? 'font-semibold text-slate-900' : ''}`}>
                  <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-green-600" />
                  {limit.text}
                </li>
              ))}
              {f.prioritySupport ? (
                <li className="flex items-center gap-2">
                  <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-green-600" />
                  Priority support
                </li>
              ) : null}
            </ul>
            <Button
              className="mt-5 w-full"
              variant={action === 'upgrade' ? 'primary' : 'secondary'}
              disabled={action === 'current' || scheduledLabel !== null || Boolean(busySlug && busySlug !== plan.slug)}
              busy={busySlug === plan.slug}
              onClick={() => onChoose(plan)}
            >
              {scheduledLabel ?? planActionLabel(action, plan.name)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
