import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, type FakeRoute } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import OnboardingPage from './OnboardingPage';
import { ACCOUNT_STEP_MIN_MS, PAYMENT_NOTICE_MIN_MS } from './onboarding-machine';

const ada = { _id: 'u1', id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };
const stripeData = {
  currentPeriodStart: '2025-01-01T00:00:00.000Z',
  currentPeriodEnd: '2025-02-01T00:00:00.000Z',
};

function setup(path: string, routes: Record<string, FakeRoute>) {
  const fake = fakeApi(routes);
  renderPage(<OnboardingPage />, { path, route: '/onboarding', api: fake.api });
  return { ...fake, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Timers are fake; the microtask machinery the fetch classes (undici streams) rely on stays real.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe("OnboardingPage ('Getting Started')", () => {
  it('creates the paid account after checkout and lands on /dashboard', async () => {
    sessionStorage.setItem(
      'tempSignupData',
      JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'longenough', planSlug: 'pro' }),
    );
    const { calls } = setup('/onboarding?session_id=cs_1&payment_success=true', {
      'POST /stripe/verify-payment': () => ok(stripeData),
      'POST /auth/register': () => ok({ user: ada, token: 'paid-tok' }, 201),
      'GET /auth/me': () => ok({ user: ada }),
    });
    expect(screen.getByRole('heading', { name: 'Getting Started', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Getting Started | Liquify');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await advance(0);
    const notice = 'Your payment has been verified. Please complete your registration to access your account.';
    expect(screen.getByText(notice)).toBeInTheDocument();
    // The notice stays readable: still on screen, still on Payment Verification, nearly 3 s later.
    await advance(PAYMENT_NOTICE_MIN_MS - 1);
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Verification', level: 2 })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/auth/register')).toBe(false);
    await advance(1);
    expect(calls.find((c) => c.path === '/auth/register')?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'longenough',
      plan: 'pro',
      planSlug: 'pro',
      stripeData: { ...stripeData, sessionId: 'cs_1' },
    });
    expect(localStorage.getItem('authToken')).toBe('paid-tok');

    await advance(500);
    expect(screen.getByRole('heading', { name: 'Account Configuration', level: 2 })).toBeInTheDocument();
    await advance(ACCOUNT_STEP_MIN_MS);
    expect(screen.getByRole('heading', { name: "You're All Set", level: 2 })).toBeInTheDocument();
    expect(sessionStorage.getItem('tempSignupData')).toBeNull();
    await advance(3_000);
    expect(screen.getByTestId('landed')).toHaveTextContent('elsewhere /dashboard');
  });

  it("shows 'Setup Error' with Dismiss and Restart Setup when there is no payment session", async () => {
    const { user } = setup('/onboarding?payment_success=true', {});
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: 'Setup Error' });
    expect(dialog).toHaveTextContent('No payment session found. Please restart the registration process.');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restart Setup' }));
    await advance(0);
    expect(screen.getByTestId('landed')).toHaveTextContent('elsewhere /auth?mode=signup');
  });

  it('reports a failed payment verification', async () => {
    sessionStorage.setItem(
      'tempSignupData',
      JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'longenough', planSlug: 'pro' }),
    );
    setup('/onboarding?session_id=cs_bad&payment_success=true', {
      'POST /stripe/verify-payment': () => fail(400, 'Payment not completed'),
    });
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Setup Error' })).toHaveTextContent(
      'Payment verification failed. Please contact support if the issue persists.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('walks a signed-in user through the steps and on to /dashboard', async () => {
    localStorage.setItem('authToken', 'tok');
    setup('/onboarding', { 'GET /auth/me': () => ok({ user: ada }) });
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Welcome', level: 2 })).toBeInTheDocument();
    await advance(3_000);
    expect(screen.getByRole('heading', { name: 'Payment Verification', level: 2 })).toBeInTheDocument();
    await advance(4_000);
    expect(screen.getByRole('heading', { name: 'Account Configuration', level: 2 })).toBeInTheDocument();
    await advance(4_000);
    expect(screen.getByRole('heading', { name: "You're All Set", level: 2 })).toBeInTheDocument();
    await advance(3_000);
    expect(screen.getByTestId('landed')).toHaveTextContent('elsewhere /dashboard');
  });

  it("asks to wait when 'Continue to Dashboard' is pressed during account setup", async () => {
    sessionStorage.setItem(
      'tempSignupData',
      JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'longenough', planSlug: 'pro' }),
    );
    const { user } = setup('/onboarding?session_id=cs_1&payment_success=true', {
      'POST /stripe/verify-payment': () => new Promise(() => undefined),
    });
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(
      screen.getByText('Please wait for account setup to complete or try refreshing the page.'),
    ).toBeInTheDocument();
  });
});
