/** Create User / edit user modal (doc 3 §2, §5): one form, pre-filled on edit; react-hook-form with the identity contract's rules (user-form.ts). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, Dialog, TextField } from '@liquify/ui';
import { EMPTY_USER_FORM, planOptions, USER_ROLES, userFormSchema, type PlanChoice, type UserFormInput, type UserFormMode, type UserFormValues, type UserPayload } from './user-form';

export interface UserFormDialogProps {
  mode: UserFormMode;
  initial?: UserFormValues;
  /** The plans billing has (GET /admin/plans); undefined while they load. */
  plans: readonly PlanChoice[] | undefined;
  onClose: () => void;
  /** The payload to send (the create or update body). */
  onSubmit: (payload: UserPayload) => Promise<void>;
}

const selectClass = 'w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

export function UserFormDialog({ mode, initial = EMPTY_USER_FORM, plans, onClose, onSubmit }: UserFormDialogProps) {
  const form = useForm<UserFormInput, unknown, UserPayload>({ resolver: zodResolver(userFormSchema(mode)), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const plan = form.watch('plan');

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={mode === 'create' ? 'Create User' : 'Edit User'}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 space-y-4">
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
        <TextField
          label={mode === 'create' ? 'Password' : 'Password (leave empty to keep)'}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="grid grid-cols-2 gap-4">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
            Role
            <select className={selectClass} {...form.register('role')}>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
            {errors.role ? <span className="text-sm text-red-700">{errors.role.message}</span> : null}
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
            Plan
            <select className={selectClass} disabled={!plans} {...form.register('plan')}>
              {planOptions(plans ?? [], plan).map((plan) => (
                <option key={plan.value} value={plan.value}>
                  {plan.label}
                </option>
              ))}
            </select>
            {plans ? null : <span className="text-sm text-slate-600">Loading plans...</span>}
            {errors.plan ? <span className="text-sm text-red-700">{errors.plan.message}</span> : null}
          </label>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...form.register('activeSubscription')} />
          Active Subscription
        </label>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
            {mode === 'create' ? 'Create User' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
