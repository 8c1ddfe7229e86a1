import { createHmac } from 'node:crypto';
import { isSignupCheckoutSecret, signupCheckoutSecret } from './checkout-claim';

describe('the secret of a paid sign-up checkout (issue 21 item 11)', () => {
  const SECRET = 'x'.repeat(32);
  const claim = { sessionId: 'cs_local_1', email: 'ada@example.com', planSlug: 'pro' };

  it('accepts the secret of this session, e-mail (any case) and plan', () => {
    const secret = signupCheckoutSecret(SECRET, claim);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isSignupCheckoutSecret(SECRET, { ...claim, email: ' Ada@Example.com ' }, secret)).toBe(true);
  });

  it('refuses it for another session, e-mail or plan, under another key, and any other string', () => {
    const secret = signupCheckoutSecret(SECRET, claim);
    expect(isSignupCheckoutSecret(SECRET, { ...claim, sessionId: 'cs_local_2' }, secret)).toBe(false);
    expect(isSignupCheckoutSecret(SECRET, { ...claim, email: 'eve@example.com' }, secret)).toBe(false);
    expect(isSignupCheckoutSecret(SECRET, { ...claim, planSlug: 'enterprise' }, secret)).toBe(false);
    expect(isSignupCheckoutSecret('y'.repeat(32), claim, secret)).toBe(false);
    for (const other of ['', 'short', secret.slice(1), `${secret}x`, secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      expect(isSignupCheckoutSecret(SECRET, claim, other)).toBe(false);
    }
  });

  it('is not the plain HMAC of the claim under the secret (a key of its own, derived under its purpose label)', () => {
    const plain = createHmac('sha256', SECRET).update(JSON.stringify([claim.sessionId, claim.email, claim.planSlug])).digest('base64url');
    expect(signupCheckoutSecret(SECRET, claim)).not.toBe(plain);
  });
});
