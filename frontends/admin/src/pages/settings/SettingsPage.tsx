/**
 * /admin/settings (linked from the sidebar; issue 16): the Early Bird codes (list, add, disable, usage), the
 * support e-mail customers see on the help pages, and the payment provider's status.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { EarlyBirdCodeDto } from '@liquify/contracts';
import { AlertBanner, Button, Spinner, TextField } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { settingsApi } from '../../api/settings';
import { PageTitle, formatDate } from '../../components/StatCard';
import { ActionError, DataTable, ListStates } from '../../components/ListControls';
import { useAdminList, useAdminMutation } from '../../lib/use-admin-list';
import { EVENT_SOURCES, PROVIDER_NAMES, earlyBirdCodeInput, supportEmailInput } from './settings-forms';

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const CODES_KEY = ['admin', 'settings', 'early-bird-codes'];

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-8">
      <Spinner label={label} className="h-8 w-8" />
    </div>
  );
}

function EarlyBirdCodes() {
  const settings = settingsApi(useApi());
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const list = useAdminList({
    queryKey: CODES_KEY,
    fetch: () => settings.earlyBirdCodes(),
    items: (codes) => codes,
    create: (code: string) => settings.addEarlyBirdCode(code),
    messages: { created: (created) => `Early Bird code ${created.code} added` },
    // A refused code is said under the field it was typed in.
    onSaveError: (error) => setFieldError(error.message),
  });
  const toggle = useAdminMutation({
    mutationFn: (code: EarlyBirdCodeDto) => settings.setEarlyBirdCodeActive(code.code, !code.active),
    success: (updated) => `Early Bird code ${updated.code} ${updated.active ? 'enabled' : 'disabled'}`,
    invalidates: list.invalidates,
    onError: list.fail,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = earlyBirdCodeInput(draft);
    if (input.error !== undefined) {
      setFieldError(input.error);
      return;
    }
    setFieldError(undefined);
    if (await list.save(input.code)) setDraft('');
  };

  return (
    <section aria-labelledby="early-bird-heading" className={sectionClass}>
      <h2 id="early-bird-heading" className="text-lg font-semibold text-slate-900">
        Early Bird codes
      </h2>
      <p className="mt-1 text-sm text-slate-600">Codes that open the Early Bird plan at sign-up and upgrade. Matched without regard to case; a disabled code is refused at checkout.</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            label="New code"
            value={draft}
            error={fieldError}
            onChange={(e) => {
              setDraft(e.target.value);
              setFieldError(undefined);
            }}
          />
        </div>
        <Button type="submit" busy={list.isSaving} className="mt-6">
          Add code
        </Button>
      </form>
      <ActionError error={list.actionError} onDismiss={list.clearError} />
      <div className="mt-4">
        <ListStates pending={list.query.isPending} error={list.query.error} empty={list.items.length === 0} loadingLabel="Loading Early Bird codes" emptyText="No Early Bird codes yet">
          <DataTable label="Early Bird codes" framed={false} columns={['Code', 'Status', 'Uses', 'Origin', 'Added', 'Actions']}>
            {list.items.map((code) => (
              <tr key={code.code}>
                <td className="px-4 py-3 font-mono font-semibold text-slate-900">{code.code}</td>
                <td className="px-4 py-3">
                  <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${code.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}>
                    {code.active ? 'Active' : 'Disabled'}
                  </span>
                </td>
                <td className="px-4 py-3">{code.uses}</td>
                <td className="px-4 py-3">{code.source === 'config' ? 'Configuration' : 'Added here'}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatDate(code.createdAt)}</td>
                <td className="px-4 py-3">
                  <Button type="button" variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate(code)} aria-label={`${code.active ? 'Disable' : 'Enable'} ${code.code}`}>
                    {code.active ? 'Disable' : 'Enable'}
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        </ListStates>
      </div>
    </section>
  );
}

function SupportEmail() {
  const settings = settingsApi(useApi());
  const queryClient = useQueryClient();
  const contact = useQuery({ queryKey: ['admin', 'settings', 'support-contact'], queryFn: () => settings.supportContact() });
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  useEffect(() => {
    if (contact.data) setDraft(contact.data.email);
  }, [contact.data]);
  const save = useAdminMutation({
    mutationFn: (email: string) => settings.setSupportContact(email),
    success: () => 'Support e-mail updated',
    onSuccess: (saved) => queryClient.setQueryData(['admin', 'settings', 'support-contact'], saved),
    onError: (error) => setFieldError(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = supportEmailInput(draft);
    if (input.error !== undefined) {
      setFieldError(input.error);
      return;
    }
    setFieldError(undefined);
    save.mutate(input.email);
  };
  return (
    <section aria-labelledby="support-email-heading" className={sectionClass}>
      <h2 id="support-email-heading" className="text-lg font-semibold text-slate-900">
        Support e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-600">The address customers see on the Help Center&apos;s Contact tab.</p>
      {contact.isPending ? (
        <Loading label="Loading the support e-mail" />
      ) : contact.isError ? (
        <div className="mt-4">
          <AlertBanner title="Error" message={contact.error.message} />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <TextField
              label="Support e-mail address"
              type="email"
              value={draft}
              error={fieldError}
              onChange={(e) => {
                setDraft(e.target.value);
                setFieldError(undefined);
              }}
            />
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
  const status = useQuery({ queryKey: ['admin', 'settings', 'provider-status'], queryFn: () => settings.providerStatus() });
  return (
    <section aria-labelledby="provider-heading" className={sectionClass}>
      <h2 id="provider-heading" className="text-lg font-semibold text-slate-900">
        Payment provider
      </h2>
      {status.isPending ? (
        <Loading label="Loading the payment provider status" />
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
      <PageTitle title="Settings" subtitle="Early Bird codes, the support address and the payment provider" />
      <EarlyBirdCodes />
      <SupportEmail />
      <PaymentProvider />
    </div>
  );
}
