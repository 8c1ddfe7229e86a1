import { referralCodeOf } from '@liquify/contracts/rules';
/** Titles over 30 characters are cut to 30 plus '...' in toasts (doc 2 §5). */
export const TOAST_TITLE_MAX = 30;

export function shortTitle(title: string, max = TOAST_TITLE_MAX): string {
  return title.length > max ? `${title.slice(0, max)}...` : title;
}

/** The referral code: the last 8 characters of the user id, a default word without one (doc 2 §2). */
export const DEFAULT_REFERRAL_CODE = 'LIQUIFY';
export function referralCode(userId: string | null | undefined): string {
  return referralCodeOf(userId) ?? DEFAULT_REFERRAL_CODE;
}
