/**
 * The 'Getting Started' page as a pure state machine (spec 1 §2 "Onboarding", §4 "Payment return
 * flow", §8 "Onboarding"). `onboardingReducer` decides; each state may carry one `effect` (a call or a
 * wait) that the runner performs before feeding the outcome back as an event.
 */
import type { StripeData, User } from '@liquify/api-client';

export const ONBOARDING_STEPS = ['Welcome', 'Payment Verification', 'Account Configuration', "You're All Set"] as const;
export type StepIndex = 0 | 1 | 2 | 3;

export const ONBOARDING_MESSAGES = {
  paymentVerified: 'Your payment has been verified. Please complete your registration to access your account.',
  paymentVerificationFailed: 'Payment verification failed. Please contact support if the issue persists.',
  noPaymentSession: 'No payment session found. Please restart the registration process.',
  tooManyAttempts: 'Too many registration attempts. Please try again later or contact support.',
  accountVerificationFailed: 'Account verification failed. Please try logging in manually.',
  invalidRegistrationData: 'Invalid registration data. Please restart the registration process.',
  failedToCreate: 'Failed to create account',
  existsButLoginFailed: 'Account exists but login failed. Please try logging in manually.',
  unableToVerify:
    'Unable to verify account creation. Your account may have been created successfully. Please try logging in manually or contact support.',
  failedMultipleTimes: 'Account creation failed multiple times. Please try logging in manually or contact support.',
  pleaseWait: 'Please wait for account setup to complete or try refreshing the page.',
} as const;

export const MAX_REGISTRATION_ATTEMPTS = 3;
export const MAX_ACCOUNT_CREATION_ERRORS = 3;
export const CONFIRM_POLL_TRIES = 5;
export const CONFIRM_POLL_INTERVAL_MS = 1_500;
export const WAIT_AFTER_REFRESH_MS = 500;
/** Default subscription period end when verification gives none: 30 days (720 hours). */
export const DEFAULT_PERIOD_MS = 720 * 60 * 60 * 1000;
/** Signed-in visitors: step 0 -> 1 after 3 s, 1 -> 2 after 4 s, 2 -> 3 after 4 s. */
export const SIGNED_IN_STEP_DELAYS_MS = [3_000, 4_000, 4_000] as const;
/** From the last step to /dashboard. */
export const FINAL_REDIRECT_DELAY_MS = 3_000;
/**
 * The spec's timings are minimums: each step of the payment flow stays on screen long enough to read.
 * The 'Your payment has been verified…' notice holds the Payment Verification step this long before the
 * account is created (it used to flash for about half a second)…
 */
export const PAYMENT_NOTICE_MIN_MS = 3_000;
/** …and Account Configuration stays at least this long after the account is confirmed. */
export const ACCOUNT_STEP_MIN_MS = 2_000;

export const DASHBOARD_PATH = '/dashboard';
export const RESTART_PATH = '/auth?mode=signup';

export type OnboardingEffect =
  | { type: 'verify-payment'; sessionId: string }
  | { type: 'register'; stripeData: StripeData | null }
  | { type: 'login' }
  | { type: 'refresh-user' }
  | { type: 'confirm-account'; delayMs: number }
  | { type: 'wait'; ms: number; then: OnboardingEvent }
  | { type: 'clear-signup-data' };

export type OnboardingEvent =
  | { type: 'START'; sessionId: string | null; paymentSuccess: boolean; signedIn: boolean; hasSignupData: boolean }
  | { type: 'PAYMENT_VERIFIED'; stripeData: StripeData; now: number }
  | { type: 'PAYMENT_FAILED' }
  | { type: 'SIGNUP_DATA_MISSING' }
  | { type: 'REGISTERED'; user: User }
  | { type: 'USER_EXISTS' }
  | { type: 'REGISTRATION_INVALID' }
  | { type: 'REGISTRATION_FAILED' }
  | { type: 'LOGGED_IN'; user: User }
  | { type: 'LOGIN_FAILED' }
  | { type: 'USER_REFRESHED' }
  | { type: 'ACCOUNT_CONFIRMED'; user: User }
  | { type: 'ACCOUNT_NOT_CONFIRMED' }
  | { type: 'SIGNUP_DATA_CLEARED' }
  | { type: 'BEGIN_REGISTRATION' }
  | { type: 'ACCOUNT_READY' }
  | { type: 'ADVANCE' }
  | { type: 'REDIRECT'; to: string }
  | { type: 'CONTINUE_TO_DASHBOARD' }
  | { type: 'DISMISS_ERROR' }
  | { type: 'RETRY' }
  | { type: 'RESTART' }
  | { type: 'GO_TO_DASHBOARD' };

