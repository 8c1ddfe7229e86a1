/** GET /api/referrals/me: the signed-in user's referral code and how many friends joined and paid with it. */
import { useQuery } from '@tanstack/react-query';
import { referralSummaryRoute } from '@liquify/contracts/routes';
import { useApi, useSession } from '@liquify/session';
import { queryKeys } from '../api/query-keys';

export function useReferralSummary(enabled: boolean) {
  const api = useApi();
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.referrals(user?._id ?? ''),
    queryFn: async () => (await api.callEnvelope(referralSummaryRoute)).data,
    enabled: enabled && !!user,
    staleTime: 60_000,
  });
}

/** The link a friend signs up with: /auth?mode=signup&ref=CODE on this site. */
export function referralLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/auth?mode=signup&ref=${encodeURIComponent(code)}`;
}
