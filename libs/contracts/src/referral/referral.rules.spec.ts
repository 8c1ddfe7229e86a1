import {
  discountedAmountCents,
  normalizeReferralCode,
  REFERRAL_DISCOUNT_PERCENT,
  referralCodeOf,
  referralDecision,
  referralDiscountCents,
  ReferralFacts,
} from './referral.rules';

describe('referralCodeOf (doc 2 §9: the last 8 characters of the user id)', () => {
  it('answers the last 8 characters, upper-cased', () => {
    expect(referralCodeOf('65f0c0ffee00000000abcdef')).toBe('00ABCDEF');
  });
  it('answers a short id whole and ignores surrounding blanks', () => {
    expect(referralCodeOf('  abc1 ')).toBe('ABC1');
  });
  it('answers null without an id', () => {
    expect(referralCodeOf(undefined)).toBeNull();
    expect(referralCodeOf(null)).toBeNull();
    expect(referralCodeOf('   ')).toBeNull();
  });
});

describe('normalizeReferralCode', () => {
  it('trims and upper-cases what was typed', () => {
    expect(normalizeReferralCode(' 00abcdef ')).toBe('00ABCDEF');
  });
  it('answers null for nothing', () => {
    expect(normalizeReferralCode('')).toBeNull();
    expect(normalizeReferralCode('  ')).toBeNull();
    expect(normalizeReferralCode(undefined)).toBeNull();
  });
});

describe('the discount in cents', () => {
  it('is 5%', () => {
    expect(REFERRAL_DISCOUNT_PERCENT).toBe(5);
    expect(referralDiscountCents(2900)).toBe(145);
    expect(discountedAmountCents(2900)).toBe(2755);
  });
  it('rounds half a cent up and below half down', () => {
    expect(referralDiscountCents(10)).toBe(1); // 0.5 -> 1
    expect(referralDiscountCents(9)).toBe(0); // 0.45 -> 0
    expect(referralDiscountCents(9999)).toBe(500); // 499.95 -> 500
    expect(discountedAmountCents(9999)).toBe(9499);
  });
  it('is nothing on nothing, a negative or a non-number amount', () => {
    expect(referralDiscountCents(0)).toBe(0);
    expect(referralDiscountCents(-100)).toBe(0);
    expect(referralDiscountCents(Number.NaN)).toBe(0);
    expect(discountedAmountCents(0)).toBe(0);
  });
  it('keeps the percentage between 0 and 100', () => {
    expect(referralDiscountCents(1000, 150)).toBe(1000);
    expect(referralDiscountCents(1000, -5)).toBe(0);
    expect(discountedAmountCents(1000, 150)).toBe(0);
  });
});

describe('referralDecision', () => {
  const referrer = { userId: 'u-referrer', email: 'referrer@liquify.test' };
  const facts = (over: Partial<ReferralFacts> = {}): ReferralFacts => ({
    friend: { userId: 'u-friend', email: 'friend@liquify.test' },
    referrer,
    linkedReferrerId: null,
    hasPaidBefore: false,
    hasUsedReferral: false,
    ...over,
  });

  it("gives a friend's first paid checkout the discount", () => {
    expect(referralDecision(facts())).toEqual({ ok: true, referrerId: 'u-referrer' });
  });
  it('gives it to a paid sign-up (no user id yet)', () => {
    expect(referralDecision(facts({ friend: { userId: null, email: 'new@liquify.test' } }))).toEqual({ ok: true, referrerId: 'u-referrer' });
  });
  it('gives it to a friend linked to the same referrer at sign-up', () => {
    expect(referralDecision(facts({ linkedReferrerId: 'u-referrer' }))).toEqual({ ok: true, referrerId: 'u-referrer' });
  });
  it('refuses a code nobody owns', () => {
    expect(referralDecision(facts({ referrer: null }))).toEqual({ ok: false, reason: 'unknown' });
  });
  it('refuses one\'s own code by user id', () => {
    expect(referralDecision(facts({ friend: { userId: 'u-referrer', email: 'other@liquify.test' } }))).toEqual({ ok: false, reason: 'self' });
  });
  it("refuses one's own code by e-mail, whatever its case (a paid sign-up or a second account)", () => {
    expect(referralDecision(facts({ friend: { userId: null, email: 'Referrer@Liquify.test ' } }))).toEqual({ ok: false, reason: 'self' });
    expect(referralDecision(facts({ friend: { userId: 'u-other', email: 'REFERRER@liquify.test' } }))).toEqual({ ok: false, reason: 'self' });
  });
  it('refuses a second use', () => {
    expect(referralDecision(facts({ hasUsedReferral: true, hasPaidBefore: true }))).toEqual({ ok: false, reason: 'used' });
  });
  it('refuses a friend who already paid without a discount (first paid checkout only)', () => {
    expect(referralDecision(facts({ hasPaidBefore: true }))).toEqual({ ok: false, reason: 'notFirst' });
  });
  it('refuses a code other than the one the friend signed up with', () => {
    expect(referralDecision(facts({ linkedReferrerId: 'u-someone-else' }))).toEqual({ ok: false, reason: 'otherReferrer' });
  });
  it('checks self-referral before anything else (a refusal never tells whether the code was used)', () => {
    expect(referralDecision(facts({ friend: { userId: 'u-referrer', email: 'x@liquify.test' }, hasUsedReferral: true }))).toEqual({ ok: false, reason: 'self' });
  });
});
