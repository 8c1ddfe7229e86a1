import { EARLY_BIRD_CODE_KEY } from './EarlyBirdBox';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authBannerHint, type Plan } from '@liquify/api-client';
import { useSession } from '@liquify/session';
import { AlertBanner, browser, PageMeta } from '@liquify/ui/core';
import { Logo } from '../home/shared/Logo';
import { clearReferralCode, referralCodeFromLink, storedReferralCode, storeReferralCode } from '../../shared/referral';
import { clearTempSignup, saveTempSignup } from '../../shared/temp-signup';
import { validateCreateAccount } from './auth-validation';
import { CredentialsForm, type CredentialsValues } from './CredentialsForm';
import { isFreePlan } from './plan-visibility';
import { PlanStep } from './PlanStep';
import { ReferralCodeField } from './ReferralCodeField';

type Tab = 'signin' | 'signup';

interface Banner {
  title: 'Sign In Failed' | 'Registration Failed';
  message: string;
  hint?: string;
}

export const AUTH_FALLBACKS = {
  login: 'Login failed',
  registration: 'Registration failed',
  checkout: 'Could not initiate checkout.',
  unexpected: 'An error occurred during the process.',
} as const;

export const PAYMENT_VERIFIED_NOTICE =
  'Your payment has been verified. Please complete your registration to access your account.';

function tabFromQuery(params: URLSearchParams): Tab {
  return params.get('mode') === 'signup' || params.get('early_bird') === 'true' || params.has('ref') ? 'signup' : 'signin';
}

/** Where a signed-in visitor goes after signing in: back to the guarded page they asked for, else /dashboard. */
function destinationAfterSignIn(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  if (from?.pathname && (from.pathname.startsWith('/dashboard') || from.pathname.startsWith('/help'))) {
    return `${from.pathname}${from.search ?? ''}`;
  }
  return '/dashboard';
}

