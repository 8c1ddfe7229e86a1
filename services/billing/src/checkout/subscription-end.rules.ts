/**
 * Pure rules of a paid subscription's end (soft downgrade, its Resume, and what the user is told first).
 */

/** The ids a plan allows that the free plan does not: what locks when the free plan takes over. */
export function lockedOnDowngrade(paidAllowed: readonly string[], freeAllowed: readonly string[]): string[] {
  const free = new Set(freeAllowed);
  return [...new Set(paidAllowed)].filter((id) => !free.has(id));
}

/** When the free plan takes over: the latest period end still ahead of `now`, or null (it applies now). */
export function freePlanFrom(periodEnds: ReadonlyArray<Date | null>, now: Date): Date | null {
  let latest: Date | null = null;
  for (const end of periodEnds) {
    if (end && end.getTime() > now.getTime() && (!latest || end.getTime() > latest.getTime())) latest = end;
  }
  return latest;
}

/** Which subscriptions a downgrade schedules (those not scheduled yet) and which a Resume takes back. */
export function splitByScheduledEnd<T extends { cancelAtPeriodEnd: boolean }>(subscriptions: readonly T[]): { running: T[]; ending: T[] } {
  return {
    running: subscriptions.filter((s) => !s.cancelAtPeriodEnd),
    ending: subscriptions.filter((s) => s.cancelAtPeriodEnd),
  };
}

/** A date as the messages state it: 2026-12-27. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
