import type { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import type { BillingConfig } from '../config';
import type { EarlyBirdCodesRepository } from './early-bird-codes.repository';
import { EarlyBirdCodesSeed } from './early-bird-codes.seed';

/** A repository keeping codes in memory, upper-cased like the real one's _id; `uncounted` codes have no use count yet. */
function memoryCodes(existing: Record<string, boolean> = {}, uncounted: string[] = []) {
  const stored = new Map(Object.entries(existing));
  const counts = new Map<string, number>();
  const repo = {
    insert: async (code: string) => {
      const id = code.trim().toUpperCase();
      if (stored.has(id)) return false;
      stored.set(id, true);
      counts.set(id, 0);
      return true;
    },
    uncounted: async () => uncounted.filter((c) => !counts.has(c)),
    startCount: async (code: string, claimed: number) => {
      if (counts.has(code)) return false;
      counts.set(code, claimed);
      return true;
    },
  };
  return { stored, counts, repo: repo as unknown as EarlyBirdCodesRepository };
}

const paidUses = (uses: Record<string, number> = {}) => ({ earlyBirdUses: async () => new Map(Object.entries(uses)) }) as unknown as CheckoutSessionsService;

describe('EarlyBirdCodesSeed (issue 16: codes move from config to an admin-managed collection)', () => {
  it('stores every configured code on first start', async () => {
    const { stored, repo } = memoryCodes();
    const seed = new EarlyBirdCodesSeed({ EARLY_BIRD_CODES: ['liquify-early', 'FOUNDERS99'] } as BillingConfig, repo, paidUses());
    expect(await seed.run()).toBe('2 Early Bird codes');
    expect([...stored.keys()]).toEqual(['LIQUIFY-EARLY', 'FOUNDERS99']);
  });

  it('adds only missing codes on a restart: a code an admin disabled stays disabled', async () => {
    const { stored, repo } = memoryCodes({ 'LIQUIFY-EARLY': false });
    const seed = new EarlyBirdCodesSeed({ EARLY_BIRD_CODES: ['Liquify-Early', 'NEW-ONE', ' '] } as BillingConfig, repo, paidUses());
    expect(await seed.run()).toBe('1 Early Bird code');
    expect(stored.get('LIQUIFY-EARLY')).toBe(false);
    expect(await seed.run()).toBeUndefined();
  });

  it('starts the use count of codes stored before uses were counted at their paid checkouts, once (issue 21 item 10)', async () => {
    const { counts, repo } = memoryCodes({ 'LIQUIFY-EARLY': true, FOUNDERS99: true }, ['LIQUIFY-EARLY', 'FOUNDERS99']);
    const seed = new EarlyBirdCodesSeed({ EARLY_BIRD_CODES: [] } as unknown as BillingConfig, repo, paidUses({ 'LIQUIFY-EARLY': 4 }));
    expect(await seed.run()).toBe('uses counted for 2 codes');
    expect(Object.fromEntries(counts)).toEqual({ 'LIQUIFY-EARLY': 4, FOUNDERS99: 0 });
    expect(await seed.run()).toBeUndefined();
  });
});
