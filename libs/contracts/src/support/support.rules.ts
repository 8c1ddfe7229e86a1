/**
 * Support rules shared by the support service, the help center and the admin support desk
 * (spec doc 2 §2-§5, §9; doc 3 §2-§5, §9). Pure functions with exhaustive tests (support.rules.spec.ts);
 * the zod schemas in support.schemas.ts are built on them.
 */
import { valuesOf } from '../text.rules';
import { utcDay } from '../time.rules';
import { STATS_RANGE_MESSAGE } from '../stats/stats.rules';

// ---------------------------------------------------------------- vocabularies

/**
 * The support vocabularies, each written once as its labels in display order; the values (schemas, menus)
 * and the types are derived from them.
 */
const LABELS = {
  /** Ticket categories with the form's labels (doc 2 §5). */
  ticketCategory: { technical: 'Technical Issue', billing: 'Billing', feature: 'Feature Request', general: 'General Question' },
  /** Ticket priorities with the form's hints (doc 2 §5). */
  ticketPriority: { low: 'non-urgent question', medium: 'standard issue', high: 'important issue', urgent: 'critical issue' },
  /** Ticket statuses (doc 2 §3, doc 3 §4). */
  ticketStatus: { open: 'Open', in_progress: 'In Progress', pending: 'Pending', resolved: 'Resolved', closed: 'Closed' },
  /** FAQ categories (doc 3 §3, §9) with the names the help center's chips show. */
  faqCategory: { general: 'General', technical: 'Technical', billing: 'Billing', feature: 'Features' },
} as const;

export type TicketCategory = keyof typeof LABELS.ticketCategory;
export type TicketPriority = keyof typeof LABELS.ticketPriority;
export type TicketStatus = keyof typeof LABELS.ticketStatus;
export type FaqCategory = keyof typeof LABELS.faqCategory;

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = LABELS.ticketCategory;
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = LABELS.ticketPriority;
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = LABELS.ticketStatus;
export const FAQ_CATEGORY_NAMES: Record<FaqCategory, string> = LABELS.faqCategory;

export const TICKET_CATEGORIES = valuesOf(TICKET_CATEGORY_LABELS);
export const TICKET_PRIORITIES = valuesOf(TICKET_PRIORITY_LABELS);
export const TICKET_STATUSES = valuesOf(TICKET_STATUS_LABELS);
export const FAQ_CATEGORIES = valuesOf(FAQ_CATEGORY_NAMES);

/** A new ticket is a general question of medium priority; its status is open. */
export const DEFAULT_TICKET_CATEGORY: TicketCategory = 'general';
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'medium';

export const FAQ_VOTES = ['helpful', 'unhelpful'] as const;
export type FaqVote = (typeof FAQ_VOTES)[number];

/** What a ticket may be about (the help center offers the user's own items when creating a ticket). */
export const TICKET_CONTEXT_TYPES = ['library-entry', 'store', 'module', 'section'] as const;
export type TicketContextType = (typeof TICKET_CONTEXT_TYPES)[number];

// ---------------------------------------------------------------- limits (doc 2 §9, doc 3 §9)

export const TICKET_TITLE_MIN = 10;
export const TICKET_TITLE_MAX = 200;
export const TICKET_DESCRIPTION_MIN = 20;
/** The form's counter denominator, enforced by the server as a hard cap. */
export const TICKET_DESCRIPTION_MAX = 1000;
export const TICKET_REPLY_MAX = 1000;
/** The optional comment of a ticket's rating (issue #24 item 10). */
export const TICKET_RATING_COMMENT_MAX = 1000;
export const TICKET_ATTACHMENTS_MAX = 5;
export const ATTACHMENT_URL_MAX = 2048;
export const TICKET_TAGS_MAX = 10;
export const TICKET_TAG_MAX = 40;
export const TICKET_PAGE_SIZE = 20;
export const TICKET_MAX_LIMIT = 100;
export const BULK_MAX_TICKETS = 100;
export const SUPPORT_SEARCH_MAX = 200;

export const FAQ_QUESTION_MIN = 5;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20000;
export const FAQ_TAGS_MAX = 15;
export const FAQ_TAG_MAX = 40;
export const FAQ_DEFAULT_LIMIT = 50;
export const FAQ_MAX_LIMIT = 200;
export const FAQ_SEED_MAX = 200;
/** Doc 3 §9: the built-in seed has 15 entries. */
export const FAQ_SEED_SIZE = 15;
/** Doc 2 §9: the help center's sidebar shows 5 popular FAQ and 3 recent tickets. */
export const POPULAR_FAQ_COUNT = 5;
export const RECENT_TICKETS_COUNT = 3;
/** Doc 3 §9: a ticket card shows at most 2 tags, then "+N". */
export const TICKET_CARD_TAGS = 2;
export const NEW_TICKETS_LIST_MAX = 10;

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Header an anonymous visitor's device id travels in (the body's deviceId works too). */
export const DEVICE_ID_HEADER = 'x-device-id';

