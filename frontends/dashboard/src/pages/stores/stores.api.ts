/** The stores calls of /dashboard/stores and /dashboard/stores/{id} (doc 2 §7), typed by the stores contracts. */
import { ApiError, type ApiClient } from '@liquify/api-client';
import type {
  PickableItem,
  PickerFilter,
  Store,
  StoreCreateRequest,
  StoreItemKind,
  StoreListAnswer,
  StoreQuotaCheckResult,
} from '@liquify/contracts';
import { queryKeys } from '../../api/query-keys';

/** Doc 2 §9: the store list gives up after 10 s with 'Request timeout'. */
export const STORES_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT = 'Request timeout';

export const storeKeys = {
  /** Under queryKeys.stores, so invalidating the stores refreshes the shell's count too. */
  list: [...queryKeys.stores, 'list'] as const,
  detail: queryKeys.store,
  pickable: (storeId: string, kind: StoreItemKind, search: string, filter: PickerFilter) => ['stores', storeId, 'pickable', kind, search, filter] as const,
};

/** GET /api/stores: every store (searched and sorted in the page with the shared rules), stats and quota. */
export async function fetchStores(api: ApiClient): Promise<StoreListAnswer> {
  try {
    return await api.request<StoreListAnswer>('/stores', { timeoutMs: STORES_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ApiError && (error.cause as Error | undefined)?.name === 'TimeoutError') {
      throw new ApiError(REQUEST_TIMEOUT, error.failure);
    }
    throw error;
  }
}

/** POST /api/stores/quota-check */
export async function checkStoreQuota(api: ApiClient): Promise<StoreQuotaCheckResult> {
  const { data } = await api.envelope<StoreQuotaCheckResult>('/stores/quota-check', { method: 'POST', body: {} });
  return data;
}

/** POST /api/stores {name, description, color, icon} */
export async function createStore(api: ApiClient, body: Pick<StoreCreateRequest, 'name' | 'description' | 'color' | 'icon'>): Promise<Store> {
  const { data } = await api.envelope<Store>('/stores', { method: 'POST', body });
  return data;
}

/** DELETE /api/stores/{id} */
export async function deleteStore(api: ApiClient, id: string): Promise<void> {
  await api.envelope<unknown>(`/stores/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** GET /api/stores/{id} */
export async function fetchStore(api: ApiClient, id: string): Promise<Store> {
  const { data } = await api.envelope<Store>(`/stores/${encodeURIComponent(id)}`);
  return data;
}

/** GET /api/stores/pickable: the user's library entries of one kind for the picker (limit 100). */
export async function fetchPickable(
  api: ApiClient,
  params: { kind: StoreItemKind; search: string; filter: PickerFilter; storeId: string },
): Promise<PickableItem[]> {
  const { data } = await api.envelope<PickableItem[]>('/stores/pickable', { query: { ...params, limit: 100 } });
  return data;
}

const itemPath = (kind: StoreItemKind) => (kind === 'module' ? 'modules' : 'sections');

/** POST /api/stores/{id}/modules {moduleId} or /sections {sectionId} */
export async function addStoreItem(api: ApiClient, storeId: string, kind: StoreItemKind, entryId: string): Promise<Store> {
  const body = kind === 'module' ? { moduleId: entryId } : { sectionId: entryId };
  const { data } = await api.envelope<Store>(`/stores/${encodeURIComponent(storeId)}/${itemPath(kind)}`, { method: 'POST', body });
  return data;
}

/** DELETE /api/stores/{id}/modules/{moduleId} or /sections/{sectionId} */
export async function removeStoreItem(api: ApiClient, storeId: string, kind: StoreItemKind, entryId: string): Promise<void> {
  await api.envelope<unknown>(`/stores/${encodeURIComponent(storeId)}/${itemPath(kind)}/${encodeURIComponent(entryId)}`, { method: 'DELETE' });
}
