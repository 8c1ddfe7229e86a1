import type { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import { EARLY_BIRD_HOLD_MS, EarlyBirdClaimsService } from './early-bird-claims.service';
import type { EarlyBirdCodesRepository } from './early-bird-codes.repository';

/** A code with `left` uses, and open checkouts holding it (opened at the given times). */
function fixture(left: number, openedAt: Date[]) {
  const state = { left, released: [] as Date[], releasedTo: 0 };
  const codes = {
    claim: async () => (state.left > 0 ? (state.left--, true) : false),
    release: async (_code: string, count = 1) => {
      state.left += count;
      state.releasedTo += count;
    },
  } as unknown as EarlyBirdCodesRepository;
  const sessions = {
    releaseStaleEarlyBirdHolds: async (_code: string, before: Date) => {
      const stale = openedAt.filter((at) => at < before && !state.released.includes(at));
      state.released.push(...stale);
      return stale.length;
    },
  } as unknown as CheckoutSessionsService;
  return { state, claims: new EarlyBirdClaimsService(codes, sessions) };
}

describe('EarlyBirdClaimsService (issue 21 item 10)', () => {
  const NOW = new Date('2026-11-27T10:00:00.000Z');
  const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

  it('takes a use while one is left, then refuses', async () => {
    const { claims, state } = fixture(1, []);
    expect(await claims.claim('ONE', NOW)).toBe(true);
    expect(await claims.claim('ONE', NOW)).toBe(false);
    expect(state.left).toBe(0);
  });

  it('gives back the uses of checkouts that expired unpaid (older than the hold), never of recent ones', async () => {
    expect(EARLY_BIRD_HOLD_MS).toBeGreaterThan(24 * 3_600_000);
    const { claims, state } = fixture(0, [hoursAgo(30), hoursAgo(2)]);
    expect(await claims.claim('ONE', NOW)).toBe(true);
    expect(state).toMatchObject({ left: 0, releasedTo: 1, released: [hoursAgo(30)] });
    expect(await claims.claim('ONE', NOW)).toBe(false);
  });

  it('gives a use back when the checkout could not be opened', async () => {
    const { claims, state } = fixture(1, []);
    await claims.claim('ONE', NOW);
    await claims.release('ONE');
    expect(state.left).toBe(1);
  });
});
