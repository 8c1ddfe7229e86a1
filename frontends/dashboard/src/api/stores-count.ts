/** The number of stores the user holds, for the shell's quota info (the store pages are in src/pages/stores). */
import type { ApiClient } from '@liquify/api-client';

export const STORES_TIMEOUT_MS = 10_000;

export async function fetchStoreList(api: ApiClient): Promise<Array<{ _id: string }>> {
  const body = await api.request<{ data?: Array<{ _id: string }> }>('/stores', { timeoutMs: STORES_TIMEOUT_MS });
  return Array.isArray(body?.data) ? body.data : [];
}