export interface OnboardingState {
  /** payment: returning from checkout; signed-in: timed tour; blocked: nothing to set up. */
  flow: 'idle' | 'payment' | 'signed-in' | 'blocked';
  step: StepIndex;
  paymentVerified: boolean;
  /** Shown under the steps (the payment-verified notice, or the please-wait hint). */
  notice: string | null;
  /** The 'Setup Error' dialog's message; the dialog is open while `dialogOpen`. */
  error: string | null;
  dialogOpen: boolean;
  /** What 'Continue' in the dialog retries; null means the dialog offers 'Dismiss'. */
  retry: OnboardingEffect | null;
  /** True once a token for the new account is stored: the dialog then offers 'Go to Dashboard'. */
  accountSignedIn: boolean;
  /** The email the account is created with, to check the confirmed account. */
  expectedEmail: string | null;
  stripeData: StripeData | null;
  registrationAttempts: number;
  creationErrors: number;
  confirmTries: number;
  complete: boolean;
  effect: OnboardingEffect | null;
  /** Increases with every new effect, so the runner performs each exactly once. */
  effectId: number;
  redirectTo: string | null;
}

export const initialOnboardingState: OnboardingState = {
  flow: 'idle',
  step: 0,
  paymentVerified: false,
  notice: null,
  error: null,
  dialogOpen: false,
  retry: null,
  accountSignedIn: false,
  expectedEmail: null,
  stripeData: null,
  registrationAttempts: 0,
  creationErrors: 0,
  confirmTries: 0,
  complete: false,
  effect: null,
  effectId: 0,
  redirectTo: null,
};

function withEffect(state: OnboardingState, effect: OnboardingEffect | null): OnboardingState {
  return { ...state, effect, effectId: effect ? state.effectId + 1 : state.effectId };
}

/** Retries that still read the sign-up data (and its password). */
const needsSignupData = (retry: OnboardingEffect | null) => retry?.type === 'verify-payment' || retry?.type === 'register' || retry?.type === 'login';

/**
 * Opens the 'Setup Error' dialog. When nothing left to try needs the sign-up data, it is cleared at once:
 * the plain-text password does not stay in session storage after a failed onboarding.
 */
function fail(state: OnboardingState, error: string, retry: OnboardingEffect | null = null): OnboardingState {
  return withEffect({ ...state, error, dialogOpen: true, retry }, needsSignupData(retry) ? null : { type: 'clear-signup-data' });
}

/** Issues a registration, unless three were already made. */
function register(state: OnboardingState): OnboardingState {
  if (state.registrationAttempts >= MAX_REGISTRATION_ATTEMPTS) {
    return fail(state, ONBOARDING_MESSAGES.tooManyAttempts);
  }
  return withEffect(
    { ...state, step: 2, registrationAttempts: state.registrationAttempts + 1, error: null, dialogOpen: false },
    { type: 'register', stripeData: state.stripeData },
  );
}

function signedIn(state: OnboardingState, user: User): OnboardingState {
  return withEffect(
    { ...state, accountSignedIn: true, expectedEmail: state.expectedEmail ?? user.email },
    { type: 'refresh-user' },
  );
}

/**
 * What the onboarding keeps of a verified payment: the period (a missing end is 30 days from now) and the
 * session id. The provider's subscription and customer ids are not the browser's business (issue 21 item 12).
 */
export function normaliseStripeData(data: StripeData, now: number, sessionId?: string): StripeData {
  const id = sessionId || data.sessionId;
  return {
    currentPeriodStart: data.currentPeriodStart ?? new Date(now).toISOString(),
    currentPeriodEnd: data.currentPeriodEnd || new Date(now + DEFAULT_PERIOD_MS).toISOString(),
    ...(id ? { sessionId: id } : {}),
  };
}

