/**
 * /admin/settings (linked from the sidebar; issue 16): the Early Bird codes (EarlyBirdCodesSection), the
 * support e-mail customers see on the help pages, and the payment provider's status.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AlertBanner, Button, LoadingState, PageHeader, TextField } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { adminKeys } from '../../api/query-keys';
import { settingsApi } from '../../api/settings';
import { formatDate } from '../../components/StatCard';
import { useAdminMutation } from '../../lib/use-admin-list';
import { EarlyBirdCodesSection } from './EarlyBirdCodesSection';
import { EVENT_SOURCES, PROVIDER_NAMES, supportEmailFormSchema, type SupportEmailFormInput, type SupportEmailFormOutput } from './settings-forms';

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

function SupportEmail() {
  const settings = settingsApi(useApi());
  const queryClient = useQueryClient();
  const contact = useQuery({ queryKey: adminKeys.settings.supportContact, queryFn: () => settings.supportContact() });
  const form = useForm<SupportEmailFormInput, unknown, SupportEmailFormOutput>({ resolver: zodResolver(supportEmailFormSchema), defaultValues: { email: '' } });
  const { reset } = form;
  useEffect(() => {
    if (contact.data) reset({ email: contact.data.email });
  }, [contact.data, reset]);
  const save = useAdminMutation({
    mutationFn: (email: string) => settings.setSupportContact(email),
    success: () => 'Support e-mail updated',
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.settings.supportContact, saved),
    onError: (error) => form.setError('email', { message: error.message }),
  });
  const submit = form.handleSubmit(({ email }) => save.mutate(email));
  return (
    <section aria-labelledby="support-email-heading" className={sectionClass}>
      <h2 id="support-email-heading" className="text-lg font-semibold text-slate-900">
        Support e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-600">The address customers see on the Help Center&apos;s Contact tab.</p>
      {contact.isPending ? (
        <LoadingState label="Loading the support e-mail" showLabel={false} className="py-8" />
      ) : contact.isError ? (
        <div className="mt-4">
          <AlertBanner title="Error" message={contact.error.message} />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <TextField label="Support e-mail address" type="email" error={form.formState.errors.email?.message} {...form.register('email')} />
            <p className="mt-1 text-xs text-slate-600">{contact.data.updatedAt ? `Last changed ${formatDate(contact.data.updatedAt)}` : 'The configured default'}</p>
          </div>
          <Button type="submit" busy={save.isPending} className="mt-6">
            Save e-mail
          </Button>
        </form>
      )}
    </section>
  );
}

function PaymentProvider() {
  const settings = settingsApi(useApi());
  const status = useQuery({ queryKey: adminKeys.settings.providerStatus, queryFn: () => settings.providerStatus() });
  return (
    <section aria-labelledby="provider-heading" className={sectionClass}>
      <h2 id="provider-heading" className="text-lg font-semibold text-slate-900">
        Payment provider
      </h2>
      {status.isPending ? (
        <LoadingState label="Loading the payment provider status" showLabel={false} className="py-8" />
      ) : status.isError ? (
        <div className="mt-4">
          <AlertBanner title="Error" message={status.error.message} />
        </div>
      ) : (
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Provider</dt>
            <dd className="mt-1 font-semibold text-slate-900">{PROVIDER_NAMES[status.data.provider]}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Webhooks</dt>
            <dd className="mt-1 font-semibold text-slate-900">
              {status.data.provider === 'local' ? 'Delivered in process' : status.data.webhookConfigured ? 'Signing secret configured' : 'Not configured'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Last event received</dt>
            <dd className="mt-1 font-semibold text-slate-900">
              {status.data.lastEvent
                ? `${new Date(status.data.lastEvent.receivedAt).toLocaleString('en-US')} · ${status.data.lastEvent.type} (${EVENT_SOURCES[status.data.lastEvent.source] ?? status.data.lastEvent.source})`
                : 'No provider event received yet'}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

export default function SettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" subtitle="Early Bird codes, the support address and the payment provider" />
      <EarlyBirdCodesSection className={sectionClass} />
      <SupportEmail />
      <PaymentProvider />
    </div>
  );
}
