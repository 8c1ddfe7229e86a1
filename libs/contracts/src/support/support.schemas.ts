import { z } from 'zod';
import { itemKindSchema, objectIdSchema } from '../common';
import {
  ATTACHMENT_URL_MAX,
  BULK_MAX_TICKETS,
  DEVICE_ID_PATTERN,
  FAQ_ANSWER_MAX,
  FAQ_CATEGORIES,
  FAQ_DEFAULT_LIMIT,
  FAQ_MAX_LIMIT,
  FAQ_QUESTION_MAX,
  FAQ_QUESTION_MIN,
  FAQ_SEED_MAX,
  FAQ_TAG_MAX,
  FAQ_TAGS_MAX,
  FAQ_VOTES,
  normaliseSupportTags,
  replyError,
  SUPPORT_SEARCH_MAX,
  SupportMessages as M,
  TICKET_ATTACHMENTS_MAX,
  TICKET_RATING_COMMENT_MAX,
  TICKET_CATEGORIES,
  TICKET_CONTEXT_TYPES,
  TICKET_MAX_LIMIT,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TAG_MAX,
  TICKET_TAGS_MAX,
  ticketDescriptionError,
  ticketTitleError,
} from './support.rules';

/*
 * Support requests and answers (spec doc 2 §3, §7; doc 3 §3, §7). Request validators are written so that
 * the FIRST issue is the message the user should read; the spec's wording is in SupportMessages.
 */

export const ticketCategorySchema = z.enum(TICKET_CATEGORIES, { error: M.categoryInvalid });
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES, { error: M.priorityInvalid });
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: M.statusInvalid });
export const faqCategorySchema = z.enum(FAQ_CATEGORIES, { error: M.faqCategoryInvalid });
export const faqVoteSchema = z.enum(FAQ_VOTES, { error: M.voteInvalid });
export const ticketContextTypeSchema = z.enum(TICKET_CONTEXT_TYPES, { error: M.contextInvalid });

const emptyToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** A device id an anonymous visitor's browser keeps (localStorage) to vote and count views once. */
export const deviceIdSchema = z.string({ error: M.deviceIdInvalid }).regex(DEVICE_ID_PATTERN, M.deviceIdInvalid);

const tagsInput = (max: number, tagMax: number, message: string) =>
  z
    .unknown()
    .refine((v) => v === undefined || v === null || typeof v === 'string' || Array.isArray(v), message)
    .transform((v) => (v === undefined ? undefined : normaliseSupportTags(v)))
    .refine((tags) => tags === undefined || (tags.length <= max && tags.every((t) => t.length <= tagMax)), message)
    .optional();

const searchQuery = z
  .string()
  .max(SUPPORT_SEARCH_MAX, M.searchTooLong)
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** An enum filter where '', 'all' or absence mean "no filter". */
const enumFilter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum([...values, 'all', ''] as unknown as [string, ...string[]], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'all' ? undefined : (v as T[number])));

const PAGE_MESSAGE = 'page must be a positive integer';
const pageParam = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100000, PAGE_MESSAGE).optional().transform((v) => v ?? 1),
);
/** A limit from 1; larger values are clamped to `max`. */
const limitParam = (fallback: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'limit must be a positive integer' })
      .int('limit must be a positive integer')
      .min(1, 'limit must be a positive integer')
      .optional()
      .transform((v) => Math.min(v ?? fallback, max)),
  );

// ---------------------------------------------------------------- FAQ

