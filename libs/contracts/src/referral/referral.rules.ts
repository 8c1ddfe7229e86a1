/**
 * The referral programme (doc 2 §2 and §9): a user's code is the last 8 characters of their user id; a friend
 * who signs up with it (?ref=CODE) or types it at checkout pays 5% less on their first paid checkout. One use
 * per friend, never one's own code. Pure rules, shared by billing (which enforces them) and the front ends.
 */

export const REFERRAL_DISCOUNT_PERCENT = 5;
export const REFERRAL_CODE_LENGTH = 8;
/** Longest input accepted as a code (anything longer cannot be a code). */
export const REFERRAL_CODE_INPUT_MAX = 32;

export const REFERRAL_MESSAGES = {
  invalid: 'Referral codes contain only letters and digits.',
  unknown: 'Unknown referral code. Please check the code and try again.',
  self: 'You cannot use your own referral code.',
  used: 'You have already used a referral discount.',
  notFirst: 'The referral discount applies to your first paid checkout only.',
  otherReferrer: 'Your account was already referred with another code.',
} as const;

/** The user's code: the last 8 characters of the user id, upper-cased; null without an id. */
export function referralCodeOf(userId: string | null | undefined): string | null {
  const id = (userId ?? '').trim();
  return id ? id.slice(-REFERRAL_CODE_LENGTH).toUpperCase() : null;
}

/** A code as typed or carried in a link: trimmed and upper-cased; null when empty. */
export function normalizeReferralCode(input: string | null | undefined): string | null {
  const code = (input ?? '').trim().toUpperCase();
  return code ? code : null;
}

/** The discount in cents (half a cent rounds up, as Stripe rounds a percent-off coupon). */
export function referralDiscountCents(amountCents: number, percent: number = REFERRAL_DISCOUNT_PERCENT): number {
  if (!Number.isFinite(amountCents) || amountCents <= 0) return 0;
  const p = Math.min(Math.max(percent, 0), 100);
  return Math.round((amountCents * p) / 100);
}

/** What the friend pays, in cents, after the referral discount. */
export function discountedAmountCents(amountCents: number, percent: number = REFERRAL_DISCOUNT_PERCENT): number {
  return Math.max(0, amountCents - referralDiscountCents(amountCents, percent));
}

export interface ReferralParty {
  userId: string | null;
  email: string;
}

export interface ReferralFacts {
  /** Who pays: a signed-in user, or a paid sign-up (no user id yet). */
  friend: ReferralParty;
  /** The code's owner, or null when nobody owns the code (or it was not given). */
  referrer: { userId: string; email: string } | null;
  /** The referrer the friend is already linked to (a sign-up with ?ref=), or null. */
  linkedReferrerId: string | null;
  /** The friend already completed a paid checkout (with or without a discount). */
  hasPaidBefore: boolean;
  /** The friend already paid with a referral discount. */
  hasUsedReferral: boolean;
}

export type ReferralRefusal = keyof Pick<typeof REFERRAL_MESSAGES, 'unknown' | 'self' | 'used' | 'notFirst' | 'otherReferrer'>;
export type ReferralDecision = { ok: true; referrerId: string } | { ok: false; reason: ReferralRefusal };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a checkout that names a referral code gets the discount. Self-referral is refused by user id AND by
 * e-mail (a second account or a paid sign-up under one's own address is still oneself).
 */
export function referralDecision(facts: ReferralFacts): ReferralDecision {
  const { friend, referrer } = facts;
  if (!referrer) return { ok: false, reason: 'unknown' };
  if ((friend.userId && friend.userId === referrer.userId) || sameEmail(friend.email, referrer.email)) return { ok: false, reason: 'self' };
  if (facts.hasUsedReferral) return { ok: false, reason: 'used' };
  if (facts.hasPaidBefore) return { ok: false, reason: 'notFirst' };
  if (facts.linkedReferrerId && facts.linkedReferrerId !== referrer.userId) return { ok: false, reason: 'otherReferrer' };
  return { ok: true, referrerId: referrer.userId };
}
