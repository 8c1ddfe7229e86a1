import type { Plan } from '@liquify/api-client';
import { formatPlanPrice, planHighlights } from './plan-visibility';

export interface PlanGridProps {
  plans: Plan[];
  selectedSlug: string | null;
  onSelect: (slug: string) => void;
  disabled?: boolean;
}

/** The sign-up plan choice: a radio group of plan cards, scrolling past 400 px. */
export function PlanGrid({ plans, selectedSlug, onSelect, disabled = false }: PlanGridProps) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-3 text-sm font-medium text-slate-700">Choose your plan</legend>
      <div
        data-testid="plan-grid"
        className="grid max-h-[400px] grid-cols-1 gap-3 overflow-y-auto p-1 sm:grid-cols-2"
      >
        {plans.map((plan) => {
          const selected = plan.slug === selectedSlug;
          const inputId = `plan-${plan.slug}`;
          return (
            <div key={plan._id ?? plan.slug} className="relative">
              <input
                id={inputId}
                type="radio"
                name="plan"
                value={plan.slug}
                checked={selected}
                onChange={() => onSelect(plan.slug)}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className={`flex h-full cursor-pointer flex-col gap-2 rounded-xl border-2 p-4 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 ${
                  selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-300'
                }`}
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="font-semibold text-slate-900">{plan.name}</span>
                  {plan.isPopular ? (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                      Popular
                    </span>
                  ) : null}
                </span>
                <span className="text-lg font-bold text-slate-900">{formatPlanPrice(plan)}</span>
                {plan.description ? <span className="text-sm text-slate-600">{plan.description}</span> : null}
                <ul className="mt-1 space-y-1 text-sm text-slate-700">
                  {planHighlights(plan).map((line) => (
                    <li key={line} className="flex items-center gap-2">
                      <span aria-hidden="true" className="text-brand-600">
                        ✓
                      </span>
                      {line}
                    </li>
                  ))}
                </ul>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
