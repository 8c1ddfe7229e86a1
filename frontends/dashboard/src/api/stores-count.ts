/**
 * GET /api/stores, read by the shell (the store count of the quota info) and the store pages (src/pages/stores)
 * under one key (queryKeys.stores): its whole answer, list, stats and quota.
 */
import { ApiError, type ApiClient } from '@liquify/api-client';
import { storeRoutes, type RouteAnswer } from '@liquify/contracts/routes';

/** Doc 2 §9: the store list gives up after 10 s with 'Request timeout'. */
export const STORES_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT = 'Request timeout';

export type StoreListAnswer = RouteAnswer<typeof storeRoutes.list>;

/** GET /api/stores: every store (searched and sorted in the page with the shared rules), stats and quota. */
export async function fetchStores(api: ApiClient): Promise<StoreListAnswer> {
  try {
    return await api.callRoute(storeRoutes.list, { timeoutMs: STORES_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ApiError && (error.cause as Error | undefined)?.name === 'TimeoutError') {
      throw new ApiError(REQUEST_TIMEOUT, error.failure);
    }
    throw error;
  }
}

/** The stores of an answer, [] when it holds none (the shell counts them). */
export function storeListOf(answer: StoreListAnswer | undefined): Array<{ _id: string }> {
  return Array.isArray(answer?.data) ? answer.data : [];
}