/** An FAQ entry as answered to everyone. `myVote` is the asking visitor's vote (user or device), if any. */
export const faqSchema = z
  .object({
    _id: z.string(),
    question: z.string(),
    /** HTML, sanitised on write (no script, no event handlers, safe links only). */
    answer: z.string(),
    category: faqCategorySchema,
    tags: z.array(z.string()),
    views: z.number(),
    helpfulVotes: z.number(),
    unhelpfulVotes: z.number(),
    myVote: faqVoteSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Faq' });
export type FaqDto = z.infer<typeof faqSchema>;

/** GET /api/support/faq?category&search&limit (doc 2 §7): text search over question, answer and tags. */
export const faqListQuerySchema = z.object({
  category: enumFilter(FAQ_CATEGORIES, M.faqCategoryInvalid),
  search: searchQuery,
  limit: limitParam(FAQ_DEFAULT_LIMIT, FAQ_MAX_LIMIT),
  /** popular: most viewed first (the sidebar's five popular FAQ); default: by category then question. */
  sort: enumFilter(['popular', 'default'] as const, 'sort must be popular or default'),
  /** An anonymous visitor's device id, so the answer carries their vote (signed-in users are known by token). */
  deviceId: z.preprocess(emptyToUndefined, deviceIdSchema.optional()),
});
export type FaqListQuery = z.output<typeof faqListQuerySchema>;
export const faqListAnswerSchema = z.object({ success: z.literal(true), data: z.array(faqSchema), total: z.number() });

/** GET /api/support/faq/categories: the categories that hold entries, in a fixed order. */
export const faqCategoryCountSchema = z.object({ id: faqCategorySchema, name: z.string(), count: z.number() });
export const faqCategoriesAnswerSchema = z.object({ success: z.literal(true), data: z.array(faqCategoryCountSchema) });

/** POST /api/support/faq/{id}/vote {vote}: one vote per visitor, changeable; device id in x-device-id or here. */
export const faqVoteRequestSchema = z.object(
  { vote: z.preprocess((v) => (v === undefined || v === null ? '' : v), faqVoteSchema), deviceId: z.preprocess(emptyToUndefined, deviceIdSchema.optional()) },
  { error: M.bodyNotObject },
);
export type FaqVoteRequest = z.output<typeof faqVoteRequestSchema>;
export const faqVoteAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ helpfulVotes: z.number(), unhelpfulVotes: z.number(), myVote: faqVoteSchema }),
});

/** POST /api/support/faq/{id}/view: counted at most once per visitor, entry and UTC day. Body optional. */
export const faqViewRequestSchema = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z.object({ deviceId: z.preprocess(emptyToUndefined, deviceIdSchema.optional()) }, { error: M.bodyNotObject }),
);
export const faqViewAnswerSchema = z.object({ success: z.literal(true), data: z.object({ views: z.number(), counted: z.boolean() }) });

const faqQuestion = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: M.questionRequired }).trim().min(1, M.questionRequired).min(FAQ_QUESTION_MIN, M.questionTooShort).max(FAQ_QUESTION_MAX, M.questionTooLong),
);
const faqAnswer = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: M.answerRequired }).trim().min(1, M.answerRequired).max(FAQ_ANSWER_MAX, M.answerTooLong),
);
const faqTags = tagsInput(FAQ_TAGS_MAX, FAQ_TAG_MAX, M.faqTagsInvalid);

/** POST /api/admin/support/faq ('Add FAQ'): answer is HTML, sanitised by the server. Category defaults to general. */
export const faqCreateRequestSchema = z.object(
  {
    question: faqQuestion,
    answer: faqAnswer,
    category: z.preprocess((v) => (v === undefined || v === null || v === '' ? 'general' : v), faqCategorySchema),
    tags: faqTags,
  },
  { error: M.bodyNotObject },
);
export type FaqCreateRequest = z.output<typeof faqCreateRequestSchema>;

/** PUT /api/admin/support/faq/{id}: absent fields are left unchanged (votes and views are never written here). */
export const faqUpdateRequestSchema = z.object(
  { question: faqQuestion.optional(), answer: faqAnswer.optional(), category: faqCategorySchema.optional(), tags: faqTags },
  { error: M.bodyNotObject },
);
export type FaqUpdateRequest = z.output<typeof faqUpdateRequestSchema>;

/**
 * POST /api/admin/support/faq/seed {faqData} (doc 3 §7): upserts entries by question (case and end
 * punctuation ignored), so seeding twice leaves the same entries. Without faqData (or with an empty list)
 * the built-in 15 entries of doc 3 §9 are seeded.
 */
