/**
 * The per-account limit on sign-in attempts (issue 21 item 9): the gateway limits attempts per IP, which
 * many addresses get around and a service's own port does not have; this limit is per account, kept by
 * identity, so it holds whichever way a request arrives.
 */
export interface LoginThrottleRules {
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const LOGIN_THROTTLE: Readonly<LoginThrottleRules> = {
  /** Failed attempts in a row that cost nothing. */
  freeAttempts: 5,
  /** The wait after the first failure past the free ones; it doubles with every further failure. */
  firstDelayMs: 1_000,
  /** The longest wait. */
  maxDelayMs: 15 * 60_000,
  /** Failures are forgotten this long after the last attempt (a success forgets them at once). */
  windowMs: 60 * 60_000,
};

/** The wait (ms) before the next attempt once an account has `failures` failed attempts in a row. */
export function loginDelayMs(failures: number, rules: LoginThrottleRules = LOGIN_THROTTLE): number {
  if (failures < rules.freeAttempts) return 0;
  const doublings = failures - rules.freeAttempts;
  // 2^31 ms is far past any maximum: no need to compute further.
  return doublings >= 31 ? rules.maxDelayMs : Math.min(rules.firstDelayMs * 2 ** doublings, rules.maxDelayMs);
}

/** Waits for 0, 1, 2, … failures, up to the first that reaches the maximum (every later count waits as long). */
export function loginDelayTable(rules: LoginThrottleRules = LOGIN_THROTTLE): number[] {
  const table: number[] = [];
  for (let failures = 0; ; failures++) {
    table.push(loginDelayMs(failures, rules));
    if (table[failures] >= rules.maxDelayMs) return table;
  }
}

/** What a refused attempt answers (429). */
export function loginThrottledMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `Too many sign-in attempts for this account. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
