/** The header search's labels and keyboard rules (issue #25 item 13); the data rules are in @liquify/contracts. */
import { ADMIN_SEARCH_MIN_LENGTH, type AdminSearchGroup, type AdminSearchKind } from '@liquify/contracts';

export const KIND_LABEL: Record<AdminSearchKind, string> = {
  users: 'Users',
  modules: 'Modules',
  sections: 'Sections',
  plans: 'Plans',
  tickets: 'Tickets',
};

export const SEARCH_HINT = `Type at least ${ADMIN_SEARCH_MIN_LENGTH} characters: users by name or e-mail, modules and sections by title or slug, plans, tickets by #short id.`;
export const noResultsText = (query: string) => `No results for “${query}”`;
export const groupErrorText = (kind: AdminSearchKind, reason: string) => `Could not search ${KIND_LABEL[kind].toLowerCase()}: ${reason}`;

/** Ctrl+K (Cmd+K on a Mac) opens the search from anywhere in the admin; not with Shift or Alt. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'k';
}

/** The groups worth a heading: those with hits or an error note (an empty, healthy kind is left out). */
export function shownGroups(groups: AdminSearchGroup[]): AdminSearchGroup[] {
  return groups.filter((g) => g.hits.length > 0 || g.error !== null);
}

/** Nothing found anywhere and every kind was searched: the empty state. */
export function isEmptyResult(groups: AdminSearchGroup[]): boolean {
  return groups.every((g) => g.hits.length === 0 && g.error === null);
}
