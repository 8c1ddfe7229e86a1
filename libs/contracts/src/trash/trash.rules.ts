/**
 * The trash (issue #25 item 11): a deleted module, section, plan or FAQ entry is kept this many days, can be
 * restored meanwhile, and is purged for good once they have passed. One rule for servers (purge) and the
 * admin screen (days left).
 */
export const TRASH_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item trashed at `trashedAt` is purged. */
export function trashPurgeAt(trashedAt: Date): Date {
  return new Date(trashedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/** Whether an item trashed at `trashedAt` is due for purge at `now` (exactly 30 days counts as due). */
export function isTrashExpired(trashedAt: Date, now: Date): boolean {
  return trashPurgeAt(trashedAt).getTime() <= now.getTime();
}

/** Items trashed at or before this instant are due for purge at `now` (the purge job's query bound). */
export function trashPurgeCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
}

/**
 * Whole days left before the purge, rounded up (a part of a day counts as a day, so an item is never shown
 * with 0 days while it can still be restored); 0 once due; never more than 30 (a
 * clock a little behind the deleting server's).
 */
export function trashDaysLeft(trashedAt: Date, now: Date): number {
  const left = trashPurgeAt(trashedAt).getTime() - now.getTime();
  return left <= 0 ? 0 : Math.min(TRASH_RETENTION_DAYS, Math.ceil(left / DAY_MS));
}
