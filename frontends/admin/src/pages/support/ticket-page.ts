/**
 * The admin ticket page's rules (issue #25 item 4): the thread with internal notes in time order, the next
 * and previous tickets in the list the admin came from, the keys that move between them.
 */
import type { TicketMessageDto, TicketNoteDto } from '@liquify/contracts';

export type ThreadEntry = { kind: 'message'; at: string; message: TicketMessageDto } | { kind: 'note'; at: string; note: TicketNoteDto };

/** Messages and internal notes together, oldest first (a message before a note written at the same instant). */
export function threadOf(messages: readonly TicketMessageDto[], notes: readonly TicketNoteDto[]): ThreadEntry[] {
  const entries: ThreadEntry[] = [
    ...messages.map((message) => ({ kind: 'message' as const, at: message.createdAt, message })),
    ...notes.map((note) => ({ kind: 'note' as const, at: note.createdAt, note })),
  ];
  return entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.order - b.order)
    .map(({ entry }) => entry);
}

/** A ticket of the list: its id and the list page it is on. */
export interface ListPosition {
  id: string;
  page: number;
}

export interface ListPages {
  page: number;
  pages: number;
  ids: readonly string[];
  /** The ids of the page before and after, when loaded. */
  previousPageIds?: readonly string[];
  nextPageIds?: readonly string[];
}

/**
 * The tickets before and after `id` in the admin's list (its filters and order), crossing to the next or
 * previous page at the edges; null at either end of the list, or when `id` is not on the page.
 */
export function neighboursOf(id: string, list: ListPages): { previous: ListPosition | null; next: ListPosition | null } {
  const index = list.ids.indexOf(id);
  if (index < 0) return { previous: null, next: null };
  let previous: ListPosition | null = index > 0 ? { id: list.ids[index - 1], page: list.page } : null;
  if (!previous && list.page > 1 && list.previousPageIds?.length) previous = { id: list.previousPageIds[list.previousPageIds.length - 1], page: list.page - 1 };
  let next: ListPosition | null = index < list.ids.length - 1 ? { id: list.ids[index + 1], page: list.page } : null;
  if (!next && list.page < list.pages && list.nextPageIds?.length) next = { id: list.nextPageIds[0], page: list.page + 1 };
  return { previous, next };
}

/** Whether the list page before or after must be loaded to find a neighbour (the ticket is at the page's edge). */
export function edgePagesNeeded(id: string, list: Pick<ListPages, 'page' | 'pages' | 'ids'>): { previous: boolean; next: boolean } {
  const index = list.ids.indexOf(id);
  return { previous: index === 0 && list.page > 1, next: index >= 0 && index === list.ids.length - 1 && list.page < list.pages };
}

/** The keys that move through the list: j (or ']') next, k (or '[') previous; never while typing or with a modifier. */
export function navigationKey(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null }): 'next' | 'previous' | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(String(target.tagName).toUpperCase()))) return null;
  if (event.key === 'j' || event.key === ']') return 'next';
  if (event.key === 'k' || event.key === '[') return 'previous';
  return null;
}
