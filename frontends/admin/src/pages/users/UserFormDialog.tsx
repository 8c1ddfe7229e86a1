/** Create User / edit user modal (doc 3 §2, §5): one form, pre-filled on edit. */
import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '@liquify/ui';
import { EMPTY_USER_FORM, planOptions, USER_ROLES, validateUserForm, type PlanChoice, type UserFormErrors, type UserFormMode, type UserFormValues } from './user-form';

export interface UserFormDialogProps {
  mode: UserFormMode;
  initial?: UserFormValues;
  /** The plans billing has (GET /admin/plans); undefined while they load. */
  plans: readonly PlanChoice[] | undefined;
  onClose: () => void;
  onSubmit: (values: UserFormValues) => Promise<void>;
}

const selectClass = 'w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

export function UserFormDialog({ mode, initial = EMPTY_USER_FORM, plans, onClose, onSubmit }: UserFormDialogProps) {
  const [values, setValues] = useState<UserFormValues>(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={mode === 'create' ? 'Create User' : 'Edit User'}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField label="Name" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <TextField label="Email" type="email" value={values.email} error={errors.email} onChange={(e) => set('email', e.target.value)} />
        <TextField
          label={mode === 'create' ? 'Password' : 'Password (leave empty to keep)'}
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <div className="grid grid-cols-2 gap-4">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
            Role
            <select className={selectClass} value={values.role} onChange={(e) => set('role', e.target.value)}>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
            {errors.role ? <span className="text-sm text-red-700">{errors.role}</span> : null}
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
            Plan
            <select className={selectClass} value={values.plan} disabled={!plans} onChange={(e) => set('plan', e.target.value)}>
              {planOptions(plans ?? [], values.plan).map((plan) => (
                <option key={plan.value} value={plan.value}>
                  {plan.label}
                </option>
              ))}
            </select>
            {plans ? null : <span className="text-sm text-slate-600">Loading plans...</span>}
            {errors.plan ? <span className="text-sm text-red-700">{errors.plan}</span> : null}
          </label>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" checked={values.activeSubscription} onChange={(e) => set('activeSubscription', e.target.checked)} className="h-4 w-4" />
          Active Subscription
        </label>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={saving} disabled={saving}>
            {mode === 'create' ? 'Create User' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
