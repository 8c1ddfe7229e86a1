/** The stores calls of /dashboard/stores and /dashboard/stores/{id} (doc 2 §7), typed by the stores contracts. */
import type { ApiClient } from '@liquify/api-client';
import { storeRoutes } from '@liquify/contracts/routes';
import type {
  PickableItem,
  PickerFilter,
  Store,
  StoreCreateRequest,
  StoreItemKind,
  StoreQuotaCheckResult,
} from '@liquify/contracts';

export type { StoreListAnswer } from '../../api/stores-count';
export { fetchStores, REQUEST_TIMEOUT, STORES_TIMEOUT_MS } from '../../api/stores-count';

/** GET /api/stores/pickable's query for the picker (limit 100); the picker's key is this query (queryKeys.pickable). */
export function pickableQuery(params: { kind: StoreItemKind; search: string; filter: PickerFilter; storeId: string }) {
  return { ...params, limit: 100 };
}

/** POST /api/stores/quota-check */
export async function checkStoreQuota(api: ApiClient): Promise<StoreQuotaCheckResult> {
  const { data } = await api.callEnvelope(storeRoutes.quotaCheck, { body: {} });
  return data;
}

/** POST /api/stores {name, description, color, icon} */
export async function createStore(api: ApiClient, body: Pick<StoreCreateRequest, 'name' | 'description' | 'color' | 'icon'>): Promise<Store> {
  const { data } = await api.callEnvelope(storeRoutes.create, { body });
  return data;
}

/** DELETE /api/stores/{id} */
export async function deleteStore(api: ApiClient, id: string): Promise<void> {
  await api.callEnvelope(storeRoutes.remove, { params: { id } });
}

/** GET /api/stores/{id} */
export async function fetchStore(api: ApiClient, id: string): Promise<Store> {
  const { data } = await api.callEnvelope(storeRoutes.get, { params: { id } });
  return data;
}

/** GET /api/stores/pickable: the user's library entries of one kind for the picker (limit 100). */
export async function fetchPickable(
  api: ApiClient,
  params: { kind: StoreItemKind; search: string; filter: PickerFilter; storeId: string },
): Promise<PickableItem[]> {
  const { data } = await api.callEnvelope(storeRoutes.pickable, { query: pickableQuery(params) });
  return data;
}

/** POST /api/stores/{id}/modules {moduleId} or /sections {sectionId} */
export async function addStoreItem(api: ApiClient, storeId: string, kind: StoreItemKind, entryId: string): Promise<Store> {
  const params = { id: storeId };
  const { data } =
    kind === 'module'
      ? await api.callEnvelope(storeRoutes.addModule, { params, body: { moduleId: entryId } })
      : await api.callEnvelope(storeRoutes.addSection, { params, body: { sectionId: entryId } });
  return data;
}

/** DELETE /api/stores/{id}/modules/{moduleId} or /sections/{sectionId} */
export async function removeStoreItem(api: ApiClient, storeId: string, kind: StoreItemKind, entryId: string): Promise<void> {
  if (kind === 'module') await api.callEnvelope(storeRoutes.removeModule, { params: { id: storeId, moduleId: entryId } });
  else await api.callEnvelope(storeRoutes.removeSection, { params: { id: storeId, sectionId: entryId } });
}
