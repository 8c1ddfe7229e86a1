/**
 * Performs the onboarding machine's effects with real collaborators (the API through the session,
 * session storage, timers) and answers with the event the machine expects next.
 */
import type { RegisterInput, StripeData, User } from '@liquify/api-client';
import type { AuthOutcome } from '@liquify/session';
import { registrationStripeData, type TempSignupData } from '../../shared/temp-signup';
import type { OnboardingEffect, OnboardingEvent } from './onboarding-machine';

export interface OnboardingDeps {
  verifyPayment(sessionId: string): Promise<StripeData>;
  readSignupData(): TempSignupData | null;
  saveSignupData(data: TempSignupData): void;
  clearSignupData(): void;
  /** Registers and stores the token and user (the session's register). */
  register(input: RegisterInput): Promise<AuthOutcome>;
  /** Logs in and stores the token and user (the session's login). */
  login(email: string, password: string): Promise<AuthOutcome>;
  /** GET /auth/me with the stored token; null when it fails. */
  refreshUser(): Promise<User | null>;
  sleep(ms: number): Promise<void>;
  now(): number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function userAlreadyExists(outcome: Extract<AuthOutcome, { success: false }>): boolean {
  return (
    outcome.status === 409 ||
    /User already exists/i.test(outcome.error) ||
    /User already exists/i.test(outcome.serverMessage ?? '')
  );
}

export async function runOnboardingEffect(effect: OnboardingEffect, deps: OnboardingDeps): Promise<OnboardingEvent> {
  switch (effect.type) {
    case 'verify-payment':
      try {
        const stripeData = await deps.verifyPayment(effect.sessionId);
        return { type: 'PAYMENT_VERIFIED', stripeData, now: deps.now() };
      } catch {
        return { type: 'PAYMENT_FAILED' };
      }

    case 'register': {
      const data = deps.readSignupData();
      if (!data || !data.name || !data.email || !data.password || !data.planSlug) return { type: 'SIGNUP_DATA_MISSING' };
      const stripeData = effect.stripeData ?? data.stripeData ?? undefined;
      if (stripeData) deps.saveSignupData({ ...data, stripeData });
      const outcome = await deps.register({
        name: data.name,
        email: data.email,
        password: data.password,
        plan: data.planSlug,
        stripeData: registrationStripeData(data, stripeData),
        ...(data.referralCode ? { referralCode: data.referralCode } : {}),
      });
      if (outcome.success) {
        // The account exists and its token is stored: the password is not needed any more.
        deps.clearSignupData();
        return { type: 'REGISTERED', user: outcome.user };
      }
      if (userAlreadyExists(outcome)) return { type: 'USER_EXISTS' };
      // 403: the checkout presented is not this registration's (issue 21 item 11); retrying cannot help.
      if (outcome.status === 400 || outcome.status === 403) return { type: 'REGISTRATION_INVALID' };
      return { type: 'REGISTRATION_FAILED' };
    }

    case 'login': {
      const data = deps.readSignupData();
      if (!data) return { type: 'LOGIN_FAILED' };
      const outcome = await deps.login(data.email, data.password);
      if (!outcome.success) return { type: 'LOGIN_FAILED' };
      deps.clearSignupData();
      return { type: 'LOGGED_IN', user: outcome.user };
    }

    case 'refresh-user':
      await deps.refreshUser();
      return { type: 'USER_REFRESHED' };

    case 'confirm-account': {
      if (effect.delayMs > 0) await deps.sleep(effect.delayMs);
      const user = await deps.refreshUser();
      return user ? { type: 'ACCOUNT_CONFIRMED', user } : { type: 'ACCOUNT_NOT_CONFIRMED' };
    }

    case 'wait':
      await deps.sleep(effect.ms);
      return effect.then;

    case 'clear-signup-data':
      deps.clearSignupData();
      return { type: 'SIGNUP_DATA_CLEARED' };
  }
}