export const faqSeedRequestSchema = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z.object(
    { faqData: z.array(faqCreateRequestSchema, { error: M.faqDataInvalid }).max(FAQ_SEED_MAX, M.faqDataInvalid).optional() },
    { error: M.bodyNotObject },
  ),
);
export type FaqSeedRequest = z.output<typeof faqSeedRequestSchema>;
export const faqSeedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** created: new entries; existing: entries already there (left as they are, votes and views kept); total: entries now. */
  data: z.object({ created: z.number(), existing: z.number(), total: z.number() }),
});

// ---------------------------------------------------------------- tickets

/** The item a ticket is about, as stored and shown (title is a snapshot taken from the read model). */
export const ticketContextSchema = z
  .object({
    type: ticketContextTypeSchema,
    id: z.string(),
    title: z.string(),
    /** For a library entry: module or section. */
    kind: itemKindSchema.optional(),
    /** For catalogue items and library entries: the catalogue slug (the admin can open it). */
    slug: z.string().optional(),
    /** False once the item was deleted after the ticket was created. */
    exists: z.boolean(),
  })
  .meta({ id: 'TicketContext' });
export type TicketContextDto = z.infer<typeof ticketContextSchema>;

export const ticketPersonSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string() });

export const ticketMessageSchema = z
  .object({
    _id: z.string(),
    content: z.string(),
    /** Same text under the name the admin screens read (doc 3 §3 "messages (message, attachments)"). */
    message: z.string(),
    attachments: z.array(z.string()),
    /** Staff replies: shown as 'Support Team' with a Support badge (doc 2 §2). */
    isAdmin: z.boolean(),
    author: z.object({ _id: z.string(), name: z.string() }),
    createdAt: z.string(),
  })
  .meta({ id: 'TicketMessage' });
export type TicketMessageDto = z.infer<typeof ticketMessageSchema>;

/** A ticket in lists (no thread). */
export const ticketSummarySchema = z
  .object({
    _id: z.string(),
    /** Last 6 characters of the id, uppercased. */
    shortId: z.string(),
    title: z.string(),
    description: z.string(),
    category: ticketCategorySchema,
    priority: ticketPrioritySchema,
    status: ticketStatusSchema,
    tags: z.array(z.string()),
    user: ticketPersonSchema,
    assignedTo: z.object({ _id: z.string(), name: z.string() }).nullable(),
    context: ticketContextSchema.nullable(),
    messageCount: z.number(),
    lastMessageAt: z.string().nullable(),
    /** Since when the customer waits for support's answer; null when support answered last or the ticket waits on nobody. */
    waitingSince: z.string().nullable(),
    /** Milliseconds waited at the time of the answer (null as above): the admin list's unanswered time. */
    unansweredMs: z.number().nullable(),
    firstResponseAt: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    /** The owner's answer to 'Did this solve your problem?' once resolved (issue #24 item 10); null before. */
    rating: z.object({ helpful: z.boolean(), comment: z.string(), ratedAt: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TicketSummary' });
export type TicketSummaryDto = z.infer<typeof ticketSummarySchema>;

/** A ticket with its thread (doc 2 §2 ticket detail). */
export const ticketSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) }).meta({ id: 'Ticket' });
export type TicketDto = z.infer<typeof ticketSchema>;

/** Counts per status for the chips (all = every status). */
export const ticketStatusCountsSchema = z.object({
  all: z.number(),
  open: z.number(),
  in_progress: z.number(),
  pending: z.number(),
  resolved: z.number(),
  closed: z.number(),
});
export type TicketStatusCounts = z.infer<typeof ticketStatusCountsSchema>;

export const ticketPaginationSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });

