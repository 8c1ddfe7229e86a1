/**
 * @jest-environment jsdom
 */
import { escapeHtml, formatAmount, intervalLabel, pageHeaders, renderCheckoutPage } from './local-checkout.page';

const model = {
  sessionId: 'cs_local_abc',
  productName: 'Pro <b>',
  productDescription: 'Unlimited modules',
  heading: 'Subscribe to Pro <b>',
  amountLabel: '$29.00',
  intervalLabel: 'per month',
  email: 'ada@liquify.test',
  payPath: '/api/stripe/local-checkout/cs_local_abc/pay',
  cancelUrl: 'http://localhost:8080/auth/cancel',
};

type FetchCall = { url: string; init: { body: string } };
let calls: FetchCall[];
let answer: { status: number; body: unknown };

function mount() {
  const html = renderCheckoutPage(model, 'nonce123');
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html lang="en">/, '').replace(/<\/html>\s*$/, '');
  calls = [];
  (window as unknown as { fetch: unknown }).fetch = (url: string, init: { body: string }) => {
    calls.push({ url, init });
    return Promise.resolve({ ok: answer.status < 400, status: answer.status, json: () => Promise.resolve(answer.body) });
  };
  const script = [...document.querySelectorAll('script')].find((s) => !s.type)!;
  window.eval(script.textContent!);
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
function type(id: string, value: string) {
  const input = $<HTMLInputElement>(id);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const submit = () => $<HTMLFormElement>('payment-form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const flush = () => new Promise((r) => setTimeout(r, 0));
function fillValid() {
  type('cardNumber', '4242424242424242');
  type('cardExpiry', '1234');
  type('cardCvc', '123');
  type('billingName', 'Ada Lovelace');
}

describe('the local checkout page', () => {
  beforeEach(() => {
    answer = { status: 200, body: { success: true, data: { redirectUrl: 'http://localhost:8080/onboarding?session_id=cs_local_abc&payment_success=true' } } };
    mount();
  });

  it('escapes what it shows and labels every input', () => {
    expect(document.querySelector('h2')!.textContent).toBe('Subscribe to Pro <b>');
    for (const id of ['email', 'cardNumber', 'cardExpiry', 'cardCvc', 'billingName']) expect(document.querySelector(`label[for="${id}"]`)).not.toBeNull();
    expect($<HTMLInputElement>('email').value).toBe('ada@liquify.test');
    expect($('submit').textContent).toBe('Pay $29.00');
  });

  it('formats the card number in groups of four (Amex 4-6-5) and the expiry as MM / YY', () => {
    type('cardNumber', '4242424242424242');
    expect($<HTMLInputElement>('cardNumber').value).toBe('4242 4242 4242 4242');
    type('cardNumber', '378282246310005');
    expect($<HTMLInputElement>('cardNumber').value).toBe('3782 822463 10005');
    type('cardExpiry', '1234');
    expect($<HTMLInputElement>('cardExpiry').value).toBe('12 / 34');
    type('cardCvc', '12a34');
    expect($<HTMLInputElement>('cardCvc').value).toBe('1234');
  });

  it("announces 'Your card number is invalid.' next to the field for a number failing Luhn, without calling the server", () => {
    fillValid();
    type('cardNumber', '4242424242424241');
    submit();
    expect($('cardNumber-error').textContent).toBe('Your card number is invalid.');
    expect($('cardNumber-error').getAttribute('role')).toBe('alert');
    expect($('cardNumber').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    type('cardNumber', '4242424242424242');
    expect($('cardNumber-error').textContent).toBe('');
  });

  it('asks for the expiry and the CVC before paying', () => {
    type('cardNumber', '4242424242424242');
    submit();
    expect($('expiry-error').textContent).toBe("Your card's expiration date is incomplete.");
    type('cardExpiry', '1234');
    submit();
    expect($('cvc-error').textContent).toBe("Your card's security code is incomplete.");
  });

  it('pays with the digits only and announces the success', async () => {
    fillValid();
    submit();
    expect($('submit').hasAttribute('disabled')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/stripe/local-checkout/cs_local_abc/pay');
    expect(JSON.parse(calls[0].init.body)).toEqual({ cardNumber: '4242424242424242', expMonth: '12', expYear: '34', cvc: '123', name: 'Ada Lovelace' });
    await flush();
    await flush();
    expect($('status').textContent).toBe('Payment successful. Redirecting…');
  });

  it('shows a decline in the alert region and lets the customer try again', async () => {
    answer = { status: 402, body: { success: false, error: 'Your card was declined.' } };
    fillValid();
    submit();
    await flush();
    await flush();
    expect($('form-error').textContent).toBe('Your card was declined.');
    expect($('submit').hasAttribute('disabled')).toBe(false);
    expect($('submit').textContent).toBe('Pay $29.00');
  });

  it("puts a server field error next to its field", async () => {
    answer = { status: 400, body: { success: false, error: "Your card's security code is incomplete.", details: [{ field: 'cvc', message: 'x' }] } };
    fillValid();
    submit();
    await flush();
    await flush();
    expect($('cvc-error').textContent).toBe("Your card's security code is incomplete.");
  });
});

describe('page helpers', () => {
  it('formats amounts and intervals, escapes HTML, and locks the page down with a nonce CSP', () => {
    expect(formatAmount(2900, 'usd')).toBe('$29.00');
    expect(formatAmount(9900, 'EUR')).toBe('€99.00');
    expect(intervalLabel('monthly')).toBe('per month');
    expect(intervalLabel('lifetime')).toBe('one-time payment');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const headers = pageHeaders('n1');
    expect(headers['content-security-policy']).toContain("script-src 'nonce-n1'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cache-control']).toBe('no-store');
  });
});
