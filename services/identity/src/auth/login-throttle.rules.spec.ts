import { LOGIN_THROTTLE, loginDelayMs, loginDelayTable, loginThrottledMessage } from './login-throttle.rules';

describe('the per-account sign-in limit (issue 21 item 9)', () => {
  it('lets the free attempts through without a wait', () => {
    for (let failures = 0; failures < LOGIN_THROTTLE.freeAttempts; failures++) expect(loginDelayMs(failures)).toBe(0);
  });

  it('then waits 1 s, doubling with every further failure, up to 15 minutes', () => {
    const free = LOGIN_THROTTLE.freeAttempts;
    expect([0, 1, 2, 3, 9, 10, 11].map((n) => loginDelayMs(free + n))).toEqual([1_000, 2_000, 4_000, 8_000, 512_000, 900_000, 900_000]);
    expect(loginDelayMs(10_000)).toBe(900_000);
    expect(loginDelayMs(free + 40)).toBe(900_000);
  });

  it('follows other rules when given', () => {
    const rules = { freeAttempts: 2, firstDelayMs: 100, maxDelayMs: 250, windowMs: 1_000 };
    expect([0, 1, 2, 3, 4, 5].map((n) => loginDelayMs(n, rules))).toEqual([0, 0, 100, 200, 250, 250]);
  });

  it('tables the waits up to the first that reaches the maximum', () => {
    const table = loginDelayTable();
    expect(table).toHaveLength(LOGIN_THROTTLE.freeAttempts + 11);
    expect(table.at(-1)).toBe(LOGIN_THROTTLE.maxDelayMs);
    expect(table.at(-2)).toBeLessThan(LOGIN_THROTTLE.maxDelayMs);
    table.forEach((wait, failures) => expect(wait).toBe(loginDelayMs(failures)));
  });

  it('says how long to wait, in whole seconds', () => {
    expect(loginThrottledMessage(1)).toBe('Too many sign-in attempts for this account. Please try again in 1 second.');
    expect(loginThrottledMessage(1_001)).toBe('Too many sign-in attempts for this account. Please try again in 2 seconds.');
    expect(loginThrottledMessage(900_000)).toBe('Too many sign-in attempts for this account. Please try again in 900 seconds.');
  });
});