/** GET /api/support/tickets?status&category&limit&page: the user's own tickets, newest activity first. */
export const myTicketsQuerySchema = z.object({
  status: enumFilter(TICKET_STATUSES, M.statusInvalid),
  category: enumFilter(TICKET_CATEGORIES, M.categoryInvalid),
  limit: limitParam(TICKET_PAGE_SIZE, TICKET_MAX_LIMIT),
  page: pageParam,
});
export type MyTicketsQuery = z.output<typeof myTicketsQuerySchema>;
/** counts ignore the status filter (the chips show every status's count), honour the category filter. */
export const ticketListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(ticketSummarySchema),
  pagination: ticketPaginationSchema,
  counts: ticketStatusCountsSchema,
});

const attachmentsSchema = z.preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  z
    .array(z.string({ error: M.attachmentsInvalid }).trim().max(ATTACHMENT_URL_MAX, M.attachmentsInvalid).regex(/^https?:\/\/[^\s<>"'`]+$/i, M.attachmentsInvalid), { error: M.attachmentsInvalid })
    .max(TICKET_ATTACHMENTS_MAX, M.attachmentsInvalid),
);

/** What a new ticket refers to: {type, id} of an item the user may reference (GET /api/support/ticket-context). */
export const ticketContextRequestSchema = z.object({ type: ticketContextTypeSchema, id: z.string({ error: M.contextInvalid }).trim().min(1, M.contextInvalid).max(100, M.contextInvalid) }, { error: M.contextInvalid });

const titleField = z.unknown().superRefine((v, ctx) => {
  const error = ticketTitleError(v);
  if (error) ctx.addIssue({ code: 'custom', message: error });
}).transform((v) => (v as string).trim());
const descriptionField = z.unknown().superRefine((v, ctx) => {
  const error = ticketDescriptionError(v);
  if (error) ctx.addIssue({ code: 'custom', message: error });
}).transform((v) => (v as string).trim());

/** POST /api/support/tickets {title, description, category, priority} (doc 2 §5, §7). */
export const ticketCreateRequestSchema = z.object(
  {
    title: titleField,
    description: descriptionField,
    category: z.preprocess((v) => (v === undefined || v === null || v === '' ? 'general' : v), ticketCategorySchema),
    priority: z.preprocess((v) => (v === undefined || v === null || v === '' ? 'medium' : v), ticketPrioritySchema),
    context: z.preprocess((v) => (v === null ? undefined : v), ticketContextRequestSchema.optional()),
  },
  { error: M.bodyNotObject },
);
export type TicketCreateRequest = z.output<typeof ticketCreateRequestSchema>;

/**
 * POST /api/support/tickets/{id}/messages {message, attachments} (doc 2 §7): answers the updated ticket.
 * `content` is accepted in place of `message` (the interface calls it content).
 */
export const ticketReplyRequestSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && (v as { message?: unknown }).message === undefined ? { ...v, message: (v as { content?: unknown }).content } : v),
  z.object(
    {
      message: z
        .unknown()
        .superRefine((v, ctx) => {
          const error = replyError(v);
          if (error) ctx.addIssue({ code: 'custom', message: error });
        })
        .transform((v) => (v as string).trim()),
      attachments: attachmentsSchema,
    },
    { error: M.bodyNotObject },
  ),
);
export type TicketReplyRequest = z.output<typeof ticketReplyRequestSchema>;

/** POST /api/support/tickets/{id}/rating (issue #24 item 10): 👍 (true) or 👎 (false), and an optional comment. */
export const ticketRatingRequestSchema = z.object(
  {
    helpful: z.boolean({ error: M.ratingHelpfulRequired }),
    comment: z
      .string({ error: M.ratingCommentTooLong })
      .trim()
      .max(TICKET_RATING_COMMENT_MAX, { error: M.ratingCommentTooLong })
      .optional()
      .transform((v) => v ?? ''),
  },
  { error: M.bodyNotObject },
);
export type TicketRatingRequest = z.output<typeof ticketRatingRequestSchema>;

export const ticketAnswerSchema = z.object({ success: z.literal(true), data: ticketSchema });

