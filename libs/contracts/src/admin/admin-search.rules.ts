/**
 * The back office's one search (issue #25 item 13): the header's Ctrl/Cmd+K search finds users, modules,
 * sections, plans and tickets by name, e-mail, title, slug or short id. Pure rules shared by the gateway
 * (which composes the answer) and the admin app (which shows it).
 */

export const ADMIN_SEARCH_KINDS = ['users', 'modules', 'sections', 'plans', 'tickets'] as const;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];

/** Shorter queries are not sent (one letter matches half the back office). */
export const ADMIN_SEARCH_MIN_LENGTH = 2;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** Each kind lists at most this many hits. */
export const ADMIN_SEARCH_PER_KIND = 5;
/** Doc 3 §9: a ticket's short id is the last 6 characters of its id, uppercased. */
export const TICKET_SHORT_ID_LENGTH = 6;

const HEX = /^[0-9a-f]+$/i;

/** The query as searched: trimmed, inner blanks collapsed, a leading '#' (as ticket ids are shown) dropped. */
export function normalizeAdminSearchQuery(raw: string): string {
  return raw.trim().replace(/^#+/, '').trim().replace(/\s+/g, ' ');
}

/** Whether the query is long enough to be searched (after normalizing). */
export function isSearchableQuery(raw: string): boolean {
  return normalizeAdminSearchQuery(raw).length >= ADMIN_SEARCH_MIN_LENGTH;
}

/**
 * Whether `query` is a short id of `id`: the id's last 6 to 24 characters (hexadecimal, any case), as the
 * admin shows ids (#ABC123 for tickets).
 */
export function matchesShortId(id: string, query: string): boolean {
  const q = normalizeAdminSearchQuery(query);
  if (q.length < TICKET_SHORT_ID_LENGTH || q.length > 24 || !HEX.test(q)) return false;
  return id.toLowerCase().endsWith(q.toLowerCase());
}

/**
 * The texts the ticket search is sent: the query itself (title, description, customer, short id) and, for
 * a longer hexadecimal query (the last 7-24 characters of an id), the 6 characters a ticket's short id holds.
 */
export function ticketSearchTerms(query: string): string[] {
  const q = normalizeAdminSearchQuery(query);
  if (q.length > TICKET_SHORT_ID_LENGTH && q.length <= 24 && HEX.test(q)) return [q, q.slice(-TICKET_SHORT_ID_LENGTH).toUpperCase()];
  return [q];
}

/** Whether a plan matches: its name or slug contains the query (any case), or the query is its short id. */
export function planMatches(plan: { _id: string; name: string; slug: string }, query: string): boolean {
  const q = normalizeAdminSearchQuery(query).toLowerCase();
  if (!q) return false;
  return plan.name.toLowerCase().includes(q) || plan.slug.toLowerCase().includes(q) || matchesShortId(plan._id, q);
}

/** Where a hit opens in the admin app (doc 3 §2 routes; users and sections have no page of their own: their list, searched). */
export function adminSearchHref(kind: AdminSearchKind, item: { id: string; slug?: string; search?: string }): string {
  switch (kind) {
    case 'users':
      return `/admin/users?search=${encodeURIComponent(item.search ?? item.id)}`;
    case 'modules':
      return `/admin/modules/edit/${encodeURIComponent(item.slug ?? item.id)}`;
    case 'sections':
      return `/admin/sections?search=${encodeURIComponent(item.search ?? item.id)}`;
    case 'plans':
      return `/admin/plans/edit/${encodeURIComponent(item.id)}`;
    case 'tickets':
      return `/admin/support/tickets/${encodeURIComponent(item.id)}`;
  }
}

/** Hits without repeats (by id), in the order first seen, at most `limit`. */
export function uniqueHits<T extends { id: string }>(hits: T[], limit = ADMIN_SEARCH_PER_KIND): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const hit of hits) {
    if (seen.has(hit.id)) continue;
    seen.add(hit.id);
    out.push(hit);
    if (out.length === limit) break;
  }
  return out;
}

/** The hits of every group in display order, for keyboard navigation across groups. */
export function flattenGroups<H>(groups: Array<{ hits: H[] }>): H[] {
  return groups.flatMap((g) => g.hits);
}

/** The next active index for an arrow key, wrapping around; -1 when there is nothing to move to. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count <= 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (current < 0) return key === 'ArrowDown' ? 0 : count - 1;
  return key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count;
}
