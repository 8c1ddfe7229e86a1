/**
 * The header's notifications (issue 16): tickets opened and paid sign-ups recorded since the admin last
 * looked, each from its own service (support's stats `since`, billing's paid sign-ups). The moment of the
 * last look is kept per browser. One source failing still shows the other's news.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PaidSignupDto } from '@liquify/contracts';
import type { ApiClient, RouteAnswer } from '@liquify/api-client';
import { adminBillingRoutes, adminTicketRoutes } from '@liquify/contracts/routes';
import { useApi } from '@liquify/session';
import { adminKeys } from '../api/query-keys';

export const LAST_SEEN_KEY = 'liquify.admin.notificationsSeenAt';
/** First visit: what happened during the last week. */
const FIRST_VISIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** A ticket opened since the last look, as support's stats list it. */
export type NewTicket = NonNullable<RouteAnswer<typeof adminTicketRoutes.stats>['data']['newSince']>['tickets'][number];

export function readLastSeen(now = Date.now()): string {
  try {
    const stored = localStorage.getItem(LAST_SEEN_KEY);
    if (stored && !Number.isNaN(Date.parse(stored))) return stored;
  } catch {
    /* storage unavailable */
  }
  return new Date(now - FIRST_VISIT_WINDOW_MS).toISOString();
}

export async function fetchNewTickets(api: ApiClient, since: string): Promise<{ count: number; tickets: NewTicket[] }> {
  const body = await api.callRoute(adminTicketRoutes.stats, { query: { since } });
  return { count: body.data.newSince?.count ?? 0, tickets: body.data.newSince?.tickets ?? [] };
}

export async function fetchPaidSignups(api: ApiClient, since: string): Promise<{ count: number; signups: PaidSignupDto[] }> {
  const body = await api.callRoute(adminBillingRoutes.paidSignups, { query: { since } });
  return { count: body.data.count, signups: body.data.signups };
}

/** The figure on the bell: '99+' past 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The bell's accessible name. It holds the badge's visible figure outside parentheses: axe's
 * label-content-name-mismatch drops parenthesised text before checking the name contains what is shown.
 */
export const notificationsLabel = (count: number) => (count > 0 ? `Notifications: ${badgeText(count)} new` : 'Notifications');

export function useNotifications() {
  const api = useApi();
  const [since, setSince] = useState(() => readLastSeen());
  const tickets = useQuery({ queryKey: adminKeys.notifications.tickets(since), queryFn: () => fetchNewTickets(api, since), refetchInterval: 60_000 });
  const signups = useQuery({ queryKey: adminKeys.notifications.signups(since), queryFn: () => fetchPaidSignups(api, since), refetchInterval: 60_000 });
  const markSeen = useCallback(() => {
    const now = new Date().toISOString();
    try {
      localStorage.setItem(LAST_SEEN_KEY, now);
    } catch {
      /* storage unavailable */
    }
    setSince(now);
  }, []);
  return {
    tickets: tickets.data,
    signups: signups.data,
    count: (tickets.data?.count ?? 0) + (signups.data?.count ?? 0),
    ticketsFailed: tickets.isError,
    signupsFailed: signups.isError,
    markSeen,
  };
}