/** An item a ticket may refer to, as offered to the user when creating a ticket. */
export const ticketContextOptionSchema = z.object({
  type: ticketContextTypeSchema,
  id: z.string(),
  title: z.string(),
  kind: itemKindSchema.optional(),
  slug: z.string().optional(),
});
export type TicketContextOption = z.infer<typeof ticketContextOptionSchema>;
/** GET /api/support/ticket-context: the user's library entries and stores, and the published catalogue. */
export const ticketContextOptionsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    libraryEntries: z.array(ticketContextOptionSchema),
    stores: z.array(ticketContextOptionSchema),
    modules: z.array(ticketContextOptionSchema),
    sections: z.array(ticketContextOptionSchema),
  }),
});

// ---------------------------------------------------------------- admin

export const ADMIN_TICKET_SORTS = ['waiting', 'newest', 'oldest', 'updated', 'priority'] as const;

/**
 * GET /api/admin/support/tickets (doc 3 §7) with status, category, priority, search (title, description,
 * user name or email, short id), assigneeId ('none' for unassigned), page, limit (20) and sort:
 * waiting (default: tickets waiting on support first, longest unanswered first; then newest activity).
 */
export const adminTicketsQuerySchema = z.object({
  status: enumFilter(TICKET_STATUSES, M.statusInvalid),
  category: enumFilter(TICKET_CATEGORIES, M.categoryInvalid),
  priority: enumFilter(TICKET_PRIORITIES, M.priorityInvalid),
  search: searchQuery,
  assigneeId: z.preprocess(emptyToUndefined, z.union([z.literal('none'), objectIdSchema], { error: 'assigneeId must be a user id or none' }).optional()),
  sort: enumFilter(ADMIN_TICKET_SORTS, `sort must be one of ${ADMIN_TICKET_SORTS.join(', ')}`),
  limit: limitParam(TICKET_PAGE_SIZE, TICKET_MAX_LIMIT),
  page: pageParam,
});
export type AdminTicketsQuery = z.output<typeof adminTicketsQuerySchema>;
/** GET /api/admin/support/tickets/export (issue #25 item 12): the list's filter and sort, every page. */
export const adminTicketsExportQuerySchema = adminTicketsQuerySchema.omit({ limit: true, page: true });
export type AdminTicketsExportQuery = z.output<typeof adminTicketsExportQuerySchema>;
export const TICKETS_EXPORT_COLUMNS = ['id', 'title', 'status', 'priority', 'category', 'customerName', 'customerEmail', 'assignee', 'tags', 'messages', 'createdAt', 'updatedAt'] as const;
/** counts ignore the status filter and honour the others. */
export const adminTicketListAnswerSchema = ticketListAnswerSchema;

/** PATCH /api/admin/support/tickets/{id}/status {status} */
export const ticketStatusUpdateRequestSchema = z.object(
  { status: z.preprocess((v) => (v === undefined || v === null ? '' : v), ticketStatusSchema) },
  { error: M.bodyNotObject },
);

/** PATCH /api/admin/support/tickets/{id}/assign {assigneeId}: an admin or moderator; null unassigns. */
export const ticketAssignRequestSchema = z.object(
  {
    assigneeId: z.custom<string | null>((v) => v === null || (typeof v === 'string' && /^[a-f0-9]{24}$/i.test(v)), { message: M.assigneeRequired }),
  },
  { error: M.bodyNotObject },
);
export type TicketAssignRequest = z.output<typeof ticketAssignRequestSchema>;

const ticketIdsSchema = z.array(objectIdSchema, { error: M.ticketIdsRequired }).min(1, M.ticketIdsRequired).max(BULK_MAX_TICKETS, M.ticketIdsRequired).transform((ids) => [...new Set(ids)]);

