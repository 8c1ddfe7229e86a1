import { z } from 'zod';

/**
 * Bulk actions of the admin lists (issue #25 item 12): one request names the ids and the action; each id is
 * handled by the same rules as the single route (authorisation, "an admin cannot demote or delete
 * themselves", not found), and the answer says, per id, what happened, so a partial failure is reported.
 */
export const BULK_MAX_IDS = 100;

export const bulkIdsSchema = z
  .array(z.string().min(1).max(64))
  .min(1, 'Select at least one item')
  .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} items at once`)
  .transform((ids) => [...new Set(ids)]);

export const bulkOutcomeSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  /** Why this one was refused (the single route's message). */
  error: z.string().optional(),
  status: z.number().int().optional(),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

export const bulkAnswerSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({ succeeded: z.number().int(), failed: z.number().int(), results: z.array(bulkOutcomeSchema) }),
  })
  .meta({ id: 'BulkAnswer' });
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;

/** What a failed item's error carries (AppException-like: a status and a message). */
interface FailureLike {
  message?: unknown;
  getStatus?: () => number;
  status?: unknown;
}

/**
 * Runs `apply` for every id, one after the other (each under the single route's rules), and collects the
 * outcomes: a refusal (4xx) is reported for its id and the others go on; an unexpected failure (5xx) too, so
 * one bad row never hides what was done for the others.
 */
export async function runBulk(ids: readonly string[], apply: (id: string) => Promise<unknown>): Promise<BulkAnswer['data']> {
  const results: BulkOutcome[] = [];
  for (const id of ids) {
    try {
      await apply(id);
      results.push({ id, ok: true });
    } catch (err) {
      const failure = err as FailureLike;
      const status = typeof failure.getStatus === 'function' ? failure.getStatus() : typeof failure.status === 'number' ? failure.status : 500;
      results.push({ id, ok: false, status, error: status >= 500 ? 'Unexpected error' : String(failure.message ?? 'Refused') });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}

/** "3 of 4 updated; 1 refused" — the answer's message. */
export function bulkMessage(outcome: Pick<BulkAnswer['data'], 'succeeded' | 'failed'>, done: string): string {
  const total = outcome.succeeded + outcome.failed;
  return outcome.failed === 0 ? `${total} ${done}` : `${outcome.succeeded} of ${total} ${done}; ${outcome.failed} refused`;
}
