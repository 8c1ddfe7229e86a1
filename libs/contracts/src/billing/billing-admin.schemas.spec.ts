import { earlyBirdCodeCreateRequestSchema, earlyBirdCodeState, earlyBirdCodeUpdateRequestSchema, normalizeEarlyBirdCode, paidSignupsQuerySchema } from './billing-admin.schemas';

describe('billing administration contracts (issue 16)', () => {
  it('normalizes Early Bird codes trimmed and upper-case, so they match case-insensitively', () => {
    expect(normalizeEarlyBirdCode(' liquify-early ')).toBe('LIQUIFY-EARLY');
    expect(normalizeEarlyBirdCode('LIQUIFY-EARLY')).toBe(normalizeEarlyBirdCode('Liquify-Early'));
    expect(normalizeEarlyBirdCode('   ')).toBe('');
  });

  it('accepts a new code of 3 to 40 letters, digits, hyphens or underscores, trimmed', () => {
    expect(earlyBirdCodeCreateRequestSchema.parse({ code: ' spring_2027-a ' })).toEqual({ code: 'spring_2027-a' });
    for (const code of ['ab', 'x'.repeat(41), 'with space', 'émoji', '']) {
      const result = earlyBirdCodeCreateRequestSchema.safeParse({ code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('A code is 3 to 40 letters, digits, hyphens or underscores');
    }
  });

  it('requires an ISO date-time for the paid sign-ups since', () => {
    expect(paidSignupsQuerySchema.safeParse({ since: '2026-11-24T00:00:00.000Z' }).success).toBe(true);
    expect(paidSignupsQuerySchema.safeParse({ since: 'yesterday' }).error?.issues[0].message).toBe('since must be an ISO date-time');
    expect(paidSignupsQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('Early Bird code limits (issue 21 item 10)', () => {
  const NOW = new Date('2026-11-27T10:00:00.000Z');
  const code = (over: Partial<Parameters<typeof earlyBirdCodeState>[0]> = {}) => ({ active: true, claimed: 0, maxUses: null, expiresAt: null, ...over });

  it('a code is usable until disabled, expired (at its expiry, included) or used up (claimed reaches maxUses)', () => {
    expect(earlyBirdCodeState(code(), NOW)).toBe('usable');
    expect(earlyBirdCodeState(code({ claimed: 10_000 }), NOW)).toBe('usable');
    expect(earlyBirdCodeState(code({ maxUses: 2, claimed: 1 }), NOW)).toBe('usable');
    expect(earlyBirdCodeState(code({ maxUses: 1, claimed: 1 }), NOW)).toBe('used-up');
    expect(earlyBirdCodeState(code({ maxUses: 1, claimed: 3 }), NOW)).toBe('used-up');
    expect(earlyBirdCodeState(code({ expiresAt: '2026-11-27T10:00:00.001Z' }), NOW)).toBe('usable');
    expect(earlyBirdCodeState(code({ expiresAt: NOW }), NOW)).toBe('expired');
    expect(earlyBirdCodeState(code({ active: false, maxUses: 1, claimed: 1 }), NOW)).toBe('disabled');
  });

  it('takes optional limits with a new code: empty means none', () => {
    expect(earlyBirdCodeCreateRequestSchema.parse({ code: 'ONE-USE', maxUses: 1, expiresAt: '2027-01-01T00:00:00.000Z' })).toEqual({ code: 'ONE-USE', maxUses: 1, expiresAt: '2027-01-01T00:00:00.000Z' });
    expect(earlyBirdCodeCreateRequestSchema.parse({ code: 'OPEN', maxUses: '', expiresAt: '' })).toEqual({ code: 'OPEN', maxUses: null, expiresAt: null });
    expect(earlyBirdCodeCreateRequestSchema.parse({ code: 'FORM', maxUses: '5' }).maxUses).toBe(5);
    for (const maxUses of [0, -1, 1.5, 'many', 2_000_000]) {
      expect(earlyBirdCodeCreateRequestSchema.safeParse({ code: 'BAD', maxUses }).error?.issues[0].message).toBe('Max uses must be a whole number from 1 to 1,000,000, or empty for no limit');
    }
    expect(earlyBirdCodeCreateRequestSchema.safeParse({ code: 'BAD', expiresAt: 'next week' }).error?.issues[0].message).toBe('The expiry must be a date and time');
  });

  it('updates any of active, maxUses and expiresAt, null lifting a limit, and refuses an empty change', () => {
    expect(earlyBirdCodeUpdateRequestSchema.parse({ active: false })).toEqual({ active: false });
    expect(earlyBirdCodeUpdateRequestSchema.parse({ maxUses: null, expiresAt: null })).toEqual({ maxUses: null, expiresAt: null });
    expect(earlyBirdCodeUpdateRequestSchema.safeParse({}).error?.issues[0].message).toBe('Nothing to change: send active, maxUses or expiresAt');
  });
});