/** Shown as the author of staff replies (doc 2 §2). */
export const SUPPORT_TEAM_NAME = 'Support Team';

// ---------------------------------------------------------------- messages

/** Messages quoted from the spec (doc 2 §5-§8, doc 3 §8) or written in its voice. */
export const SupportMessages = {
  unauthenticated: 'User not authenticated',
  subjectRequired: 'Subject is required',
  subjectTooShort: `Subject must be at least ${TICKET_TITLE_MIN} characters long`,
  subjectTooLong: `Subject must be at most ${TICKET_TITLE_MAX} characters long`,
  descriptionRequired: 'Description is required',
  descriptionTooShort: `Description must be at least ${TICKET_DESCRIPTION_MIN} characters long`,
  descriptionTooLong: `Description must be at most ${TICKET_DESCRIPTION_MAX} characters long`,
  categoryInvalid: `Category must be one of ${TICKET_CATEGORIES.join(', ')}`,
  priorityInvalid: `Priority must be one of ${TICKET_PRIORITIES.join(', ')}`,
  statusInvalid: `Status must be one of ${TICKET_STATUSES.join(', ')}`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${TICKET_REPLY_MAX} characters long`,
  attachmentsInvalid: `Attachments must be a list of at most ${TICKET_ATTACHMENTS_MAX} http(s) links`,
  contextInvalid: `Context must be {type, id} with type one of ${TICKET_CONTEXT_TYPES.join(', ')}`,
  contextNotFound: 'The item this ticket refers to was not found in your account',
  tagsInvalid: `Tags must be a list of at most ${TICKET_TAGS_MAX} texts of at most ${TICKET_TAG_MAX} characters`,
  ticketNotFound: 'Ticket not found',
  ticketIdInvalid: 'Ticket id must be a valid id',
  repliesClosed: 'This ticket is resolved or closed and no longer accepts replies',
  ratingNotResolved: 'Only a resolved ticket can be rated',
  ratingHelpfulRequired: 'helpful must be true (it solved the problem) or false',
  ratingCommentTooLong: `Comment must be at most ${TICKET_RATING_COMMENT_MAX} characters long`,
  assigneeRequired: 'assigneeId is required (null to unassign)',
  assigneeInvalid: 'The assignee must be an admin or a moderator',
  ticketIdsRequired: `ticketIds must be a list of 1 to ${BULK_MAX_TICKETS} ticket ids`,
  updatesRequired: 'updates must change at least one of status, priority, category, assigneeId, tags',
  faqNotFound: 'FAQ not found',
  faqIdInvalid: 'FAQ id must be a valid id',
  questionRequired: 'Question is required',
  questionTooShort: `Question must be at least ${FAQ_QUESTION_MIN} characters long`,
  questionTooLong: `Question must be at most ${FAQ_QUESTION_MAX} characters long`,
  answerRequired: 'Answer is required',
  answerTooLong: `Answer must be at most ${FAQ_ANSWER_MAX} characters long`,
  answerEmptyAfterSanitising: 'Answer has no text left once unsafe HTML is removed',
  faqCategoryInvalid: `Category must be one of ${FAQ_CATEGORIES.join(', ')}`,
  faqTagsInvalid: `Tags must be a list of at most ${FAQ_TAGS_MAX} texts of at most ${FAQ_TAG_MAX} characters`,
  faqQuestionTaken: 'An FAQ entry with this question already exists',
  faqDataInvalid: `faqData must be a list of at most ${FAQ_SEED_MAX} FAQ entries`,
  voteInvalid: 'Vote must be helpful or unhelpful',
  deviceIdInvalid: 'Device id must be 8 to 100 letters, digits, - or _',
  deviceIdRequired: 'A device id (x-device-id header or deviceId) is required to vote or count a view without signing in',
  searchTooLong: `Search must be at most ${SUPPORT_SEARCH_MAX} characters long`,
  statsRangeInvalid: STATS_RANGE_MESSAGE,
  bodyNotObject: 'Request body must be a JSON object',
  faqSeeded: 'FAQ data seeded',
  faqDeleted: 'FAQ deleted successfully',
  faqRestored: 'FAQ restored',
  /** Restoring from the trash while a new entry asks the same question. */
  faqRestoreQuestionTaken: 'Another FAQ entry now asks this question: change it, then restore this one',
  ticketsDeleted: 'Tickets deleted successfully',
  ticketsUpdated: 'Tickets updated successfully',
} as const;

// ---------------------------------------------------------------- ticket validation

export interface TicketDraft {
  title?: unknown;
  description?: unknown;
}
export type TicketDraftErrors = Partial<Record<'title' | 'description', string>>;

/** The subject's message, or undefined when valid (trimmed first; doc 2 §5). */
export function ticketTitleError(title: unknown): string | undefined {
  if (title === undefined || title === null) return SupportMessages.subjectRequired;
  if (typeof title !== 'string') return SupportMessages.subjectRequired;
  const t = title.trim();
  if (t === '') return SupportMessages.subjectRequired;
  if (t.length < TICKET_TITLE_MIN) return SupportMessages.subjectTooShort;
  if (t.length > TICKET_TITLE_MAX) return SupportMessages.subjectTooLong;
  return undefined;
}

/** The description's message, or undefined when valid: 20 to 1000 characters after trimming (doc 2 §5, §9). */
export function ticketDescriptionError(description: unknown): string | undefined {
  if (description === undefined || description === null || typeof description !== 'string') return SupportMessages.descriptionRequired;
  const t = description.trim();
  if (t === '') return SupportMessages.descriptionRequired;
  if (t.length < TICKET_DESCRIPTION_MIN) return SupportMessages.descriptionTooShort;
  if (t.length > TICKET_DESCRIPTION_MAX) return SupportMessages.descriptionTooLong;
  return undefined;
}

/** Every message of the new-ticket form at once (the form shows them beside their fields). */
export function validateTicketDraft(draft: TicketDraft): TicketDraftErrors {
  const errors: TicketDraftErrors = {};
  const title = ticketTitleError(draft.title);
  const description = ticketDescriptionError(draft.description);
  if (title) errors.title = title;
  if (description) errors.description = description;
  return errors;
}

/** The reply's message, or undefined when valid: trimmed, non-empty, at most 1000 characters. */
export function replyError(message: unknown): string | undefined {
  if (typeof message !== 'string' || message.trim() === '') return SupportMessages.messageRequired;
  if (message.trim().length > TICKET_REPLY_MAX) return SupportMessages.messageTooLong;
  return undefined;
}

// ---------------------------------------------------------------- ticket states

/** Replies are accepted only while the ticket is neither closed nor resolved (doc 2 §2, §4). */
/** Issue #24 item 10: a resolved ticket asks its owner 'Did this solve your problem?'. */
export function canRate(status: TicketStatus): boolean {
  return status === 'resolved';
}

/**
 * The help centre's satisfaction (issue #24 item 10): the share of 'it solved my problem' among the ratings,
 * as a rounded percentage; null without ratings.
 */
export function satisfactionPercent(ratings: ReadonlyArray<{ helpful: boolean }>): number | null {
  if (ratings.length === 0) return null;
  return Math.round((100 * ratings.filter((r) => r.helpful).length) / ratings.length);
}

export function canReply(status: TicketStatus): boolean {
  return status !== 'closed' && status !== 'resolved';
}

/**
 * The status after a reply (called only when canReply is true):
 *  - the customer answering a ticket that waits on them (pending) moves it back to open;
 *  - staff answering an open ticket takes it up: in_progress;
 *  - anything else keeps its status.
 */
export function statusAfterReply(status: TicketStatus, byStaff: boolean): TicketStatus {
  if (!byStaff && status === 'pending') return 'open';
  if (byStaff && status === 'open') return 'in_progress';
  return status;
}

/** Statuses in which the customer waits on support (a pending ticket waits on the customer). */
export function isWaitingOnSupport(status: TicketStatus): boolean {
  return status === 'open' || status === 'in_progress';
}

export interface ThreadMessage {
  isAdmin: boolean;
  createdAt: Date | string;
}

/**
 * Since when the customer has waited for an answer: the first customer message (the ticket's creation
 * counts as one) after the last staff reply; null when support answered last, or when the ticket does not
 * wait on support (pending, resolved, closed).
 */
export function waitingSince(status: TicketStatus, createdAt: Date | string, messages: readonly ThreadMessage[]): Date | null {
  if (!isWaitingOnSupport(status)) return null;
  let since: Date | null = new Date(createdAt);
  for (const m of messages) {
    if (m.isAdmin) since = null;
    else if (since === null) since = new Date(m.createdAt);
  }
  return since;
}

/** Milliseconds a ticket has waited for an answer at `now`, or null when it waits on nobody at support. */
export function unansweredMs(since: Date | string | null, now: Date): number | null {
  if (since === null) return null;
  return Math.max(0, now.getTime() - new Date(since).getTime());
}

/** "3d 4h", "2h 5m", "12m", "<1m": the admin list's unanswered time. */
export function formatWaiting(ms: number | null): string {
  if (ms === null) return '';
  const minutes = Math.floor(ms / 60000);
  if (minutes < 1) return '<1m';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${mins}m`;
  return `${mins}m`;
}

