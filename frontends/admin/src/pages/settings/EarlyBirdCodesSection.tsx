/**
 * /admin/settings' Early Bird codes (issue 16; limits: issue 21 item 10): list with status, usage of the limit
 * and expiry; add a code with optional limits; disable or re-enable; change a code's limits.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EarlyBirdCodeDto } from '@liquify/contracts';
import { Button, TextField } from '@liquify/ui';
import { useApi } from '@liquify/session';
import { adminKeys } from '../../api/query-keys';
import { settingsApi, type EarlyBirdLimits } from '../../api/settings';
import { formatDate } from '../../components/StatCard';
import { ActionError, DataTable, ListStates } from '../../components/ListControls';
import { useAdminList, useAdminMutation } from '../../lib/use-admin-list';
import { EarlyBirdLimitsDialog } from './EarlyBirdLimitsDialog';
import { EarlyBirdLimitsFields } from './EarlyBirdLimitsFields';
import { codeStatus, earlyBirdCodeFormSchema, type EarlyBirdCodeFormInput, type EarlyBirdCodeFormOutput } from './settings-forms';

const NEW_CODE: EarlyBirdCodeFormInput = { code: '', maxUses: '', expiresAt: '' };

export function EarlyBirdCodesSection({ className }: { className: string }) {
  const settings = settingsApi(useApi());
  const form = useForm<EarlyBirdCodeFormInput, unknown, EarlyBirdCodeFormOutput>({ resolver: zodResolver(earlyBirdCodeFormSchema), defaultValues: NEW_CODE });
  const { errors } = form.formState;
  const [editing, setEditing] = useState<EarlyBirdCodeDto | null>(null);
  const list = useAdminList({
    queryKey: adminKeys.settings.earlyBirdCodes,
    fetch: () => settings.earlyBirdCodes(),
    items: (codes) => codes,
    create: (input: EarlyBirdCodeFormOutput) => settings.addEarlyBirdCode(input.code, input.limits),
    messages: { created: (created) => `Early Bird code ${created.code} added` },
    // A refused code is said under the field it was typed in.
    onSaveError: (error) => form.setError('code', { message: error.message }),
  });
  const toggle = useAdminMutation({
    mutationFn: (code: EarlyBirdCodeDto) => settings.setEarlyBirdCodeActive(code.code, !code.active),
    success: (updated) => `Early Bird code ${updated.code} ${updated.active ? 'enabled' : 'disabled'}`,
    invalidates: list.invalidates,
    onError: list.fail,
  });
  const saveLimits = useAdminMutation({
    mutationFn: ({ code, limits }: { code: string; limits: EarlyBirdLimits }) => settings.setEarlyBirdCodeLimits(code, limits),
    success: (updated) => `Early Bird code ${updated.code} limits saved`,
    invalidates: list.invalidates,
    onSuccess: () => setEditing(null),
    onError: list.fail,
  });

  const submit = form.handleSubmit(async (input) => {
    if (await list.save(input)) form.reset(NEW_CODE);
  });

  return (
    <section aria-labelledby="early-bird-heading" className={className}>
      <h2 id="early-bird-heading" className="text-lg font-semibold text-slate-900">
        Early Bird codes
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Codes that open the Early Bird plan at sign-up and upgrade. Matched without regard to case. A checkout takes a use when it opens; a disabled, expired or used-up code is refused at checkout.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <TextField label="New code" error={errors.code?.message} {...form.register('code')} />
        </div>
        <EarlyBirdLimitsFields maxUses={form.register('maxUses')} expiresAt={form.register('expiresAt')} errors={{ maxUses: errors.maxUses?.message, expiresAt: errors.expiresAt?.message }} />
        <Button type="submit" busy={list.isSaving} className="mt-6">
          Add code
        </Button>
      </form>
      <ActionError error={list.actionError} onDismiss={list.clearError} />
      <div className="mt-4">
        <ListStates pending={list.query.isPending} error={list.query.error} empty={list.items.length === 0} loadingLabel="Loading Early Bird codes" emptyText="No Early Bird codes yet">
          <DataTable label="Early Bird codes" framed={false} columns={['Code', 'Status', 'Uses', 'Expires', 'Origin', 'Added', 'Actions']}>
            {list.items.map((code) => {
              const status = codeStatus(code);
              return (
                <tr key={code.code}>
                  <td className="px-4 py-3 font-mono font-semibold text-slate-900">{code.code}</td>
                  <td className="px-4 py-3">
                    <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${status.className}`}>{status.label}</span>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block whitespace-nowrap">
                      {code.claimed} of {code.maxUses ?? 'unlimited'}
                    </span>
                    <span className="block whitespace-nowrap text-xs text-slate-600">{code.uses} paid</span>
                  </td>
                  <td className="px-4 py-3">
                    {code.expiresAt ? (
                      <>
                        <span className="block whitespace-nowrap">{new Date(code.expiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</span>
                        <span className="block whitespace-nowrap text-xs text-slate-600">{new Date(code.expiresAt).toLocaleTimeString('en-US', { timeStyle: 'short' })}</span>
                      </>
                    ) : (
                      'Never'
                    )}
                  </td>
                  <td className="px-4 py-3">{code.source === 'config' ? 'Configuration' : 'Added here'}</td>
                  <td className="whitespace-nowrap px-4 py-3">{formatDate(code.createdAt)}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-col gap-2 sm:flex-row">
                      <Button type="button" variant="secondary" onClick={() => setEditing(code)} aria-label={`Limits of ${code.code}`}>
                        Limits
                      </Button>
                      <Button type="button" variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate(code)} aria-label={`${code.active ? 'Disable' : 'Enable'} ${code.code}`}>
                        {code.active ? 'Disable' : 'Enable'}
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </ListStates>
      </div>
      {editing ? <EarlyBirdLimitsDialog code={editing} saving={saveLimits.isPending} onClose={() => setEditing(null)} onSave={(limits) => saveLimits.mutate({ code: editing.code, limits })} /> : null}
    </section>
  );
}
