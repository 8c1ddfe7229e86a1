import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@liquify/session';
import { AlertBanner, Button, Dialog, PageMeta } from '@liquify/ui';
import { clearTempSignup, readTempSignup, saveTempSignup } from '../../shared/temp-signup';
import {
  initialOnboardingState,
  ONBOARDING_STEPS,
  onboardingReducer,
  setupErrorActions,
  type OnboardingState,
} from './onboarding-machine';
import { runOnboardingEffect, sleep, type OnboardingDeps } from './onboarding-runner';

/** Registration attempts survive a reload of the page (max 3 per checkout). */
export const REGISTRATION_ATTEMPTS_KEY = 'onboardingRegistrationAttempts';

function storedAttempts(): number {
  const value = Number(sessionStorage.getItem(REGISTRATION_ATTEMPTS_KEY));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

const STEP_TEXT: Record<number, string> = {
  0: "Welcome to Liquify! We're getting your workspace ready.",
  1: 'Confirming your payment and subscription.',
  2: 'Creating your account and preparing your module library.',
  3: 'Your account is ready. Taking you to your dashboard…',
};

function StepList({ state }: { state: OnboardingState }) {
  return (
    <ol className="grid grid-cols-1 gap-3 sm:grid-cols-4" aria-label="Setup progress">
      {ONBOARDING_STEPS.map((label, index) => {
        const done = index < state.step || (index === state.step && state.complete);
        const current = index === state.step && !state.complete;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className={`flex items-center gap-3 rounded-xl border p-3 sm:flex-col sm:text-center ${
              current ? 'border-brand-600 bg-brand-50' : done ? 'border-green-200 bg-green-50' : 'border-slate-200'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                done ? 'bg-green-600 text-white' : current ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-600'
              }`}
            >
              {done ? '✓' : index + 1}
            </span>
            <span className="text-sm font-medium text-slate-800">
              {label}
              <span className="sr-only">{done ? ' (done)' : current ? ' (in progress)' : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** /onboarding — 'Getting Started' after checkout or registration (spec 1 §2, §4, §8). */
export default function OnboardingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [state, dispatch] = useReducer(onboardingReducer, initialOnboardingState, (initial) => ({
    ...initial,
    registrationAttempts: storedAttempts(),
  }));

  const deps = useMemo<OnboardingDeps>(
    () => ({
      verifyPayment: (sessionId) => session.api.verifyPayment(sessionId),
      readSignupData: readTempSignup,
      saveSignupData: saveTempSignup,
      clearSignupData: () => {
        clearTempSignup();
        sessionStorage.removeItem(REGISTRATION_ATTEMPTS_KEY);
      },
      register: (input) => session.register(input),
      login: (email, password) => session.login(email, password),
      refreshUser: () => session.refreshUser(),
      sleep,
      now: () => Date.now(),
    }),
    // The session's functions are stable for a given client.
    [session],
  );

  // Start once the session knows whether someone is signed in.
  const sessionResolved = session.status !== 'loading';
  useEffect(() => {
    if (!sessionResolved) return;
    dispatch({
      type: 'START',
      sessionId: params.get('session_id'),
      paymentSuccess: params.get('payment_success') === 'true',
      signedIn: session.isAuthenticated,
      hasSignupData: readTempSignup() !== null,
    });
    // START is ignored once the flow has begun, so later session changes do not restart it.
  }, [sessionResolved, params, session.isAuthenticated]);

  // Perform each effect exactly once (StrictMode mounts effects twice).
  const lastEffect = useRef(0);
  useEffect(() => {
    const { effect, effectId } = state;
    if (!effect || effectId === lastEffect.current) return;
    lastEffect.current = effectId;
    void runOnboardingEffect(effect, deps).then(dispatch);
  }, [state, deps]);

  useEffect(() => {
    if (state.registrationAttempts > 0 && !state.complete) {
      sessionStorage.setItem(REGISTRATION_ATTEMPTS_KEY, String(state.registrationAttempts));
    }
  }, [state.registrationAttempts, state.complete]);

  useEffect(() => {
    if (state.redirectTo) navigate(state.redirectTo, { replace: true });
  }, [state.redirectTo, navigate]);

  const actions = setupErrorActions(state);
  const title = ONBOARDING_STEPS[state.step];

  return (
    <main className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <PageMeta title="Getting Started" noindex />
      <div className="w-full max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">Getting Started</h1>
        <p className="mt-2 text-center text-slate-600">Let&apos;s get your Liquify account ready.</p>

        <div className="mt-8">
          <StepList state={state} />
        </div>

        <section aria-live="polite" className="mt-8 rounded-xl bg-slate-50 p-5 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-slate-600">{STEP_TEXT[state.step]}</p>
        </section>

        {state.notice ? (
          <div className="mt-5">
            <AlertBanner
              tone={state.paymentVerified && !state.notice.startsWith('Please wait') ? 'success' : 'info'}
              title={state.notice.startsWith('Please wait') ? 'Almost there' : 'Payment verified'}
              message={state.notice}
            />
          </div>
        ) : null}

        <div className="mt-8 flex justify-center">
          <Button onClick={() => dispatch({ type: 'CONTINUE_TO_DASHBOARD' })}>Continue to Dashboard</Button>
        </div>
      </div>

      <Dialog
        open={state.dialogOpen}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: 'DISMISS_ERROR' });
        }}
        title="Setup Error"
        description={state.error ?? ''}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => dispatch({ type: actions.first === 'Continue' ? 'RETRY' : 'DISMISS_ERROR' })}
            >
              {actions.first}
            </Button>
            <Button
              onClick={() => dispatch({ type: actions.second === 'Go to Dashboard' ? 'GO_TO_DASHBOARD' : 'RESTART' })}
            >
              {actions.second}
            </Button>
          </>
        }
      />
    </main>
  );
}
