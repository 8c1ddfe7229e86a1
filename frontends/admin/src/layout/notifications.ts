/**
 * The header's notifications (issue 16): tickets opened since the admin last looked, from the support
 * service's own stats (`since`). The moment of the last look is kept per browser.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ApiClient } from '@liquify/api-client';
import { useApi } from '@liquify/session';

export const LAST_SEEN_KEY = 'liquify.admin.notificationsSeenAt';
/** First visit: what happened during the last week. */
const FIRST_VISIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface NewTicket {
  _id: string;
  title: string;
  createdAt?: string;
}

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
  const body = await api.request<{ data: { newSince?: { count: number; tickets: NewTicket[] } } }>('/admin/support/stats', { query: { since } });
  return { count: body.data.newSince?.count ?? 0, tickets: body.data.newSince?.tickets ?? [] };
}

export function useNotifications() {
  const api = useApi();
  const [since, setSince] = useState(() => readLastSeen());
  const query = useQuery({ queryKey: ['admin', 'notifications', since], queryFn: () => fetchNewTickets(api, since), refetchInterval: 60_000 });
  const markSeen = useCallback(() => {
    const now = new Date().toISOString();
    try {
      localStorage.setItem(LAST_SEEN_KEY, now);
    } catch {
      /* storage unavailable */
    }
    setSince(now);
  }, []);
  return { ...query, markSeen };
}
