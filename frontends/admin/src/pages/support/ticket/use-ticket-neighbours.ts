/**
 * The tickets before and after this one in the list the admin came from (its search, status filter and page
 * travel in the URL, issue #25 item 5), and the j / k keys that open them.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TicketStatus } from '@liquify/contracts';
import { useApi } from '@liquify/session';
import { adminKeys } from '../../../api/query-keys';
import { supportApi } from '../../../api/support';
import { pageOf, withListChange } from '../../../lib/list-url-state';
import { edgePagesNeeded, navigationKey, neighboursOf, type ListPosition } from '../ticket-page';

export function useTicketNeighbours(id: string) {
  const support = supportApi(useApi());
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const search = params.get('search') || undefined;
  const status = (params.get('status') || undefined) as TicketStatus | undefined;
  const listOf = (p: number, enabled = true) => ({
    queryKey: adminKeys.support.neighbours({ page: p, search, status }),
    queryFn: () => support.tickets({ page: p, search, status }),
    enabled,
  });
  const current = useQuery(listOf(page));
  const ids = current.data?.data.map((t) => t._id) ?? [];
  const pages = current.data?.pagination.pages ?? 1;
  const edges = edgePagesNeeded(id, { page, pages, ids });
  const before = useQuery(listOf(page - 1, edges.previous));
  const after = useQuery(listOf(page + 1, edges.next));
  const { previous, next } = neighboursOf(id, {
    page,
    pages,
    ids,
    previousPageIds: before.data?.data.map((t) => t._id),
    nextPageIds: after.data?.data.map((t) => t._id),
  });

  const hrefOf = (to: ListPosition) => `/admin/support/tickets/${to.id}?${withListChange(params, { page: to.page }).toString()}`.replace(/\?$/, '');
  const backHref = `/admin/support?${params.toString()}`.replace(/\?$/, '');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const move = navigationKey(event);
      const to = move === 'next' ? next : move === 'previous' ? previous : null;
      if (!to) return;
      event.preventDefault();
      navigate(hrefOf(to));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return { previous: previous && hrefOf(previous), next: next && hrefOf(next), backHref, position: ids.indexOf(id) >= 0 ? { index: (page - 1) * (current.data?.pagination.limit ?? 20) + ids.indexOf(id) + 1, total: current.data?.pagination.total ?? 0 } : null };
}