/** Doc 2 §2, doc 3 §9: the short ticket id is the last 6 characters, uppercased. */
export function shortTicketId(id: string): string {
  return String(id).slice(-6).toUpperCase();
}

// ---------------------------------------------------------------- FAQ votes and views

export interface VoteCounts {
  helpfulVotes: number;
  unhelpfulVotes: number;
}

/**
 * The counter changes when a visitor's vote goes from `previous` (none when they never voted) to `next`:
 * a first vote adds one, a change moves one from the other side, the same vote again changes nothing.
 */
export function voteDelta(previous: FaqVote | null, next: FaqVote): VoteCounts {
  if (previous === next) return { helpfulVotes: 0, unhelpfulVotes: 0 };
  const add = next === 'helpful' ? { helpfulVotes: 1, unhelpfulVotes: 0 } : { helpfulVotes: 0, unhelpfulVotes: 1 };
  if (previous === null) return add;
  return next === 'helpful' ? { helpfulVotes: 1, unhelpfulVotes: -1 } : { helpfulVotes: -1, unhelpfulVotes: 1 };
}

/** Who votes or views: a signed-in user by id, else an anonymous device by the id the client keeps. */
export function visitorKey(visitor: { userId?: string | null; deviceId?: string | null }): string | null {
  if (visitor.userId) return `user:${visitor.userId}`;
  if (visitor.deviceId && DEVICE_ID_PATTERN.test(visitor.deviceId)) return `device:${visitor.deviceId}`;
  return null;
}

