import { uniqueName } from '@liquify/testing';
import type { BillingTestApp } from './billing-test-app';

const card = { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: String((new Date().getFullYear() + 3) % 100), cvc: '123', name: 'Ada Lovelace' };

/**
 * A paid sign-up through the local checkout, as a customer would make it; `n` keeps each call's client
 * address apart (the checkout's rate limit), `net` a suite's addresses apart from another's.
 */
export async function paidSignup(t: BillingTestApp, planId: string, n: number, net = 40) {
  const opened = await t.inject({
    method: 'POST',
    url: '/api/stripe/create-temp-checkout-session',
    payload: { planId, userEmail: `${uniqueName('buyer')}@liquify.test`, userName: 'Paying Customer', password: 'Sup3r-Secret-Passw0rd!' },
    headers: { 'x-forwarded-for': `10.${net}.0.${n}` },
  });
  expect(opened.status).toBe(200);
  const paid = await t.inject({ method: 'POST', url: `/api/stripe/local-checkout/${opened.body.data.id}/pay`, payload: card, headers: { 'x-forwarded-for': `10.${net + 1}.0.${n}` } });
  expect(paid.status).toBe(200);
}