export function onboardingReducer(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case 'START': {
      if (state.flow !== 'idle') return state;
      if (event.sessionId && (event.hasSignupData || !event.signedIn)) {
        return withEffect({ ...state, flow: 'payment', step: 1 }, { type: 'verify-payment', sessionId: event.sessionId });
      }
      if (event.signedIn) {
        return withEffect(
          { ...state, flow: 'signed-in', step: 0, accountSignedIn: true },
          { type: 'wait', ms: SIGNED_IN_STEP_DELAYS_MS[0], then: { type: 'ADVANCE' } },
        );
      }
      return fail({ ...state, flow: 'blocked' }, ONBOARDING_MESSAGES.noPaymentSession);
    }

    case 'PAYMENT_VERIFIED': {
      const sessionId = state.effect?.type === 'verify-payment' ? state.effect.sessionId : undefined;
      const verified: OnboardingState = {
        ...state,
        paymentVerified: true,
        notice: ONBOARDING_MESSAGES.paymentVerified,
        stripeData: normaliseStripeData(event.stripeData, event.now, sessionId),
      };
      // Out of attempts: say so at once. Otherwise let the notice be read before moving on.
      if (verified.registrationAttempts >= MAX_REGISTRATION_ATTEMPTS) return register(verified);
      return withEffect(verified, { type: 'wait', ms: PAYMENT_NOTICE_MIN_MS, then: { type: 'BEGIN_REGISTRATION' } });
    }
    case 'BEGIN_REGISTRATION':
      return register(state);
    case 'PAYMENT_FAILED':
      return fail(state, ONBOARDING_MESSAGES.paymentVerificationFailed, state.effect);

    case 'SIGNUP_DATA_MISSING':
      return fail(state, ONBOARDING_MESSAGES.invalidRegistrationData);
    case 'REGISTERED':
      return signedIn(state, event.user);
    case 'USER_EXISTS':
      return withEffect(state, { type: 'login' });
    case 'LOGGED_IN':
      return signedIn(state, event.user);
    case 'LOGIN_FAILED':
      return fail(state, ONBOARDING_MESSAGES.existsButLoginFailed);
    case 'REGISTRATION_INVALID':
    case 'REGISTRATION_FAILED': {
      const creationErrors = state.creationErrors + 1;
      const counted = { ...state, creationErrors };
      if (creationErrors >= MAX_ACCOUNT_CREATION_ERRORS) return fail(counted, ONBOARDING_MESSAGES.failedMultipleTimes);
      if (event.type === 'REGISTRATION_INVALID') return fail(counted, ONBOARDING_MESSAGES.invalidRegistrationData);
      return fail(counted, ONBOARDING_MESSAGES.failedToCreate, { type: 'register', stripeData: state.stripeData });
    }

    case 'USER_REFRESHED':
      return withEffect({ ...state, confirmTries: 0 }, { type: 'confirm-account', delayMs: WAIT_AFTER_REFRESH_MS });
    case 'ACCOUNT_CONFIRMED': {
      const expected = state.expectedEmail?.trim().toLowerCase();
      if (expected && event.user.email.trim().toLowerCase() !== expected) {
        return fail(state, ONBOARDING_MESSAGES.accountVerificationFailed);
      }
      return withEffect(
        { ...state, confirmTries: state.confirmTries + 1 },
        { type: 'wait', ms: ACCOUNT_STEP_MIN_MS, then: { type: 'ACCOUNT_READY' } },
      );
    }
    case 'ACCOUNT_READY':
      return withEffect({ ...state, step: 3, complete: true }, { type: 'clear-signup-data' });
    case 'ACCOUNT_NOT_CONFIRMED': {
      const confirmTries = state.confirmTries + 1;
      if (confirmTries >= CONFIRM_POLL_TRIES) {
        return fail({ ...state, confirmTries }, ONBOARDING_MESSAGES.unableToVerify, {
          type: 'confirm-account',
          delayMs: 0,
        });
      }
      return withEffect({ ...state, confirmTries }, { type: 'confirm-account', delayMs: CONFIRM_POLL_INTERVAL_MS });
    }
    case 'SIGNUP_DATA_CLEARED':
      // Only the finished payment flow goes on to the final redirect (a restart has already left).
      if (!state.complete || state.redirectTo) return withEffect(state, null);
      return withEffect(
        { ...state, notice: null },
        { type: 'wait', ms: FINAL_REDIRECT_DELAY_MS, then: { type: 'REDIRECT', to: DASHBOARD_PATH } },
      );

    case 'ADVANCE': {
      if (state.flow !== 'signed-in' || state.step >= 3) return state;
      const step = (state.step + 1) as StepIndex;
      if (step === 3) {
        return withEffect(
          { ...state, step, complete: true },
          { type: 'wait', ms: FINAL_REDIRECT_DELAY_MS, then: { type: 'REDIRECT', to: DASHBOARD_PATH } },
        );
      }
      return withEffect({ ...state, step }, { type: 'wait', ms: SIGNED_IN_STEP_DELAYS_MS[step], then: { type: 'ADVANCE' } });
    }
    case 'REDIRECT':
      return withEffect({ ...state, redirectTo: event.to }, null);

    case 'CONTINUE_TO_DASHBOARD':
      if (state.complete || state.flow === 'signed-in') return withEffect({ ...state, redirectTo: DASHBOARD_PATH }, null);
      return { ...state, notice: ONBOARDING_MESSAGES.pleaseWait };

    case 'DISMISS_ERROR':
      return { ...state, dialogOpen: false };
    case 'RETRY': {
      const retry = state.retry;
      if (!retry) return { ...state, dialogOpen: false };
      const cleared = { ...state, error: null, dialogOpen: false, retry: null };
      if (retry.type === 'register') return register(cleared);
      if (retry.type === 'confirm-account') return withEffect({ ...cleared, confirmTries: 0 }, retry);
      return withEffect(cleared, retry);
    }
    case 'RESTART':
      return withEffect({ ...state, dialogOpen: false, redirectTo: RESTART_PATH }, { type: 'clear-signup-data' });
    case 'GO_TO_DASHBOARD':
      return withEffect({ ...state, dialogOpen: false, redirectTo: DASHBOARD_PATH }, null);
  }
}

/** The labels of the 'Setup Error' dialog's two buttons. */
export function setupErrorActions(state: Pick<OnboardingState, 'retry' | 'accountSignedIn'>) {
  return {
    first: state.retry ? ('Continue' as const) : ('Dismiss' as const),
    second: state.accountSignedIn ? ('Go to Dashboard' as const) : ('Restart Setup' as const),
  };
}
