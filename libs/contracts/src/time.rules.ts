/** Milliseconds in a day. Days in the product are UTC days, which are always this long. */
export const DAY_MS = 86_400_000;

/** The UTC day of an instant, written YYYY-MM-DD (now when no instant is given). */
export const utcDay = (at: Date | number = Date.now()): string => new Date(at).toISOString().slice(0, 10);