/** The changes the admin makes to tickets (bulk, or one ticket's page): at least one of them. */
export const ticketUpdatesSchema = z
  .object(
    {
      status: ticketStatusSchema.optional(),
      priority: ticketPrioritySchema.optional(),
      category: ticketCategorySchema.optional(),
      assigneeId: z.custom<string | null>((v) => v === null || (typeof v === 'string' && /^[a-f0-9]{24}$/i.test(v)), { message: M.assigneeRequired }).optional(),
      tags: tagsInput(TICKET_TAGS_MAX, TICKET_TAG_MAX, M.tagsInvalid),
    },
    { error: M.updatesRequired },
  )
  .refine((u) => Object.values(u).some((v) => v !== undefined), M.updatesRequired);
export type TicketUpdates = z.output<typeof ticketUpdatesSchema>;

/** PATCH /api/admin/support/tickets/bulk {ticketIds, updates} (the Mark Resolved and Close buttons). */
export const ticketBulkUpdateRequestSchema = z.object(
  {
    ticketIds: z.preprocess((v) => (v === undefined || v === null ? [] : v), ticketIdsSchema),
    updates: ticketUpdatesSchema,
  },
  { error: M.bodyNotObject },
);
export type TicketBulkUpdateRequest = z.output<typeof ticketBulkUpdateRequestSchema>;
export const ticketBulkUpdateAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** matched: tickets found among the ids; modified: tickets whose fields changed. */
  data: z.object({ matched: z.number(), modified: z.number() }),
});

/** DELETE /api/admin/support/tickets/bulk {ticketIds} */
export const ticketBulkDeleteRequestSchema = z.object({ ticketIds: z.preprocess((v) => (v === undefined || v === null ? [] : v), ticketIdsSchema) }, { error: M.bodyNotObject });
export const ticketBulkDeleteAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ deleted: z.number() }) });

/**
 * GET /api/admin/support/stats?from&to&since: current totals per status, tickets opened and resolved per
 * UTC day in [from, to] (default: the last 30 days), response times, and with `since` the tickets created
 * after that instant (the admin's notifications).
 */
export const supportStatsQuerySchema = z.object({
  from: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }).optional()),
  to: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }).optional()),
  since: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: 'since must be an ISO date-time' }).optional()),
});
export type SupportStatsQuery = z.output<typeof supportStatsQuerySchema>;
export const supportStatsSchema = z.object({
  totals: z.object({ open: z.number(), in_progress: z.number(), pending: z.number(), resolved: z.number(), closed: z.number(), total: z.number() }),
  daily: z.array(z.object({ date: z.string(), opened: z.number(), resolved: z.number() })),
  /** Tickets waiting on support now, and since when the oldest waits. */
  waiting: z.object({ count: z.number(), oldestSince: z.string().nullable() }),
  /** Over tickets created in the window that got a staff reply: mean minutes to the first one. */
  responseTimes: z.object({ answered: z.number(), averageFirstResponseMinutes: z.number().nullable() }),
  newSince: z.object({ since: z.string(), count: z.number(), tickets: z.array(ticketSummarySchema) }).optional(),
});
export type SupportStatsDto = z.infer<typeof supportStatsSchema>;
export const supportStatsAnswerSchema = z.object({ success: z.literal(true), data: supportStatsSchema });

/**
 * GET /api/support/figures (issue #24 item 10): what the help centre shows instead of fixed promises,
 * measured over the last SUPPORT_FIGURES_DAYS days: tickets created then that got a staff reply, and the
 * mean minutes to that first reply (null when none).
 */
export const supportFiguresSchema = z
  .object({
    windowDays: z.number(),
    responseTimes: z.object({ answered: z.number(), averageFirstResponseMinutes: z.number().nullable() }),
    /** Answers to 'Did this solve your problem?' given in the window: how many, and the share of 👍 (null: none). */
    satisfaction: z.object({ ratings: z.number(), percent: z.number().nullable() }),
  })
  .meta({ id: 'SupportFigures' });
export type SupportFiguresDto = z.infer<typeof supportFiguresSchema>;
export const supportFiguresAnswerSchema = z.object({ success: z.literal(true), data: supportFiguresSchema });
