import type { RegisterInput, StripeData, User } from '@liquify/api-client';
import type { AuthOutcome } from '@liquify/session';
import { registrationStripeData, type TempSignupData } from '../../shared/temp-signup';
import {
  initialOnboardingState,
  normaliseStripeData,
  ONBOARDING_MESSAGES,
  ACCOUNT_STEP_MIN_MS,
  PAYMENT_NOTICE_MIN_MS,
  onboardingReducer,
  setupErrorActions,
  type OnboardingEvent,
  type OnboardingState,
} from './onboarding-machine';
import { runOnboardingEffect, sleep, type OnboardingDeps } from './onboarding-runner';

const NOW = Date.parse('2025-01-01T00:00:00.000Z');
const ada = { _id: 'u1', id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' } as unknown as User;
const signup: TempSignupData = { name: 'Ada', email: 'ada@example.com', password: 'longenough', planSlug: 'pro' };
const paid: StripeData = {
  currentPeriodStart: '2025-01-01T00:00:00.000Z',
  currentPeriodEnd: '2025-02-01T00:00:00.000Z',
};

interface Script {
  verify?: () => Promise<StripeData>;
  register?: (input: RegisterInput) => Promise<AuthOutcome>;
  login?: () => Promise<AuthOutcome>;
  /** Answers of GET /auth/me, in order (last repeats). */
  me?: Array<User | null>;
  signupData?: TempSignupData | null;
}

/** The machine with its runner, collaborators scripted, timers fake. */
function harness(script: Script = {}) {
  let stored: TempSignupData | null = script.signupData === undefined ? { ...signup } : script.signupData;
  const log: string[] = [];
  const meAnswers = [...(script.me ?? [ada])];
  const deps: OnboardingDeps = {
    verifyPayment: async (sessionId) => {
      log.push(`verify ${sessionId}`);
      return script.verify ? script.verify() : paid;
    },
    readSignupData: () => stored,
    saveSignupData: (data) => {
      stored = data;
    },
    clearSignupData: () => {
      log.push('clear');
      stored = null;
    },
    register: async (input) => {
      log.push(`register ${input.email} ${input.plan}`);
      return script.register ? script.register(input) : { success: true, user: ada, token: 't' };
    },
    login: async (email) => {
      log.push(`login ${email}`);
      return script.login ? script.login() : { success: true, user: ada, token: 't' };
    },
    refreshUser: async () => {
      log.push(`me@${Date.now() - NOW}`);
      return meAnswers.length > 1 ? (meAnswers.shift() ?? null) : (meAnswers[0] ?? null);
    },
    sleep,
    now: () => Date.now(),
  };
  let state: OnboardingState = initialOnboardingState;
  let ran = 0;
  const states: OnboardingState[] = [];

  function pump() {
    if (state.effect && state.effectId !== ran) {
      ran = state.effectId;
      const effect = state.effect;
      void runOnboardingEffect(effect, deps).then((event) => send(event));
    }
  }
  function send(event: OnboardingEvent) {
    state = onboardingReducer(state, event);
    states.push(state);
    pump();
  }
  return {
    send,
    get state() {
      return state;
    },
    get stored() {
      return stored;
    },
    states,
    log,
    /** Lets `ms` of fake time pass, running every call and event that falls due. */
    settle: async (ms = 0) => {
      await jest.advanceTimersByTimeAsync(ms);
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
    },
  };
}

const startPayment = (extra: Partial<Extract<OnboardingEvent, { type: 'START' }>> = {}): OnboardingEvent => ({
  type: 'START',
  sessionId: 'cs_1',
  paymentSuccess: true,
  signedIn: false,
  hasSignupData: true,
  ...extra,
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('signed-in visitor: timed steps (spec 1 §4)', () => {
  it('moves 0 -> 1 -> 2 -> 3 after 3 s, 4 s and 4 s, then goes to /dashboard 3 s later', async () => {
    const h = harness();
    h.send({ type: 'START', sessionId: null, paymentSuccess: false, signedIn: true, hasSignupData: false });
    expect(h.state.step).toBe(0);
    await h.settle(2_999);
    expect(h.state.step).toBe(0);
    await h.settle(1);
    expect(h.state.step).toBe(1);
    await h.settle(3_999);
    expect(h.state.step).toBe(1);
    await h.settle(1);
    expect(h.state.step).toBe(2);
    await h.settle(4_000);
    expect(h.state.step).toBe(3);
    await h.settle(2_999);
    expect(h.state.redirectTo).toBeNull();
    await h.settle(1);
    expect(h.state.redirectTo).toBe('/dashboard');
    expect(h.log).toEqual([]);
  });

  it("'Continue to Dashboard' leaves at once", () => {
    const h = harness();
    h.send({ type: 'START', sessionId: null, paymentSuccess: false, signedIn: true, hasSignupData: false });
    h.send({ type: 'CONTINUE_TO_DASHBOARD' });
    expect(h.state.redirectTo).toBe('/dashboard');
  });
});

describe('the plain-text password leaves session storage (issue 9 item 12)', () => {
  it('right after the account is created by a successful registration', async () => {
    const h = harness();
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    expect(h.log.slice(0, 3)).toEqual(['verify cs_1', 'register ada@example.com pro', 'clear']);
    expect(h.stored).toBeNull();
  });

  it('right after signing in to an account that already existed', async () => {
    const h = harness({ register: async () => ({ success: false, status: 409, error: 'User already exists' }) });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    expect(h.log.slice(0, 4)).toEqual(['verify cs_1', 'register ada@example.com pro', 'login ada@example.com', 'clear']);
    expect(h.stored).toBeNull();
  });

  it.each([
    ['account creation failed three times', { register: async () => ({ success: false, status: 500, error: 'boom' }) as AuthOutcome }, 2],
    ['the account exists but signing in failed', { register: async () => ({ success: false, status: 409, error: 'User already exists' }) as AuthOutcome, login: async () => ({ success: false, status: 401, error: 'no' }) as AuthOutcome }, 0],
    ['the registration data was refused', { register: async () => ({ success: false, status: 400, error: 'bad' }) as AuthOutcome }, 0],
  ])('when onboarding fails for good (%s)', async (_what, script, retries) => {
    const h = harness(script);
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    for (let i = 0; i < retries; i += 1) {
      expect(h.stored).not.toBeNull();
      h.send({ type: 'RETRY' });
      await h.settle();
    }
    expect(h.state.dialogOpen).toBe(true);
    expect(h.stored).toBeNull();
  });

  it('but not while a retry still needs it (a failed payment check, a failed registration)', async () => {
    const h = harness({ verify: async () => Promise.reject(new Error('down')) });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.paymentVerificationFailed);
    expect(h.stored).not.toBeNull();
  });
});

describe('payment return flow (spec 1 §4)', () => {
  it('verifies, shows the notice, registers with the saved data and stripeData, confirms, then goes to /dashboard', async () => {
    const registered: RegisterInput[] = [];
    const h = harness({
      register: async (input) => {
        registered.push(input);
        return { success: true, user: ada, token: 't' };
      },
    });
    h.send(startPayment());
    expect(h.state.step).toBe(1);
    await h.settle();
    // The notice is shown and stays readable: Payment Verification holds for PAYMENT_NOTICE_MIN_MS.
    expect(h.state.notice).toBe(ONBOARDING_MESSAGES.paymentVerified);
    expect(h.state.paymentVerified).toBe(true);
    await h.settle(PAYMENT_NOTICE_MIN_MS - 1);
    expect(h.state.step).toBe(1);
    expect(registered).toEqual([]);
    await h.settle(1);
    expect(registered).toEqual([
      { name: 'Ada', email: 'ada@example.com', password: 'longenough', plan: 'pro', stripeData: { ...paid, sessionId: 'cs_1' } },
    ]);
    expect(h.state.step).toBe(2);
    // The account exists: the sign-up data (with its password) is cleared at once.
    expect(h.stored).toBeNull();
    // refresh, then 500 ms before the first confirmation
    await h.settle();
    expect(h.log).toEqual(['verify cs_1', 'register ada@example.com pro', 'clear', 'me@3000']);
    await h.settle(499);
    expect(h.log).toHaveLength(4);
    await h.settle(1);
    expect(h.log).toEqual(['verify cs_1', 'register ada@example.com pro', 'clear', 'me@3000', 'me@3500']);
    // Account Configuration stays on screen at least ACCOUNT_STEP_MIN_MS once the account is confirmed.
    await h.settle(ACCOUNT_STEP_MIN_MS - 1);
    expect(h.state.step).toBe(2);
    expect(h.state.notice).toBe(ONBOARDING_MESSAGES.paymentVerified);
    await h.settle(1);
    expect(h.state.step).toBe(3);
    expect(h.log.at(-1)).toBe('clear');
    expect(h.stored).toBeNull();
    await h.settle(3_000);
    expect(h.state.redirectTo).toBe('/dashboard');
  });

  it('keeps only the period and session id of a verification, never provider ids (issue 21 item 12)', () => {
    const kept = normaliseStripeData({ subscriptionId: 'sub_x', customerId: 'cus_x', currentPeriodStart: 'a', currentPeriodEnd: 'b' }, NOW, 'cs_9');
    expect(kept).toEqual({ currentPeriodStart: 'a', currentPeriodEnd: 'b', sessionId: 'cs_9' });
  });

  it("registers with the secret of the checkout this browser opened, and never with another session's (issue 21 item 11)", () => {
    const withCheckout: TempSignupData = { ...signup, checkout: { sessionId: 'cs_1', sessionSecret: 's3cret' } };
    expect(registrationStripeData(withCheckout, { currentPeriodEnd: 'b', sessionId: 'cs_1' })).toEqual({ currentPeriodEnd: 'b', sessionId: 'cs_1', sessionSecret: 's3cret' });
    expect(registrationStripeData(withCheckout, undefined)).toEqual({ sessionId: 'cs_1', sessionSecret: 's3cret' });
    expect(registrationStripeData(withCheckout, { sessionId: 'cs_2' })).toEqual({ sessionId: 'cs_2' });
    expect(registrationStripeData(signup, { sessionId: 'cs_1' })).toEqual({ sessionId: 'cs_1' });
  });

  it('answers a refused checkout (403) with the invalid-registration message, not a retry', async () => {
    const h = harness({ register: async () => ({ success: false, status: 403, error: 'This checkout does not belong to this registration.' }) as AuthOutcome });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    expect(h.state).toMatchObject({ error: ONBOARDING_MESSAGES.invalidRegistrationData, dialogOpen: true, retry: null });
  });

  it('defaults a missing period end to 30 days (720 hours) from now', async () => {
    const registered: RegisterInput[] = [];
    const h = harness({
      verify: async () => ({ currentPeriodStart: null, currentPeriodEnd: null }),
      register: async (input) => {
        registered.push(input);
        return { success: true, user: ada, token: 't' };
      },
    });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    expect(registered[0].stripeData?.currentPeriodEnd).toBe(new Date(NOW + 720 * 3_600_000).toISOString());
  });

  it('polls up to 5 times, 1.5 s apart, before saying it cannot verify the account', async () => {
    const h = harness({ me: [null] });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    await h.settle();
    await h.settle(500);
    for (let i = 0; i < 4; i += 1) await h.settle(1_500);
    await h.settle(10_000);
    expect(h.log.filter((l) => l.startsWith('me@'))).toEqual(['me@3000', 'me@3500', 'me@5000', 'me@6500', 'me@8000', 'me@9500']);
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.unableToVerify);
    expect(h.state.dialogOpen).toBe(true);
    expect(setupErrorActions(h.state)).toEqual({ first: 'Continue', second: 'Go to Dashboard' });
  });

  it('finishes when a later poll finds the account', async () => {
    const h = harness({ me: [null, null, null, ada] });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    await h.settle();
    await h.settle(500);
    await h.settle(1_500);
    expect(h.state.step).toBe(2);
    await h.settle(1_500);
    await h.settle(ACCOUNT_STEP_MIN_MS);
    expect(h.state.step).toBe(3);
  });

  it("says the account could not be verified when the confirmed account is someone else's", async () => {
    const other = { ...ada, email: 'eve@example.com' } as User;
    const h = harness({ register: async () => ({ success: true, user: ada, token: 't' }), me: [other] });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    await h.settle();
    await h.settle(500);
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.accountVerificationFailed);
  });

  it("logs in with the same credentials when the user already exists", async () => {
    const h = harness({
      register: async () => ({ success: false, error: 'User already exists with this email address.', status: 409 }),
    });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    await h.settle();
    await h.settle(500);
    expect(h.log.slice(0, 3)).toEqual(['verify cs_1', 'register ada@example.com pro', 'login ada@example.com']);
    await h.settle(ACCOUNT_STEP_MIN_MS);
    expect(h.state.step).toBe(3);
  });

  it('says the account exists but login failed', async () => {
    const h = harness({
      register: async () => ({ success: false, error: 'User already exists with this email address.', status: 409 }),
      login: async () => ({ success: false, error: 'Invalid email or password. Please try again.', status: 401 }),
    });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    await h.settle();
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.existsButLoginFailed);
    expect(setupErrorActions(h.state)).toEqual({ first: 'Dismiss', second: 'Restart Setup' });
  });

  it('reports a failed payment verification, and Continue verifies again', async () => {
    let calls = 0;
    const h = harness({
      verify: async () => {
        calls += 1;
        if (calls === 1) throw new Error('HTTP error! status: 502');
        return paid;
      },
    });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.paymentVerificationFailed);
    expect(setupErrorActions(h.state).first).toBe('Continue');
    h.send({ type: 'RETRY' });
    await h.settle();
    expect(calls).toBe(2);
    expect(h.state.paymentVerified).toBe(true);
  });

  it('refuses to set up without a payment session when nobody is signed in', () => {
    const h = harness();
    h.send({ type: 'START', sessionId: null, paymentSuccess: true, signedIn: false, hasSignupData: false });
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.noPaymentSession);
    expect(setupErrorActions(h.state)).toEqual({ first: 'Dismiss', second: 'Restart Setup' });
  });

  it('asks to restart when the saved sign-up data is gone', async () => {
    const h = harness({ signupData: null });
    h.send(startPayment({ hasSignupData: false }));
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    await h.settle();
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.invalidRegistrationData);
  });

  it("says 'Failed to create account' and gives up after 3 account-creation errors", async () => {
    const h = harness({ register: async () => ({ success: false, error: 'Server error. Please try again in a moment.', status: 500 }) });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    await h.settle();
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.failedToCreate);
    expect(setupErrorActions(h.state).first).toBe('Continue');
    h.send({ type: 'RETRY' });
    await h.settle();
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.failedToCreate);
    h.send({ type: 'RETRY' });
    await h.settle();
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.failedMultipleTimes);
    expect(setupErrorActions(h.state).first).toBe('Dismiss');
    expect(h.log.filter((l) => l.startsWith('register'))).toHaveLength(3);
  });

  it('stops after 3 registration attempts, counting those made before a reload', async () => {
    const h = harness();
    const state = { ...initialOnboardingState, registrationAttempts: 3 };
    let s = onboardingReducer(state, startPayment());
    s = onboardingReducer(s, { type: 'PAYMENT_VERIFIED', stripeData: paid, now: NOW });
    expect(s.error).toBe(ONBOARDING_MESSAGES.tooManyAttempts);
    // Nothing more is attempted; only the sign-up data is cleared.
    expect(s.effect).toEqual({ type: 'clear-signup-data' });
    expect(h.log).toEqual([]);
  });

  it("maps a 400 to 'Invalid registration data…'", async () => {
    const h = harness({ register: async () => ({ success: false, error: 'Validation failed', status: 400 }) });
    h.send(startPayment());
    await h.settle(PAYMENT_NOTICE_MIN_MS);
    await h.settle();
    expect(h.state.error).toBe(ONBOARDING_MESSAGES.invalidRegistrationData);
  });

  it("asks to wait when 'Continue to Dashboard' is pressed mid-setup", async () => {
    const h = harness();
    h.send(startPayment());
    h.send({ type: 'CONTINUE_TO_DASHBOARD' });
    expect(h.state.notice).toBe(ONBOARDING_MESSAGES.pleaseWait);
    expect(h.state.redirectTo).toBeNull();
  });

  it('Restart Setup clears the saved data and returns to sign-up', async () => {
    const h = harness();
    h.send({ type: 'START', sessionId: null, paymentSuccess: true, signedIn: false, hasSignupData: true });
    h.send({ type: 'RESTART' });
    await h.settle(10_000);
    expect(h.state.redirectTo).toBe('/auth?mode=signup');
    expect(h.stored).toBeNull();
  });
});
