import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret of a paid sign-up's checkout (issue 21 item 11). Billing answers it only to the browser that
 * opened the checkout (POST /api/stripe/create-temp-checkout-session); registration with a paid plan must
 * present it with the session id, and identity checks it binds that session to the e-mail and plan being
 * registered. An HMAC under a key derived from CHECKOUT_CLAIM_SECRET, a secret only billing (which signs) and
 * identity (which checks, without calling billing: services talk through Kafka) hold. It was derived from the
 * shared JWT secret until access tokens moved to identity's private key (issue 22 item 3). Billing and identity
 * must change it together; a checkout opened before a change cannot register with its claim after it.
 */
export interface CheckoutClaim {
  sessionId: string;
  email: string;
  planSlug: string;
}

const PURPOSE = 'liquify:signup-checkout-claim:v1';

const keyOf = (secret: string) => createHmac('sha256', secret).update(PURPOSE).digest();

const messageOf = (claim: CheckoutClaim) => JSON.stringify([claim.sessionId, claim.email.trim().toLowerCase(), claim.planSlug.trim().toLowerCase()]);

export function signupCheckoutSecret(secret: string, claim: CheckoutClaim): string {
  return createHmac('sha256', keyOf(secret)).update(messageOf(claim)).digest('base64url');
}

/** Whether `presented` is the secret of exactly this session, e-mail and plan (constant-time). */
export function isSignupCheckoutSecret(secret: string, claim: CheckoutClaim, presented: string): boolean {
  const expected = Buffer.from(signupCheckoutSecret(secret, claim));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
