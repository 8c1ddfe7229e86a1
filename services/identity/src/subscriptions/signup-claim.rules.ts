/**
 * A paid sign-up is bound to the checkout that paid it, not to the e-mail alone (issue 21 item 11). Plain
 * rules: what a registration must present, and which account owns a payment billing reports by e-mail.
 */
import type { stripeDataSchema } from '@liquify/contracts';
import type { z } from 'zod';
import { isFreePlan, PlanView, SubscriptionState } from '../users/subscription.rules';

export type SignupClaim =
  /** A free registration: nothing to present. */
  | { kind: 'free' }
  /** The session id and its secret match this e-mail and plan: the account is the checkout's owner. */
  | { kind: 'claimed'; sessionId: string }
  /** A paid plan without its checkout. */
  | { kind: 'missing' }
  /** A session and secret that are not this e-mail's and plan's. */
  | { kind: 'not-yours' };

/**
 * What a registration presents. A session with its secret is checked whatever the plan (the plan read model
 * may not know a new plan yet); a plan the read model knows as paid needs one.
 */
export function signupClaim(
  input: { email: string; planSlug: string; stripeData?: Pick<z.input<typeof stripeDataSchema>, 'sessionId' | 'sessionSecret'> | null },
  requested: PlanView | null,
  isSecretOf: (claim: { sessionId: string; email: string; planSlug: string }, secret: string) => boolean,
): SignupClaim {
  const sessionId = input.stripeData?.sessionId?.trim();
  const secret = input.stripeData?.sessionSecret?.trim();
  if (sessionId && secret) {
    return isSecretOf({ sessionId, email: input.email, planSlug: input.planSlug }, secret) ? { kind: 'claimed', sessionId } : { kind: 'not-yours' };
  }
  if (requested && !isFreePlan(input.planSlug, requested)) return { kind: 'missing' };
  return { kind: 'free' };
}

/** The account a payment fact may apply to when billing names only the e-mail. */
export interface PaymentOwner {
  /** The checkout session the account was registered with (null: a free registration). */
  signupCheckoutId?: string | null;
  subscription: Pick<SubscriptionState, 'checkoutSessionId' | 'providerSubscriptionId'>;
}

/**
 * Whether a payment billing reports for an e-mail (no user id) is this account's: the checkout it registered
 * with or already applied, or the provider subscription it already holds. Anyone else who registered the
 * e-mail first gets nothing.
 */
export function ownsPayment(owner: PaymentOwner, fact: { sessionId: string | null; subscriptionId: string | null }): boolean {
  if (fact.sessionId && (owner.signupCheckoutId === fact.sessionId || owner.subscription.checkoutSessionId === fact.sessionId)) return true;
  return fact.subscriptionId !== null && owner.subscription.providerSubscriptionId === fact.subscriptionId;
}

/** The payment a pending entitlement (payment before the account) carries. */
export const paymentOfPending = (pending: SubscriptionState) => ({ sessionId: pending.checkoutSessionId, subscriptionId: pending.providerSubscriptionId });
