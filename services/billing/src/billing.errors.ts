import { REFERRAL_MESSAGES, CHECKOUT_MESSAGES, SUBSCRIPTION_END_MESSAGES, EARLY_BIRD_ADMIN_MESSAGES, EARLY_BIRD_CODE_MESSAGES, STATS_RANGE_MESSAGE, type ItemKind } from '@liquify/contracts';
import { defineErrors } from '@liquify/http';
import { CARD_MESSAGES } from './payments/local/card-rules.util';

export const NO_PAID_SUBSCRIPTION_MESSAGE = 'You have no paid subscription to end: you are already on the Free plan or on a lifetime plan.';

/** Billing's error codes and their statuses, declared once; tests assert on the codes. */
export const BillingErrorCodes = defineErrors({
  PLAN_NOT_FOUND: { status: 404, message: 'Plan not found' },
  FREE_PLAN_NOT_FOUND: { status: 404, message: 'Free plan not found' },
  PLAN_SLUG_TAKEN: { status: 409, message: 'Another plan already uses this slug' },
  PLAN_NOT_PURCHASABLE: { status: 400, message: 'The free plan does not need a payment: create your account directly.' },
  UNKNOWN_CATALOGUE_ITEM: { status: 400, message: 'Unknown module or section' },
  NO_ACTIVE_SUBSCRIPTION: { status: 422, message: 'No active subscription found' },
  ALREADY_SUBSCRIBED: { status: 409, message: 'You are already subscribed to this plan.' },
  ACCOUNT_EXISTS: { status: 409, message: 'User already exists with this email address. Please sign in to change your plan.' },
  EARLY_BIRD_CODE_REQUIRED: { status: 400, message: EARLY_BIRD_CODE_MESSAGES.empty },
  EARLY_BIRD_CODE_INVALID: { status: 400, message: EARLY_BIRD_CODE_MESSAGES.invalid },
  EARLY_BIRD_CODE_EXISTS: { status: 409, message: EARLY_BIRD_ADMIN_MESSAGES.exists },
  EARLY_BIRD_CODE_NOT_FOUND: { status: 404, message: EARLY_BIRD_ADMIN_MESSAGES.notFound },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a minute and try again.' },
  STATS_RANGE_INVALID: { status: 400, message: STATS_RANGE_MESSAGE },
  SESSION_NOT_FOUND: { status: 404, message: CHECKOUT_MESSAGES.noSession },
  SESSION_EXPIRED: { status: 410, message: 'This checkout session has expired. Please start again.' },
  PAYMENT_NOT_VERIFIED: { status: 400, message: CHECKOUT_MESSAGES.verificationFailed },
  CARD_INVALID: { status: 400, message: 'Your card details are invalid. Please check them and try again.' },
  CARD_DECLINED: { status: 402, message: CARD_MESSAGES.declined },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'Webhook signature verification failed' },
  WEBHOOKS_NOT_CONFIGURED: { status: 503, message: 'Stripe webhooks are not configured' },
  // The same event being handled on another replica right now: the provider retries later (a 2xx would end its retries).
  WEBHOOK_EVENT_IN_PROGRESS: { status: 409, message: 'This event is still being processed. Please retry later.' },
  NO_PAID_SUBSCRIPTION: { status: 409, message: NO_PAID_SUBSCRIPTION_MESSAGE },
  SUBSCRIPTION_ALREADY_ENDING: { status: 409, message: 'Your subscription is already set to end. Use Resume to keep your plan.' },
  NOTHING_TO_RESUME: { status: 409, message: SUBSCRIPTION_END_MESSAGES.nothingToResume },
  REFERRAL_CODE_UNKNOWN: { status: 400, message: REFERRAL_MESSAGES.unknown },
  REFERRAL_SELF: { status: 400, message: REFERRAL_MESSAGES.self },
  REFERRAL_USED: { status: 409, message: REFERRAL_MESSAGES.used },
  REFERRAL_NOT_FIRST: { status: 409, message: REFERRAL_MESSAGES.notFirst },
  REFERRAL_OTHER_REFERRER: { status: 409, message: REFERRAL_MESSAGES.otherReferrer },
  PROVIDER_ERROR: { status: 502, message: 'The payment provider could not be reached. Please try again in a moment.' },
});

/** The errors whose message is built from the situation. */
export const BillingErrors = {
  planNotFound: () => BillingErrorCodes.PLAN_NOT_FOUND(),
  freePlanNotFound: () => BillingErrorCodes.FREE_PLAN_NOT_FOUND(),
  restoreSlugTaken: () => BillingErrorCodes.PLAN_SLUG_TAKEN('Another plan now uses this slug: change its slug, then restore this one'),
  slugTaken: (slug: string) => BillingErrorCodes.PLAN_SLUG_TAKEN(`A plan with the slug "${slug}" already exists`),
  unknownItem: (kind: ItemKind, id: string) =>
    BillingErrorCodes.UNKNOWN_CATALOGUE_ITEM(`Unknown ${kind}: ${id}`, [{ field: kind === 'module' ? 'allowedModules' : 'allowedSections', message: `Unknown ${kind}: ${id}` }]),
  noActiveSubscription: () => BillingErrorCodes.NO_ACTIVE_SUBSCRIPTION(),
  earlyBirdCodeRequired: () => BillingErrorCodes.EARLY_BIRD_CODE_REQUIRED(),
  earlyBirdCodeInvalid: () => BillingErrorCodes.EARLY_BIRD_CODE_INVALID(),
  sessionNotFound: () => BillingErrorCodes.SESSION_NOT_FOUND(),
  paymentNotVerified: () => BillingErrorCodes.PAYMENT_NOT_VERIFIED(),
  providerError: (message?: string) => BillingErrorCodes.PROVIDER_ERROR(message),
  noPaidSubscription: () => BillingErrorCodes.NO_PAID_SUBSCRIPTION(),
  alreadyEnding: (day: string) => BillingErrorCodes.SUBSCRIPTION_ALREADY_ENDING(SUBSCRIPTION_END_MESSAGES.alreadyEnding(day)),
  nothingToResume: () => BillingErrorCodes.NOTHING_TO_RESUME(),
};
