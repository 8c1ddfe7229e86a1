import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { profileUpdateRequestSchema } from '@liquify/contracts';
import { useSession } from '@liquify/session';
import { AlertBanner, Button, Spinner, TextField } from '@liquify/ui';
import { queryKeys } from '../../api/query-keys';
import { fetchProfile, saveProfile, type ProfileUpdate } from './settings.api';
import { useFlash } from './useFlash';

export const PROFILE_MESSAGES = {
  saved: 'Profile updated successfully!',
  emailReadOnly: 'Email cannot be changed',
} as const;

type ProfileForm = Required<ProfileUpdate>;
const EMPTY: ProfileForm = { fullName: '', company: '', website: '', bio: '' };

/** Settings > Profile: email read-only, fullName, company, website (URL), bio. */
export function ProfileTab() {
  const { api, user, refreshUser } = useSession();
  const userId = user?._id ?? '';
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: queryKeys.profile(userId), queryFn: () => fetchProfile(api, userId), enabled: Boolean(userId) });
  const flash = useFlash();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileUpdateRequestSchema) as never,
    defaultValues: EMPTY,
  });

  const { reset } = form;
  useEffect(() => {
    if (profile.data) {
      const { fullName, company, website, bio } = profile.data;
      reset({ fullName, company, website, bio });
    }
  }, [profile.data, reset]);

  const save = useMutation({
    mutationFn: (values: ProfileForm) => saveProfile(api, userId, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.profile(userId), saved);
      flash.show(PROFILE_MESSAGES.saved);
      void refreshUser();
    },
    // Doc 2 §8: "Profile fetch and save errors are only logged."
    onError: (error) => console.error('Failed to update profile', error),
  });

  if (profile.isPending) return <Spinner label="Loading profile" />;
  if (profile.isError) {
    return (
      <AlertBanner
        title="Failed to load profile"
        message={profile.error.message}
        hint={
          <Button variant="secondary" className="mt-2" onClick={() => void profile.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }

  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-5">
      {flash.message ? <AlertBanner tone="success" title="Saved" message={flash.message} /> : null}
      <div className="flex flex-col gap-1.5">
        <TextField label="Email" type="email" value={profile.data.email} readOnly aria-describedby="email-note" className="bg-slate-50" />
        <p id="email-note" className="text-sm text-slate-600">
          {PROFILE_MESSAGES.emailReadOnly}
        </p>
      </div>
      <TextField label="Full name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
      <TextField label="Company" autoComplete="organization" error={errors.company?.message} {...form.register('company')} />
      <TextField label="Website" type="url" autoComplete="url" placeholder="https://example.com" error={errors.website?.message} {...form.register('website')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="profile-bio" className="text-sm font-medium text-slate-700">
          Bio
        </label>
        <textarea
          id="profile-bio"
          rows={4}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? 'profile-bio-error' : undefined}
          className="w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          {...form.register('bio')}
        />
        {errors.bio ? (
          <p id="profile-bio-error" className="text-sm text-red-600">
            {errors.bio.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" busy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
