import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitForOptions {
  /** Give up after this many milliseconds (default 5000). */
  timeout?: number;
  /** Pause between attempts in milliseconds (default 50). */
  interval?: number;
  /** Says what was awaited, in the timeout error. */
  message?: string;
}

/**
 * Call `probe` until it returns something other than `false`, `null` or `undefined` without
 * throwing, and resolve with that value. Meant for eventually-consistent effects (a Kafka event
 * reaching a read model). Attempts never overlap; the last thrown error is reported on timeout.
 *
 *   const doc = await waitFor(() => plans.findOne({ planId }), { timeout: 10_000 });
 *   await waitFor(() => expect(received).toHaveLength(2));
 */
export async function waitFor<T>(probe: () => T | Promise<T>, options: WaitForOptions = {}): Promise<Exclude<T, false | null | undefined>> {
  const { timeout = 5000, interval = 50, message } = options;
  const deadline = Date.now() + timeout;
  let attempts = 0;
  let lastError: unknown;
  for (;;) {
    attempts += 1;
    try {
      const value = await probe();
      if (value !== false && value !== null && value !== undefined) return value as Exclude<T, false | null | undefined>;
      lastError = undefined;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() + interval > deadline) break;
    await sleep(interval);
  }
  const what = message ? `: ${message}` : '';
  const last = lastError instanceof Error ? `; last error: ${lastError.message}` : lastError !== undefined ? `; last error: ${String(lastError)}` : '';
  throw new Error(`waitFor timed out after ${timeout} ms (${attempts} attempts)${what}${last}`, { cause: lastError });
}
