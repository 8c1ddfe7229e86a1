/**
 * The error catalogue of spec 1 §8 as pure functions: the general rule for any non-OK answer, and the
 * per-call wording for sign-in, registration and the early-bird code.
 */

export const NETWORK_ERROR = 'Network error';
export const CONNECTION_ERROR = 'Network error. Please check your connection and try again.';
export const SERVER_ERROR = 'Server error. Please try again in a moment.';

export const LOGIN_MESSAGES = {
  rejectedWithoutMessage: 'Login failed',
  unauthorized: 'Invalid email or password. Please try again.',
  notFound: 'Account not found. Please check your email or sign up.',
  fallback: 'Login failed. Please try again.',
} as const;

export const REGISTER_MESSAGES = {
  rejectedWithoutMessage: 'Registration failed',
  invalid: 'Invalid registration data. Please check your information.',
  conflict: 'User already exists with this email address.',
  fallback: 'Registration failed. Please try again.',
} as const;

export const EARLY_BIRD_MESSAGES = {
  empty: 'Please enter your Early Bird code',
  invalid: 'Invalid Early Bird code. Please check your code and try again.',
  failed: 'Failed to verify code. Please try again.',
} as const;

/**
 * How a call failed:
 * - `network`: no answer at all (fetch rejected), or an answer whose body could not be read;
 * - `http`: a non-OK status, with the server's message when it sent one;
 * - `rejected`: an OK status whose body says `success: false`.
 */
export type ApiFailure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; serverMessage?: string }
  | { kind: 'rejected'; serverMessage?: string };

/** Renders an envelope's `details` (string, list of issues, or object) as one line of text. */
export function detailsToText(details: unknown): string | undefined {
  if (details === undefined || details === null || details === '') return undefined;
  if (typeof details === 'string') return details;
  if (Array.isArray(details)) {
    const parts = details
      .map((item) => {
        if (typeof item === 'string') return item;
        if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string') {
          return item.message;
        }
        return JSON.stringify(item);
      })
      .filter(Boolean);
    return parts.length ? parts.join('; ') : undefined;
  }
  return JSON.stringify(details);
}

/** The server's own words from an error body: `error`, else `details`. */
export function serverMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string' && record.error.trim() !== '') return record.error;
  return detailsToText(record.details);
}

/** General rule: body.error, else body.details, else 'HTTP error! status: {code}'. */
export function httpErrorMessage(status: number, body: unknown): string {
  return serverMessageOf(body) ?? `HTTP error! status: ${status}`;
}

export function loginErrorMessage(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'network':
      return CONNECTION_ERROR;
    case 'rejected':
      return failure.serverMessage || LOGIN_MESSAGES.rejectedWithoutMessage;
    case 'http':
      if (failure.status === 401) return LOGIN_MESSAGES.unauthorized;
      if (failure.status === 404) return LOGIN_MESSAGES.notFound;
      if (failure.status === 500) return SERVER_ERROR;
      return failure.serverMessage || LOGIN_MESSAGES.fallback;
  }
}

export function registerErrorMessage(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'network':
      return CONNECTION_ERROR;
    case 'rejected':
      return failure.serverMessage || REGISTER_MESSAGES.rejectedWithoutMessage;
    case 'http':
      if (failure.status === 400) return failure.serverMessage || REGISTER_MESSAGES.invalid;
      if (failure.status === 409) return REGISTER_MESSAGES.conflict;
      if (failure.status === 500) return SERVER_ERROR;
      return failure.serverMessage || REGISTER_MESSAGES.fallback;
  }
}

/** A 400 carries the server's wording ('Please enter…' / 'Invalid Early Bird code…'); anything else is generic. */
export function earlyBirdErrorMessage(failure: ApiFailure): string {
  if (failure.kind === 'http' && failure.status === 400 && failure.serverMessage) return failure.serverMessage;
  return EARLY_BIRD_MESSAGES.failed;
}

export const AUTH_BANNER_HINTS = {
  userExists: 'Try signing in instead or use a different email address.',
  invalidCredentials: 'Please check your email and password and try again.',
  internal: 'Something went wrong on our end. Please try again in a moment.',
} as const;

/**
 * The extra line under a 'Sign In Failed' / 'Registration Failed' banner. Looked up in the shown
 * message and in the server's own words (a 401 'Invalid credentials' is shown as the friendlier
 * 'Invalid email or password…' but still earns its hint).
 */
export function authBannerHint(...texts: Array<string | undefined>): string | undefined {
  const all = texts.filter(Boolean).join('\n');
  if (all.includes('User already exists')) return AUTH_BANNER_HINTS.userExists;
  if (all.includes('Invalid credentials')) return AUTH_BANNER_HINTS.invalidCredentials;
  if (all.includes('Internal server error')) return AUTH_BANNER_HINTS.internal;
  return undefined;
}
