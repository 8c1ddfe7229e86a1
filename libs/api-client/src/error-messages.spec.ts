import {
  authBannerHint,
  detailsToText,
  earlyBirdErrorMessage,
  httpErrorMessage,
  loginErrorMessage,
  registerErrorMessage,
} from './error-messages';

describe('general rule (spec 1 §8)', () => {
  it('uses the body error first', () => {
    expect(httpErrorMessage(400, { success: false, error: 'Bad thing', details: 'ignored' })).toBe('Bad thing');
  });
  it('falls back to the details', () => {
    expect(httpErrorMessage(400, { success: false, details: 'Name is too short' })).toBe('Name is too short');
  });
  it("falls back to 'HTTP error! status: {code}'", () => {
    expect(httpErrorMessage(503, {})).toBe('HTTP error! status: 503');
    expect(httpErrorMessage(502, undefined)).toBe('HTTP error! status: 502');
  });
  it('renders a list of validation issues as one line', () => {
    expect(detailsToText([{ path: ['email'], message: 'Please provide a valid email address' }, 'x'])).toBe(
      'Please provide a valid email address; x',
    );
    expect(detailsToText({ field: 'email' })).toBe('{"field":"email"}');
    expect(detailsToText([])).toBeUndefined();
  });
});

describe('login messages', () => {
  it.each([
    [{ kind: 'network' } as const, 'Network error. Please check your connection and try again.'],
    [{ kind: 'rejected' } as const, 'Login failed'],
    [{ kind: 'rejected', serverMessage: 'Account disabled' } as const, 'Account disabled'],
    [{ kind: 'http', status: 401, serverMessage: 'Invalid credentials' } as const, 'Invalid email or password. Please try again.'],
    [{ kind: 'http', status: 404, serverMessage: 'User not found' } as const, 'Account not found. Please check your email or sign up.'],
    [{ kind: 'http', status: 500, serverMessage: 'Internal server error' } as const, 'Server error. Please try again in a moment.'],
    [{ kind: 'http', status: 429, serverMessage: 'Too many requests' } as const, 'Too many requests'],
    [{ kind: 'http', status: 502 } as const, 'Login failed. Please try again.'],
  ])('%j -> %s', (failure, message) => {
    expect(loginErrorMessage(failure)).toBe(message);
  });
});

describe('registration messages', () => {
  it.each([
    [{ kind: 'network' } as const, 'Network error. Please check your connection and try again.'],
    [{ kind: 'rejected' } as const, 'Registration failed'],
    [{ kind: 'http', status: 400, serverMessage: 'Password must be at least 8 characters long' } as const, 'Password must be at least 8 characters long'],
    [{ kind: 'http', status: 400 } as const, 'Invalid registration data. Please check your information.'],
    [{ kind: 'http', status: 409, serverMessage: 'Conflict' } as const, 'User already exists with this email address.'],
    [{ kind: 'http', status: 500 } as const, 'Server error. Please try again in a moment.'],
    [{ kind: 'http', status: 429, serverMessage: 'Slow down' } as const, 'Slow down'],
    [{ kind: 'http', status: 503 } as const, 'Registration failed. Please try again.'],
  ])('%j -> %s', (failure, message) => {
    expect(registerErrorMessage(failure)).toBe(message);
  });
});

describe('early-bird messages', () => {
  it("passes the server's 400 wording through", () => {
    expect(
      earlyBirdErrorMessage({
        kind: 'http',
        status: 400,
        serverMessage: 'Invalid Early Bird code. Please check your code and try again.',
      }),
    ).toBe('Invalid Early Bird code. Please check your code and try again.');
  });
  it("says 'Failed to verify code. Please try again.' for anything else", () => {
    expect(earlyBirdErrorMessage({ kind: 'network' })).toBe('Failed to verify code. Please try again.');
    expect(earlyBirdErrorMessage({ kind: 'http', status: 500, serverMessage: 'boom' })).toBe(
      'Failed to verify code. Please try again.',
    );
  });
});

describe('auth banner hints', () => {
  it("adds the sign-in hint for 'User already exists'", () => {
    expect(authBannerHint('User already exists with this email address.')).toBe(
      'Try signing in instead or use a different email address.',
    );
  });
  it("adds the credentials hint for 'Invalid credentials', also when only the server said it", () => {
    expect(authBannerHint('Invalid email or password. Please try again.', 'Invalid credentials')).toBe(
      'Please check your email and password and try again.',
    );
  });
  it("adds the server-side hint for 'Internal server error'", () => {
    expect(authBannerHint('Server error. Please try again in a moment.', 'Internal server error')).toBe(
      'Something went wrong on our end. Please try again in a moment.',
    );
  });
  it('adds nothing otherwise', () => {
    expect(authBannerHint('Login failed', undefined)).toBeUndefined();
  });
});