/** One key per visitor, entry and UTC day: a view is counted at most once under it. */
export function viewOnceKey(faqId: string, visitor: string, at: Date): string {
  return `${faqId}|${visitor}|${utcDay(at)}`;
}

// ---------------------------------------------------------------- FAQ text

/** Tags trimmed, lowercased, blanks dropped, de-duplicated (a string is split on commas). */
export function normaliseSupportTags(tags: unknown): string[] {
  const list = typeof tags === 'string' ? tags.split(',') : Array.isArray(tags) ? tags : [];
  const out: string[] = [];
  for (const raw of list) {
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const tag = String(raw).trim().toLowerCase().replace(/\s+/g, ' ');
    if (tag !== '' && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/** The key that makes two FAQ questions the same entry (the seed upserts on it): case, spaces and end punctuation ignored. */
export function faqQuestionKey(question: string): string {
  return question
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[?.!\s]+$/, '');
}



/** Issue #24 item 10: the help centre's support figures are measured over the last this many days. */
export const SUPPORT_FIGURES_DAYS = 30;

/**
 * Mean minutes from a ticket's creation to its first staff reply, rounded; null when none was answered
 * (the admin's support stats and the help centre's 'Avg Response').
 */
export function averageFirstResponseMinutes(responses: ReadonlyArray<{ createdAt: Date | string; firstResponseAt: Date | string }>): number | null {
  if (responses.length === 0) return null;
  const total = responses.reduce((sum, r) => sum + (new Date(r.firstResponseAt).getTime() - new Date(r.createdAt).getTime()) / 60000, 0);
  return Math.round(total / responses.length);
}

/** The help centre's 'Avg Response' (issue #24 item 10): the measured mean ('<1m', '45m', '2h 5m'), or that none was answered yet. */
export function responseTimeLabel(averageFirstResponseMinutes: number | null): string {
  return averageFirstResponseMinutes === null ? 'No replies yet' : formatWaiting(averageFirstResponseMinutes * 60000);
}

/** The help centre's 'Satisfaction': the measured percentage, or that nobody rated a ticket yet. */
export function satisfactionLabel(percent: number | null): string {
  return percent === null ? 'No ratings yet' : `${percent}%`;
}
