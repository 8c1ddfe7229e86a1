import type { BillingConfig } from '../config';
import type { EarlyBirdCodesRepository } from './early-bird-codes.repository';
import { EarlyBirdCodesSeed } from './early-bird-codes.seeder';

/** A repository keeping codes in memory, upper-cased like the real one's _id. */
function memoryCodes(existing: Record<string, boolean> = {}) {
  const stored = new Map(Object.entries(existing));
  const repo = {
    insert: async (code: string) => {
      const id = code.trim().toUpperCase();
      if (stored.has(id)) return false;
      stored.set(id, true);
      return true;
    },
  };
  return { stored, repo: repo as unknown as EarlyBirdCodesRepository };
}

describe('EarlyBirdCodesSeed (issue 16: codes move from config to an admin-managed collection)', () => {
  it('stores every configured code on first start', async () => {
    const { stored, repo } = memoryCodes();
    const seed = new EarlyBirdCodesSeed({ EARLY_BIRD_CODES: ['liquify-early', 'FOUNDERS99'] } as BillingConfig, repo);
    expect(await seed.run()).toBe('2 Early Bird codes');
    expect([...stored.keys()]).toEqual(['LIQUIFY-EARLY', 'FOUNDERS99']);
  });

  it('adds only missing codes on a restart: a code an admin disabled stays disabled', async () => {
    const { stored, repo } = memoryCodes({ 'LIQUIFY-EARLY': false });
    const seed = new EarlyBirdCodesSeed({ EARLY_BIRD_CODES: ['Liquify-Early', 'NEW-ONE', ' '] } as BillingConfig, repo);
    expect(await seed.run()).toBe('1 Early Bird code');
    expect(stored.get('LIQUIFY-EARLY')).toBe(false);
    expect(await seed.run()).toBeUndefined();
  });
});
