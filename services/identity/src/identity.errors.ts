import { STATS_RANGE_MESSAGE } from '@liquify/contracts';
import { defineErrors } from '@liquify/http';

/** The spec's messages, quoted exactly where the spec gives them. */
export const IdentityMessages = {
  userExists: 'User already exists with this email address.',
  emailTaken: 'Another user already uses this email address.',
  invalidCredentials: 'Invalid credentials',
  userNotFound: 'User not found',
  currentPasswordIncorrect: 'Current password is incorrect',
  emailReadOnly: 'Email cannot be changed',
  notYourAccount: 'You can only access your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotChangeOwnRole: 'You cannot change your own role',
  lastAdmin: 'The last administrator cannot be demoted or deleted',
  bodyMustBeObject: 'Request body must be a JSON object',
  concurrentChange: 'The user was changed meanwhile, please try again',
  passwordUpdated: 'Password updated successfully',
  signedOut: 'Signed out',
  signedOutEverywhere: 'Signed out of all devices',
  userDeleted: 'User deleted successfully',
  checkoutRequired: 'A paid plan is registered with the checkout that paid it. Please restart the registration process.',
  checkoutNotYours: 'This checkout does not belong to this registration. Please restart the registration process.',
  unknownPlan: 'Unknown plan. Choose one of the plans listed on /admin/plans.',
  loginThrottled: 'Too many sign-in attempts for this account. Please try again later.',
  loginUnavailable: 'Sign-in is unavailable right now. Please try again in a moment.',
  unauthenticated: 'Authentication required',
} as const;

/** Every reason identity answers an error for, with its status; tests assert on the codes. */
export const IdentityErrors = defineErrors({
  USER_EXISTS: { status: 409, message: IdentityMessages.userExists },
  EMAIL_TAKEN: { status: 409, message: IdentityMessages.emailTaken },
  INVALID_CREDENTIALS: { status: 401, message: IdentityMessages.invalidCredentials },
  USER_NOT_FOUND: { status: 404, message: IdentityMessages.userNotFound },
  /** The token is valid but its user no longer exists. */
  ACCOUNT_GONE: { status: 401, message: IdentityMessages.userNotFound },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: IdentityMessages.currentPasswordIncorrect },
  EMAIL_READ_ONLY: { status: 400, message: IdentityMessages.emailReadOnly },
  NOT_YOUR_ACCOUNT: { status: 403, message: IdentityMessages.notYourAccount },
  CANNOT_DELETE_SELF: { status: 400, message: IdentityMessages.cannotDeleteSelf },
  CANNOT_CHANGE_OWN_ROLE: { status: 400, message: IdentityMessages.cannotChangeOwnRole },
  LAST_ADMIN: { status: 409, message: IdentityMessages.lastAdmin },
  INVALID_BODY: { status: 400, message: IdentityMessages.bodyMustBeObject },
  CONCURRENT_CHANGE: { status: 409, message: IdentityMessages.concurrentChange },
  STATS_RANGE_INVALID: { status: 400, message: STATS_RANGE_MESSAGE },
  /** An admin chose a plan billing does not have: the message names it (unknownPlanError). */
  UNKNOWN_PLAN: { status: 400, message: IdentityMessages.unknownPlan },
  /** Issue 21 item 11: a paid plan is registered with the checkout that paid it. */
  CHECKOUT_REQUIRED: { status: 400, message: IdentityMessages.checkoutRequired },
  CHECKOUT_NOT_YOURS: { status: 403, message: IdentityMessages.checkoutNotYours },
  /** Too many sign-in attempts for one account (auth/login-throttle.ts): the message says how long to wait. */
  LOGIN_THROTTLED: { status: 429, message: IdentityMessages.loginThrottled },
  /** The attempt counter (Redis) cannot be read: no sign-in is checked, none is let through unchecked. */
  LOGIN_UNAVAILABLE: { status: 503, message: IdentityMessages.loginUnavailable },
  /** No verified token on a route that needs the caller (CurrentUserGuard, after JwtAuthGuard). */
  UNAUTHENTICATED: { status: 401, message: IdentityMessages.unauthenticated },
});

/** An admin chose a plan billing does not have (issue 21 item 13). */
export const unknownPlanError = (slug: string) =>
  IdentityErrors.UNKNOWN_PLAN(`Unknown plan: ${slug}. Choose one of the plans listed on /admin/plans.`, [{ field: 'subscription.plan', message: `Unknown plan: ${slug}` }]);
