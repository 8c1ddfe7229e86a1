import { useQuery } from '@tanstack/react-query';
import { useApi } from '@liquify/session';
import { queryKeys } from '../../api/query-keys';
import { fetchSubscriptionEnd } from './billing.api';

/** The user's paid subscription and its scheduled end (asked only when the current plan is a paid one). */
export function useSubscriptionEnd(paid: boolean) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.subscription, queryFn: () => fetchSubscriptionEnd(api), enabled: paid });
}
