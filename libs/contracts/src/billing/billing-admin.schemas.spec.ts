import { earlyBirdCodeCreateRequestSchema, normalizeEarlyBirdCode, paidSignupsQuerySchema } from './billing-admin.schemas';

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