/** /auth — sign in and two-step sign up with plan selection (spec 1 §2, §4, §5, §8). */
export default function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();

  const requestedPlan = params.get('plan');
  const earlyBird = params.get('early_bird') === 'true';
  const paymentVerified = params.get('payment_verified') === 'true';

  const [tab, setTab] = useState<Tab>(() => tabFromQuery(params));
  const [step, setStep] = useState<1 | 2>(1);
  const [credentials, setCredentials] = useState<CredentialsValues>({ name: '', email: '', password: '' });
  const [banner, setBanner] = useState<Banner | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linkReferral = referralCodeFromLink(params);
  const [referralCode, setReferralCode] = useState(() => linkReferral ?? storedReferralCode() ?? '');
  // Set while this page signs someone in, so its own navigation wins over the "already signed in" redirect.
  const handingOff = useRef(false);

  const modeParam = params.get('mode');
  const referred = params.has('ref');
  // Following a link to /auth?mode=signup (or early_bird=true, or a friend's ?ref=) while on /auth switches the tab.
  useEffect(() => {
    setTab(modeParam === 'signup' || earlyBird || referred ? 'signup' : 'signin');
  }, [modeParam, earlyBird, referred]);

  // A friend's link (/auth?ref=CODE) is kept until the sign-up that uses it.
  useEffect(() => {
    if (linkReferral) storeReferralCode(linkReferral);
  }, [linkReferral]);

  if (session.isAuthenticated && !handingOff.current) return <Navigate to="/dashboard" replace />;

  function switchTab(next: string) {
    setTab(next as Tab);
    setBanner(null);
    setStepError(null);
  }

  async function signIn(values: CredentialsValues) {
    setBanner(null);
    setBusy(true);
    handingOff.current = true;
    const outcome = await session.login(values.email, values.password);
    if (outcome.success) {
      navigate(destinationAfterSignIn(location.state), { replace: true });
      return;
    }
    handingOff.current = false;
    setBusy(false);
    const message = outcome.error || AUTH_FALLBACKS.login;
    setBanner({ title: 'Sign In Failed', message, hint: authBannerHint(message, outcome.serverMessage) });
  }

  function continueToPlans(values: CredentialsValues) {
    setCredentials(values);
    setBanner(null);
    setStepError(null);
    setStep(2);
  }

  async function createAccount(plan: Plan | null) {
    setBanner(null);
    const invalid = validateCreateAccount({ planSlug: plan?.slug, ...credentials });
    if (invalid || !plan) {
      setStepError(invalid?.message ?? null);
      return;
    }
    setStepError(null);
    setBusy(true);
    const name = credentials.name.trim();
    const email = credentials.email.trim().toLowerCase();
    const referral = referralCode.trim() || undefined;
    try {
      if (isFreePlan(plan)) {
        handingOff.current = true;
        const outcome = await session.register({ name, email, password: credentials.password, plan: plan.slug, referralCode: referral });
        if (outcome.success) {
          clearReferralCode();
          navigate('/onboarding', { replace: true });
          return;
        }
        handingOff.current = false;
        const message = outcome.error || AUTH_FALLBACKS.registration;
        setBanner({ title: 'Registration Failed', message, hint: authBannerHint(message, outcome.serverMessage) });
      } else {
        // Paid plan: the account is created after payment, by /onboarding, from this record.
        saveTempSignup({ name, email, password: credentials.password, planSlug: plan.slug, referralCode: referral });
        try {
          const checkout = await session.api.createTempCheckoutSession({
            planId: plan.slug,
            userEmail: email,
            userName: name,
            password: credentials.password,
            earlyBirdCode: storedEarlyBirdCode(),
            referralCode: referral,
          });
          if (!checkout.url) throw new Error(AUTH_FALLBACKS.checkout);
          // The checkout's secret stays with this browser: registering the paid plan presents it (issue 21 item 11).
          if (checkout.sessionSecret) saveTempSignup({ name, email, password: credentials.password, planSlug: plan.slug, referralCode: referral, checkout: { sessionId: checkout.id, sessionSecret: checkout.sessionSecret } });
          browser.assign(checkout.url);
          return;
        } catch (error) {
          // No checkout: nothing needs the password any more.
          clearTempSignup();
          const message = (error instanceof Error && error.message) || AUTH_FALLBACKS.checkout;
          setBanner({ title: 'Registration Failed', message, hint: authBannerHint(message) });
        }
      }
    } catch {
      setBanner({ title: 'Registration Failed', message: AUTH_FALLBACKS.unexpected });
    }
    setBusy(false);
  }

  const triggerClass =
    'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

  return (
    <main className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:py-12">
      <PageMeta
        title={tab === 'signin' ? 'Sign In' : 'Sign Up'}
        description="Sign in to Liquify or create your account to start adding storefront modules and sections."
        noindex
      />
      <Link to="/" aria-label="Liquify home" className="mb-6 rounded">
        <Logo />
      </Link>
      <div className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-center text-2xl font-semibold text-slate-900">
          {tab === 'signin' ? 'Welcome back' : 'Create your account'}
        </h1>
        <p className="mt-1 text-center text-sm text-slate-600">
          {tab === 'signin'
            ? 'Sign in to your library of modules and sections.'
            : step === 1
              ? 'Step 1 of 2: your details'
              : 'Step 2 of 2: choose your plan'}
        </p>

        {paymentVerified ? (
          <div className="mt-5">
            <AlertBanner tone="success" title="Payment verified" message={PAYMENT_VERIFIED_NOTICE} />
          </div>
        ) : null}

        <Tabs.Root value={tab} onValueChange={switchTab} className="mt-6">
          <Tabs.List aria-label="Sign in or sign up" className="flex gap-1 rounded-lg bg-slate-100 p-1">
            <Tabs.Trigger value="signin" className={triggerClass}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={triggerClass}>
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>

          {banner ? (
            <div className="mt-5">
              <AlertBanner
                title={banner.title}
                message={banner.message}
                hint={banner.hint}
                onDismiss={() => setBanner(null)}
              />
            </div>
          ) : null}

          <Tabs.Content value="signin" className="mt-6 focus:outline-none">
            <CredentialsForm mode="sign-in" submitLabel="Sign In" busy={busy} onSubmit={signIn} />
          </Tabs.Content>
          <Tabs.Content value="signup" className="mt-6 focus:outline-none">
            {step === 1 ? (
              <CredentialsForm
                mode="sign-up"
                submitLabel="Continue"
                defaultValues={credentials}
                onSubmit={continueToPlans}
              />
            ) : (
              <PlanStep
                requestedPlan={requestedPlan}
                earlyBird={earlyBird}
                busy={busy}
                error={stepError}
                onBack={() => {
                  setStep(1);
                  setStepError(null);
                  setBanner(null);
                }}
                onCreateAccount={(plan) => void createAccount(plan)}
                onPlanChange={() => setStepError(null)}
                extra={<ReferralCodeField value={referralCode} onChange={setReferralCode} />}
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </main>
  );
}

function storedEarlyBirdCode(): string | undefined {
  try {
    return sessionStorage.getItem(EARLY_BIRD_CODE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
