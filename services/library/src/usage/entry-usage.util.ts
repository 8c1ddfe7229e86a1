/** Snippet loads are counted per entry under this counter (edge-hits.ts); the flusher takes them from Redis. */
export const LOADS_COUNTER_PREFIX = 'library.loads.';
export const loadsCounter = (entryId: string) => `${LOADS_COUNTER_PREFIX}${entryId}`;

/** One day's loads of an entry, as the flusher took them from Redis. */
export interface DayLoads {
  day: string;
  loads: number;
}

/** What one flush adds to an entry: counts to `$inc` per day, days fallen out of the window, all-time loads. */
export interface EntryUsageChange {
  /** `usage.days.<day>` increments, for days inside the window. */
  incDays: Record<string, number>;
  /** Stored days before the window start: unset. */
  expiredDays: string[];
  /** Every load taken, in or out of the window (usageCount). */
  added: number;
}

/**
 * The change of one entry's usage for a flush, as increments rather than a rewrite of `usage.days`: two
 * flushes (two replicas, or one retried) then add up instead of the last one overwriting the other's days.
 * `storedDays` are the day keys the entry holds now (only used to drop those before `windowStart`).
 */
export function entryUsageChange(storedDays: readonly string[], hits: readonly DayLoads[], windowStart: string): EntryUsageChange {
  const incDays: Record<string, number> = {};
  let added = 0;
  for (const { day, loads } of hits) {
    if (loads <= 0) continue;
    added += loads;
    if (day >= windowStart) incDays[day] = (incDays[day] ?? 0) + loads;
  }
  return { incDays, expiredDays: storedDays.filter((day) => day < windowStart), added };
}
