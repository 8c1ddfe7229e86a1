import { leaseHoldMs } from './periodic-job';

describe('leaseHoldMs: how long one run of a periodic job keeps the other replicas out', () => {
  it('is the interval less a tenth, the margin capped at a second', () => {
    expect(leaseHoldMs(200)).toBe(180);
    expect(leaseHoldMs(5_000)).toBe(4_500);
    expect(leaseHoldMs(60_000)).toBe(59_000);
    expect(leaseHoldMs(0)).toBe(0);
  });
});
