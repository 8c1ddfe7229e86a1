/**
 * The plan form shared by the Create Plan modal and the Edit Plan page (doc 3 §5): react-hook-form with
 * the billing contract's schema as resolver, so the browser shows the server's own messages.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { BILLING_CYCLES, CURRENCIES, SUPPORT_LEVELS } from '@liquify/contracts';
import { TextAreaField, TextField } from '@liquify/ui';
import { BOOLEAN_FEATURES, NUMERIC_FEATURES, numberAsTyped, planFormSchema, slugAsTyped, type PlanFormOutput, type PlanFormValues } from './plan-form';

export interface PlanFormProps {
  id: string;
  defaultValues: PlanFormValues;
  onSubmit: (values: PlanFormOutput) => void | Promise<void>;
  /** Called when the rules refuse the form (the Edit page says "Please fix the validation errors"). */
  onInvalid?: (errors: FieldErrors<PlanFormValues>) => void;
  /** The form's buttons (the modal puts them under the form; the Edit page in its header). */
  children?: ReactNode;
}

const fieldClass =
  'w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';
const labelClass = 'flex flex-col gap-1.5 text-sm font-medium text-slate-700';

export function PlanForm({ id, defaultValues, onSubmit, onInvalid, children }: PlanFormProps) {
  const form = useForm<PlanFormValues, unknown, PlanFormOutput>({ resolver: zodResolver(planFormSchema), defaultValues });
  const { errors } = form.formState;
  const slug = form.register('slug');
  const number = (fallback: number) => ({ setValueAs: (v: unknown) => numberAsTyped(v, fallback) });

  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Plan</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
          <TextField
            label="Slug"
            error={errors.slug?.message}
            {...slug}
            onChange={(event) => {
              event.target.value = slugAsTyped(event.target.value);
              return slug.onChange(event);
            }}
          />
        </div>
        <TextAreaField label="Description" rows={2} error={errors.description?.message} {...form.register('description')} />
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField label="Price" type="number" step="0.01" inputMode="decimal" error={errors.price?.message} {...form.register('price', number(0))} />
          <label className={labelClass}>
            Currency
            <select className={fieldClass} {...form.register('currency')}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Billing cycle
            <select className={fieldClass} {...form.register('billingCycle')}>
              {BILLING_CYCLES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <TextField label="Sort order" type="number" error={errors.sortOrder?.message} {...form.register('sortOrder', number(0))} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Features</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {NUMERIC_FEATURES.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              type="number"
              error={errors.features?.[key]?.message}
              {...form.register(`features.${key}`, number(key === 'teamMembers' ? 1 : 0))}
            />
          ))}
          <label className={labelClass}>
            Support level
            <select className={fieldClass} {...form.register('features.supportLevel')}>
              {SUPPORT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="text-sm text-slate-600">Enter -1 for an unlimited amount.</p>
        <div className="grid gap-2 sm:grid-cols-3">
          {BOOLEAN_FEATURES.map(({ key, label }) => (
            <label key={key} className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <input type="checkbox" className="h-4 w-4" {...form.register(`features.${key}`)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-wrap gap-6">
        <legend className="sr-only">Visibility</legend>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...form.register('isActive')} />
          Active
        </label>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...form.register('isPopular')} />
          Popular
        </label>
      </fieldset>
      {children}
    </form>
  );
}
