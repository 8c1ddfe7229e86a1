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
  stripeData?: StripeData;
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
    return parsed as TempSignupData;
  } catch {
    return null;
  }
}

export function clearTempSignup(): void {
  sessionStorage.removeItem(TEMP_SIGNUP_KEY);
}
