/** /admin/settings' calls (issue 16; code limits: issue 21): billing's Early Bird codes and provider status, support's contact e-mail. */
import type { ApiClient } from '@liquify/api-client';
import type { EarlyBirdCodeDto, PaymentProviderStatusDto, SupportContactDto } from '@liquify/contracts';
import { wrap } from './users';

/** A code's usage limit and expiry (null: none), issue 21 item 10. */
export type EarlyBirdLimits = { maxUses: number | null; expiresAt: string | null };

export const settingsApi = (api: ApiClient) => ({
  earlyBirdCodes: () => wrap('Failed to fetch Early Bird codes', async () => (await api.request<{ data: EarlyBirdCodeDto[] }>('/admin/billing/early-bird-codes')).data),
  addEarlyBirdCode: (code: string, limits: EarlyBirdLimits = { maxUses: null, expiresAt: null }) =>
    wrap('Failed to add the Early Bird code', async () => (await api.request<{ data: EarlyBirdCodeDto }>('/admin/billing/early-bird-codes', { method: 'POST', body: { code, ...limits } })).data),
  setEarlyBirdCodeLimits: (code: string, limits: EarlyBirdLimits) =>
    wrap('Failed to update the Early Bird code', async () =>
      (await api.request<{ data: EarlyBirdCodeDto }>(`/admin/billing/early-bird-codes/${encodeURIComponent(code)}`, { method: 'PATCH', body: limits })).data,
    ),
  setEarlyBirdCodeActive: (code: string, active: boolean) =>
    wrap('Failed to update the Early Bird code', async () =>
      (await api.request<{ data: EarlyBirdCodeDto }>(`/admin/billing/early-bird-codes/${encodeURIComponent(code)}`, { method: 'PATCH', body: { active } })).data,
    ),
  providerStatus: () => wrap('Failed to fetch the payment provider status', async () => (await api.request<{ data: PaymentProviderStatusDto }>('/admin/billing/provider-status')).data),
  supportContact: () => wrap('Failed to fetch the support e-mail', async () => (await api.request<{ data: SupportContactDto }>('/support/contact')).data),
  setSupportContact: (email: string) =>
    wrap('Failed to update the support e-mail', async () => (await api.request<{ data: SupportContactDto }>('/admin/support/contact', { method: 'PUT', body: { email } })).data),
});
