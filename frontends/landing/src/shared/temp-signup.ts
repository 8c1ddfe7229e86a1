/**
 * The temporary sign-up data kept in session storage during a paid checkout (spec 1 §3): the account
 * is only created after payment, by the onboarding page, from this record.
 */
import type { StripeData } from '@liquify/api-client';

export const TEMP_SIGNUP_KEY = 'tempSignupData';

export interface TempSignupData {
  name: string;
  email: string;
  password: string;
  planSlug: string;
  /** A friend's referral code the sign-up carried: sent again with the registration (billing links the two). */
  referralCode?: string;
  /** The checkout this browser opened and its secret (issue 21 item 11): answered only to this browser. */
  checkout?: { sessionId: string; sessionSecret: string };
  stripeData?: StripeData;
}

/**
 * What registration sends as stripeData: what the verification gave, plus the secret of the checkout this
 * browser opened when it is the one verified (a secret is never sent with another session id).
 */
export function registrationStripeData(data: TempSignupData, verified: StripeData | undefined): StripeData | undefined {
  const checkout = data.checkout;
  if (!checkout) return verified;
  const sessionId = verified?.sessionId ?? checkout.sessionId;
  if (sessionId !== checkout.sessionId) return verified;
  return { ...verified, sessionId, sessionSecret: checkout.sessionSecret };
}

export function saveTempSignup(data: TempSignupData): void {
  sessionStorage.setItem(TEMP_SIGNUP_KEY, JSON.stringify(data));
}

export function readTempSignup(): TempSignupData | null {
  try {
    const raw = sessionStorage.getItem(TEMP_SIGNUP_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<TempSignupData>;
    if (
      typeof parsed.name !== 'string' ||
      typeof parsed.email !== 'string' ||
      typeof parsed.password !== 'string' ||
      typeof parsed.planSlug !== 'string'
    ) {
      return null;
    }
    const checkout = parsed.checkout;
    if (checkout !== undefined && (typeof checkout?.sessionId !== 'string' || typeof checkout?.sessionSecret !== 'string')) {
      return { ...parsed, checkout: undefined } as TempSignupData;
    }
    return parsed as TempSignupData;
  } catch {
    return null;
  }
}

export function clearTempSignup(): void {
  sessionStorage.removeItem(TEMP_SIGNUP_KEY);
}
