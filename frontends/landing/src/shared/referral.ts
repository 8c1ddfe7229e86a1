/**
 * A friend's referral code carried by a link (/auth?ref=CODE) and kept until the sign-up that uses it
 * (local storage: the friend may come back later). Billing decides whether it applies (referral.rules.ts).
 */
import { normalizeReferralCode, REFERRAL_CODE_INPUT_MAX } from '@liquify/contracts/rules';

export const REFERRAL_CODE_KEY = 'liquify-referral-code';
const CODE = /^[A-Z0-9]+$/;

/** The code in a link, normalised; null when absent or not a code. */
export function referralCodeFromLink(params: URLSearchParams): string | null {
  const code = normalizeReferralCode(params.get('ref'));
  return code && code.length <= REFERRAL_CODE_INPUT_MAX && CODE.test(code) ? code : null;
}

export function storeReferralCode(code: string): void {
  try {
    localStorage.setItem(REFERRAL_CODE_KEY, code);
  } catch {
    /* storage unavailable: the code stays in the form only */
  }
}

export function storedReferralCode(): string | null {
  try {
    return normalizeReferralCode(localStorage.getItem(REFERRAL_CODE_KEY));
  } catch {
    return null;
  }
}

/** Once an account exists, the link's code has done its work. */
export function clearReferralCode(): void {
  try {
    localStorage.removeItem(REFERRAL_CODE_KEY);
  } catch {
    /* nothing kept */
  }
}
