import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useApi } from '@liquify/session';
import { AlertBanner, Button, TextField } from '@liquify/ui';
import { changePassword } from './settings.api';
import { SignOutEverywhere } from './SignOutEverywhere';
import { useFlash } from './useFlash';

export const PASSWORD_MESSAGES = {
  mismatch: 'New passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  saved: 'Password updated successfully!',
  failed: 'Failed to update password',
  currentRequired: 'Current password is required',
} as const;

/**
 * The change-password form (doc 2 §5): new and confirm must match, then the new password has at least 8
 * characters. The server checks the same with changePasswordRequestSchema.
 */
export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.newPassword !== values.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
    } else if (values.newPassword.length < 8) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_MESSAGES.tooShort });
    }
  });
type PasswordForm = z.infer<typeof passwordFormSchema>;

/** Settings > Security: change password (current, new, confirm), then "Sign out of all devices". */
export function SecurityTab() {
  const api = useApi();
  const flash = useFlash();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const save = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordForm) => changePassword(api, { currentPassword, newPassword }),
    onSuccess: () => {
      form.reset();
      flash.show(PASSWORD_MESSAGES.saved);
    },
  });
  const { errors } = form.formState;
  const failure = save.isError ? save.error.message || PASSWORD_MESSAGES.failed : null;
  return (
    <div className="space-y-8">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          flash.clear();
          save.mutate(values);
        })}
        className="space-y-5"
      >
        <h2 className="text-lg font-semibold text-slate-900">Change password</h2>
        {flash.message ? <AlertBanner tone="success" title="Saved" message={flash.message} /> : null}
        {failure ? <AlertBanner title="Password not changed" message={failure} onDismiss={() => save.reset()} /> : null}
        <TextField label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
        <TextField label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register('newPassword')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
      <SignOutEverywhere />
    </div>
  );
}
