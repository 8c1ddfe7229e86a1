/** The admin ticket card's display rules (doc 3 §2, §9). */
import { TICKET_CARD_TAGS, type TicketContextDto } from '@liquify/contracts';

/** At most two tags, then '+N' for the rest. */
export function cardTags(tags: readonly string[], max = TICKET_CARD_TAGS): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

const CONTEXT_KINDS: Record<TicketContextDto['type'], string> = {
  'library-entry': 'Library entry',
  store: 'Store',
  module: 'Module',
  section: 'Section',
};

/** What the ticket is about, e.g. 'Library entry (section): Hero Banner', marked when the item is gone. */
export function contextLabel(context: TicketContextDto): string {
  const kind = context.type === 'library-entry' && context.kind ? `${CONTEXT_KINDS[context.type]} (${context.kind})` : CONTEXT_KINDS[context.type];
  return `${kind}: ${context.title}${context.exists ? '' : ' (deleted)'}`;
}

/** The module editor for a ticket about a module (or a library entry of one) that still exists; else null. */
export function contextAdminLink(context: TicketContextDto): string | null {
  if (!context.exists || !context.slug) return null;
  const isModule = context.type === 'module' || (context.type === 'library-entry' && context.kind === 'module');
  return isModule ? `/admin/modules/edit/${context.slug}` : null;
}

/** Row selection of the tickets list: the admin lists' shared rules (one id; 'Select all' on a page). */
export { toggled, toggledPage as toggledAll } from '../../lib/bulk-selection';

/** The customer's answer to 'Did this solve your problem?' (issue #24 item 10), as the card shows it; null before. */
export function ratingLabel(rating: { helpful: boolean; comment: string } | null): string | null {
  if (!rating) return null;
  const verdict = rating.helpful ? '👍 Solved the problem' : '👎 Did not solve the problem';
  return rating.comment ? `${verdict}: “${rating.comment}”` : verdict;
}
