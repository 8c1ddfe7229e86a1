import { dayOf, freePlanFrom, lockedOnDowngrade, splitByScheduledEnd } from './subscription-end.rules';

describe('lockedOnDowngrade', () => {
  it('lists what the paid plan allows and the free plan does not, once each, in the paid order', () => {
    expect(lockedOnDowngrade(['a', 'b', 'c', 'b'], ['b'])).toEqual(['a', 'c']);
  });
  it('locks nothing when the free plan allows everything the paid one does', () => {
    expect(lockedOnDowngrade(['a'], ['a', 'z'])).toEqual([]);
    expect(lockedOnDowngrade([], ['a'])).toEqual([]);
  });
});

describe('freePlanFrom', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('is the latest period end still ahead', () => {
    const a = new Date('2026-12-01T00:00:00Z');
    const b = new Date('2026-12-27T00:00:00Z');
    expect(freePlanFrom([a, null, b], now)).toEqual(b);
  });
  it('is null (now) when every period has ended or none is known', () => {
    expect(freePlanFrom([new Date('2026-11-27T09:59:59Z'), null], now)).toBeNull();
    expect(freePlanFrom([now], now)).toBeNull();
    expect(freePlanFrom([], now)).toBeNull();
  });
});

describe('splitByScheduledEnd', () => {
  it('separates the running subscriptions from those already ending', () => {
    const running = { id: 1, cancelAtPeriodEnd: false };
    const ending = { id: 2, cancelAtPeriodEnd: true };
    expect(splitByScheduledEnd([running, ending])).toEqual({ running: [running], ending: [ending] });
  });
});

describe('dayOf', () => {
  it('states the UTC day', () => expect(dayOf(new Date('2026-12-27T23:30:00Z'))).toBe('2026-12-27'));
});
