/**
 * The admin's ticket page (issue #25 item 4): who may see and do what on the support desk, and the internal
 * notes' validation. Pure functions with exhaustive tests (support-desk.rules.spec.ts).
 */
import type { ROLES } from '../identity/identity.schemas';

type Role = (typeof ROLES)[number];

export const TICKET_NOTE_MAX = 2000;

export const SupportDeskMessages = {
  noteRequired: 'Note is required',
  noteTooLong: `Note must be at most ${TICKET_NOTE_MAX} characters long`,
} as const;

/** The support desk (every ticket, internal notes, status, assignment): admins only (doc 3 §2, §6). */
export function canUseDesk(role: Role | null | undefined): boolean {
  return role === 'admin';
}

/** Who may be assigned a ticket: a user whose current role is admin or moderator (doc 3 §4). */
export function isAssignableRole(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'moderator';
}

/** Internal notes are for staff: never in a customer's answer, whatever the ticket. */
export function canSeeInternalNotes(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'moderator';
}

/** The note's error (trimmed text, 1 to TICKET_NOTE_MAX characters), or undefined. */
export function noteError(content: unknown): string | undefined {
  if (typeof content !== 'string' || content.trim() === '') return SupportDeskMessages.noteRequired;
  if (content.trim().length > TICKET_NOTE_MAX) return SupportDeskMessages.noteTooLong;
  return undefined;
}
