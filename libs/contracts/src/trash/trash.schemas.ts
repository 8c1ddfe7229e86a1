import { z } from 'zod';
import { isoDateSchema as isoDate } from '../common';

/** The kinds of item the trash keeps (one restore route each, in the service that owns them). */
export const TRASH_KINDS = ['module', 'section', 'plan', 'faq'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** One deleted item as the admin's trash lists it. */
export const trashedItemSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(TRASH_KINDS),
    /** Title (module, section), name (plan) or question (FAQ). */
    title: z.string(),
    /** The slug it had (empty for FAQ entries); restoring gives it back unless another item took it. */
    slug: z.string(),
    trashedAt: isoDate,
    /** When it is purged for good. */
    purgeAt: isoDate,
    daysLeft: z.number().int().min(0),
  })
  .meta({ id: 'TrashedItem' });
export type TrashedItem = z.infer<typeof trashedItemSchema>;

export const trashListAnswerSchema = z.object({ success: z.literal(true), data: z.array(trashedItemSchema) });
export type TrashListAnswer = z.infer<typeof trashListAnswerSchema>;
