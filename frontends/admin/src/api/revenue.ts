import type { BillingRevenueDto } from '@liquify/contracts';
import { billingRevenueRoute } from '@liquify/contracts/routes';
import type { ApiClient } from '@liquify/api-client';
import { messageOf } from './users';

/** The revenue figures of a window (default: billing's, the last 30 days) and of the window before it. */
export async function fetchRevenue(api: ApiClient, range?: { from: string; to: string }): Promise<BillingRevenueDto> {
  try {
    const body = await api.callRoute(billingRevenueRoute, range ? { query: range } : {});
    return body.data;
  } catch (error) {
    throw new Error(messageOf(error, 'Failed to fetch revenue figures'));
  }
}
