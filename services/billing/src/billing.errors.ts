import { AppException } from '@liquify/http';
import { CHECKOUT_MESSAGES, EARLY_BIRD_CODE_MESSAGES } from '@liquify/contracts';

/** Billing's stable error codes: tests assert on these and on the status. */
export enum BillingErrorCode {
  PLAN_NOT_FOUND = 'PLAN_NOT_FOUND',
  FREE_PLAN_NOT_FOUND = 'FREE_PLAN_NOT_FOUND',
  PLAN_SLUG_TAKEN = 'PLAN_SLUG_TAKEN',
  PLAN_NOT_PURCHASABLE = 'PLAN_NOT_PURCHASABLE',
  UNKNOWN_CATALOGUE_ITEM = 'UNKNOWN_CATALOGUE_ITEM',
  NO_ACTIVE_SUBSCRIPTION = 'NO_ACTIVE_SUBSCRIPTION',
  ALREADY_SUBSCRIBED = 'ALREADY_SUBSCRIBED',
  ACCOUNT_EXISTS = 'ACCOUNT_EXISTS',
  EARLY_BIRD_CODE_REQUIRED = 'EARLY_BIRD_CODE_REQUIRED',
  EARLY_BIRD_CODE_INVALID = 'EARLY_BIRD_CODE_INVALID',
  RATE_LIMITED = 'RATE_LIMITED',
  SESSION_NOT_FOUND = 'SESSION_NOT_FOUND',
  SESSION_EXPIRED = 'SESSION_EXPIRED',
  PAYMENT_NOT_VERIFIED = 'PAYMENT_NOT_VERIFIED',
  CARD_INVALID = 'CARD_INVALID',
  CARD_DECLINED = 'CARD_DECLINED',
  WEBHOOK_SIGNATURE_INVALID = 'WEBHOOK_SIGNATURE_INVALID',
  WEBHOOKS_NOT_CONFIGURED = 'WEBHOOKS_NOT_CONFIGURED',
  PROVIDER_ERROR = 'PROVIDER_ERROR',
  NO_PAID_SUBSCRIPTION = 'NO_PAID_SUBSCRIPTION',
}

export const BillingErrors = {
  planNotFound: () => AppException.notFound('Plan not found', BillingErrorCode.PLAN_NOT_FOUND),
  freePlanNotFound: () => AppException.notFound('Free plan not found', BillingErrorCode.FREE_PLAN_NOT_FOUND),
  slugTaken: (slug: string) => AppException.conflict(`A plan with the slug "${slug}" already exists`, BillingErrorCode.PLAN_SLUG_TAKEN),
  unknownItem: (kind: 'module' | 'section', id: string) =>
    AppException.badRequest(`Unknown ${kind}: ${id}`, [{ field: kind === 'module' ? 'allowedModules' : 'allowedSections', message: `Unknown ${kind}: ${id}` }], BillingErrorCode.UNKNOWN_CATALOGUE_ITEM),
  noActiveSubscription: () => AppException.unprocessable('No active subscription found', BillingErrorCode.NO_ACTIVE_SUBSCRIPTION),
  earlyBirdCodeRequired: () => AppException.badRequest(EARLY_BIRD_CODE_MESSAGES.empty, undefined, BillingErrorCode.EARLY_BIRD_CODE_REQUIRED),
  earlyBirdCodeInvalid: () => AppException.badRequest(EARLY_BIRD_CODE_MESSAGES.invalid, undefined, BillingErrorCode.EARLY_BIRD_CODE_INVALID),
  sessionNotFound: () => AppException.notFound(CHECKOUT_MESSAGES.noSession, BillingErrorCode.SESSION_NOT_FOUND),
  paymentNotVerified: () => AppException.badRequest(CHECKOUT_MESSAGES.verificationFailed, undefined, BillingErrorCode.PAYMENT_NOT_VERIFIED),
  providerError: (message = 'The payment provider could not be reached. Please try again in a moment.') =>
    new AppException(502, BillingErrorCode.PROVIDER_ERROR, message),
};
