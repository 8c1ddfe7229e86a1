/** /admin/settings' calls (issue 16; code limits: issue 21): billing's Early Bird codes and provider status, support's contact e-mail. */
import type { ApiClient } from '@liquify/api-client';
import { adminBillingRoutes, supportContactRoute } from '@liquify/contracts/routes';
import { wrap } from './users';

/** A code's usage limit and expiry (null: none), issue 21 item 10. */
export type EarlyBirdLimits = { maxUses: number | null; expiresAt: string | null };

export const settingsApi = (api: ApiClient) => ({
  earlyBirdCodes: () => wrap('Failed to fetch Early Bird codes', async () => (await api.callRoute(adminBillingRoutes.listCodes)).data),
  addEarlyBirdCode: (code: string, limits: EarlyBirdLimits = { maxUses: null, expiresAt: null }) =>
    wrap('Failed to add the Early Bird code', async () => (await api.callRoute(adminBillingRoutes.addCode, { body: { code, ...limits } })).data),
  setEarlyBirdCodeLimits: (code: string, limits: EarlyBirdLimits) =>
    wrap('Failed to update the Early Bird code', async () =>
      (await api.callRoute(adminBillingRoutes.updateCode, { params: { code }, body: limits })).data,
    ),
  setEarlyBirdCodeActive: (code: string, active: boolean) =>
    wrap('Failed to update the Early Bird code', async () =>
      (await api.callRoute(adminBillingRoutes.updateCode, { params: { code }, body: { active } })).data,
    ),
  providerStatus: () => wrap('Failed to fetch the payment provider status', async () => (await api.callRoute(adminBillingRoutes.providerStatus)).data),
  supportContact: () => wrap('Failed to fetch the support e-mail', async () => (await api.callRoute(supportContactRoute.get)).data),
  setSupportContact: (email: string) =>
    wrap('Failed to update the support e-mail', async () => (await api.callRoute(supportContactRoute.set, { body: { email } })).data),
});
