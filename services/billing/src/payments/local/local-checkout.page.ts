/**
 * The local provider's hosted checkout page: looks and behaves like Stripe Checkout in test mode.
 * Self-contained (no external resource: inline CSS and script allowed by a per-response nonce), accessible
 * (every input labelled, errors tied to their input with aria-describedby and announced through live
 * regions), and it never keeps the card number anywhere but the input it was typed in.
 */

export interface CheckoutPageModel {
  sessionId: string;
  productName: string;
  productDescription: string;
  /** e.g. "$29.00" */
  amountLabel: string;
  /** e.g. "per month", "per year", "one-time payment" */
  intervalLabel: string;
  /** A referral discount on this payment: e.g. "Referral discount (5%)", "−$1.45", "$29.00"; null when none. */
  discount?: { label: string; amountLabel: string; fullAmountLabel: string; note: string } | null;
  /** "Subscribe to Pro" or "Pay for Early Bird" */
  heading: string;
  email: string;
  payPath: string;
  cancelUrl: string;
}

export interface MessagePageModel {
  title: string;
  text: string;
  linkHref: string;
  linkLabel: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function formatAmount(amountInCents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountInCents / 100);
  } catch {
    return `${(amountInCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export function intervalLabel(billingCycle: string): string {
  return billingCycle === 'monthly' ? 'per month' : billingCycle === 'yearly' ? 'per year' : 'one-time payment';
}

/** Security headers for the page: only its own inline code, calls to its own origin, no framing. */
export function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

const STYLES = `
*{box-sizing:border-box}
html{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Ubuntu,sans-serif;color:#1a1f36;background:#fff;-webkit-font-smoothing:antialiased}
body{margin:0}
.layout{display:flex;flex-wrap:wrap;min-height:100vh}
.summary{flex:1 1 380px;background:#f6f9fc;padding:48px 56px;border-right:1px solid #e3e8ee}
.pay{flex:1 1 420px;padding:48px 56px;max-width:560px}
.back{display:inline-flex;align-items:center;gap:8px;color:#3c4257;text-decoration:none;font-size:14px;font-weight:500}
.back:hover,.back:focus{color:#0a2540;text-decoration:underline}
.badge{display:inline-block;margin-left:8px;padding:2px 6px;border-radius:4px;background:#ffde92;color:#983705;font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
.product{margin-top:32px;color:#697386;font-size:16px;font-weight:500}
.price{margin:4px 0 0;font-size:36px;font-weight:600;letter-spacing:-.02em;color:#1a1f36}
.interval{font-size:14px;color:#697386;font-weight:500;margin-left:6px}
.discount{margin:8px 0 0;font-size:14px;color:#0e6245;font-weight:500}
.discount s{color:#697386;font-weight:400;margin-left:6px}
.discount-note{margin:2px 0 0;font-size:13px;color:#697386}
.description{color:#697386;font-size:14px;line-height:1.5;max-width:380px}
.testcards{margin-top:28px;padding:12px 14px;border:1px dashed #cfd7df;border-radius:6px;font-size:13px;color:#3c4257;line-height:1.6;max-width:380px}
.testcards code{font-family:Menlo,Consolas,monospace;font-size:12px;background:#fff;padding:1px 4px;border-radius:3px}
h1{font-size:20px;font-weight:600;margin:0 0 24px}
label,.legend{display:block;font-size:13px;font-weight:500;color:#3c4257;margin:16px 0 6px}
fieldset{border:0;padding:0;margin:0}
input{width:100%;font-size:16px;padding:10px 12px;border:1px solid #d1d9e0;border-radius:6px;color:#1a1f36;background:#fff;box-shadow:0 1px 1px rgba(0,0,0,.03)}
input:focus{outline:none;border-color:#635bff;box-shadow:0 0 0 3px rgba(99,91,255,.25)}
input[readonly]{background:#f6f9fc;color:#3c4257}
input[aria-invalid=true]{border-color:#df1b41;color:#df1b41}
.card-group{border:1px solid #d1d9e0;border-radius:6px;overflow:hidden}
.card-group input{border:0;border-radius:0;box-shadow:none}
.card-group input:focus{box-shadow:inset 0 0 0 2px rgba(99,91,255,.6)}
.card-row{display:flex;border-top:1px solid #d1d9e0}
.card-row input+input{border-left:1px solid #d1d9e0}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.field-error{color:#df1b41;font-size:13px;margin-top:6px;min-height:0}
.form-error{margin-top:16px;padding:10px 12px;border-radius:6px;background:#fff1f2;color:#b4002a;font-size:14px}
.form-error:empty{display:none}
.status{margin-top:16px;font-size:14px;color:#0a7d39}
.status:empty{display:none}
button{margin-top:24px;width:100%;padding:12px 16px;font-size:16px;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;cursor:pointer;box-shadow:0 1px 2px rgba(0,0,0,.1)}
button:hover{background:#5851e5}
button:focus-visible{outline:3px solid rgba(99,91,255,.45);outline-offset:2px}
button[disabled]{opacity:.65;cursor:progress}
.footer{margin-top:28px;font-size:12px;color:#8792a2;text-align:center}
@media (max-width:720px){.summary,.pay{padding:28px 20px;border-right:0}}
`;

/** The page's behaviour: formatting, client-side checks (the server re-checks everything), submit, redirect. */
const SCRIPT = `
(function () {
  var config = JSON.parse(document.getElementById('checkout-config').textContent);
  var form = document.getElementById('payment-form');
  var number = document.getElementById('cardNumber');
  var expiry = document.getElementById('cardExpiry');
  var cvc = document.getElementById('cardCvc');
  var name = document.getElementById('billingName');
  var button = document.getElementById('submit');
  var formError = document.getElementById('form-error');
  var status = document.getElementById('status');
  var fields = { cardNumber: number, expiry: expiry, cvc: cvc, name: name };
  var MESSAGES = {
    numberIncomplete: 'Your card number is incomplete.',
    numberInvalid: 'Your card number is invalid.',
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryPast: "Your card's expiration date is in the past.",
    expiryInvalid: "Your card's expiration date is invalid.",
    cvcIncomplete: "Your card's security code is incomplete.",
    nameMissing: 'Please enter the name on your card.'
  };

  function digits(v) { return v.replace(/\\D/g, ''); }
  function isAmex(d) { return /^3[47]/.test(d); }
  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = d.charCodeAt(d.length - 1 - i) - 48;
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return d.length > 0 && sum % 10 === 0;
  }
  function formatNumber(d) {
    if (isAmex(d)) return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
    return (d.slice(0, 19).match(/.{1,4}/g) || []).join(' ');
  }
  function setError(key, message) {
    var input = fields[key];
    var el = document.getElementById(key + '-error');
    el.textContent = message || '';
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  function clearErrors() {
    Object.keys(fields).forEach(function (k) { setError(k, ''); });
    formError.textContent = '';
  }

  number.addEventListener('input', function () {
    var d = digits(number.value).slice(0, isAmex(digits(number.value)) ? 15 : 19);
    number.value = formatNumber(d);
    setError('cardNumber', '');
  });
  expiry.addEventListener('input', function (e) {
    var d = digits(expiry.value).slice(0, 4);
    if (d.length === 1 && d > '1') d = '0' + d;
    var deleting = e && e.inputType && e.inputType.indexOf('delete') === 0;
    expiry.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
    setError('expiry', '');
  });
  cvc.addEventListener('input', function () {
    cvc.value = digits(cvc.value).slice(0, 4);
    setError('cvc', '');
  });
  name.addEventListener('input', function () { setError('name', ''); });

  function check() {
    var d = digits(number.value);
    var expected = isAmex(d) ? 15 : /^(4|5[1-5]|2[2-7]|6011|65|64[4-9])/.test(d) ? 16 : 12;
    if (!d) return ['cardNumber', MESSAGES.numberIncomplete];
    if (d.length < expected) return ['cardNumber', MESSAGES.numberIncomplete];
    if (!luhn(d)) return ['cardNumber', MESSAGES.numberInvalid];
    var e = digits(expiry.value);
    if (e.length < 4) return ['expiry', MESSAGES.expiryIncomplete];
    var month = Number(e.slice(0, 2));
    var year = 2000 + Number(e.slice(2, 4));
    if (month < 1 || month > 12) return ['expiry', MESSAGES.expiryInvalid];
    var now = new Date();
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return ['expiry', MESSAGES.expiryPast];
    if (cvc.value.length < (isAmex(d) ? 4 : 3)) return ['cvc', MESSAGES.cvcIncomplete];
    if (!name.value.trim()) return ['name', MESSAGES.nameMissing];
    return null;
  }

  var busy = false;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    clearErrors();
    var problem = check();
    if (problem) {
      setError(problem[0], problem[1]);
      fields[problem[0]].focus();
      return;
    }
    busy = true;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = 'Processing…';
    var e = digits(expiry.value);
    fetch(config.payPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ cardNumber: digits(number.value), expMonth: e.slice(0, 2), expYear: e.slice(2, 4), cvc: cvc.value, name: name.value.trim() })
    })
      .then(function (res) { return res.json().catch(function () { return {}; }).then(function (body) { return { ok: res.ok, body: body }; }); })
      .then(function (result) {
        if (result.ok && result.body && result.body.data && result.body.data.redirectUrl) {
          status.textContent = 'Payment successful. Redirecting…';
          button.textContent = 'Paid';
          window.location.assign(result.body.data.redirectUrl);
          return;
        }
        var message = (result.body && result.body.error) || 'Something went wrong. Please try again.';
        var field = result.body && result.body.details && result.body.details[0] && result.body.details[0].field;
        if (field && fields[field]) { setError(field, message); fields[field].focus(); }
        else formError.textContent = message;
        reset();
      })
      .catch(function () {
        formError.textContent = 'Network error. Please check your connection and try again.';
        reset();
      });
  });
  function reset() {
    busy = false;
    number.value = formatNumber(digits(number.value));
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.textContent = config.payLabel;
  }
})();
`;

export function renderCheckoutPage(model: CheckoutPageModel, nonce: string): string {
  const e = escapeHtml;
  const payLabel = `Pay ${model.amountLabel}`;
  const config = scriptJson({ payPath: model.payPath, payLabel });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Checkout · ${e(model.productName)}</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
<div class="layout">
  <section class="summary" aria-labelledby="summary-title">
    <a class="back" href="${e(model.cancelUrl)}"><span aria-hidden="true">←</span> Cancel and return to Liquify</a><span class="badge">Test mode</span>
    <h2 id="summary-title" class="product">${e(model.heading)}</h2>
    <p class="price" id="amount">${e(model.amountLabel)}<span class="interval">${e(model.intervalLabel)}</span></p>
    ${
      model.discount
        ? `<p class="discount" id="discount">${e(model.discount.label)}: ${e(model.discount.amountLabel)}<s aria-label="instead of ${e(model.discount.fullAmountLabel)}">${e(model.discount.fullAmountLabel)}</s></p>
    <p class="discount-note">${e(model.discount.note)}</p>`
        : ''
    }
    <p class="description">${e(model.productDescription)}</p>
    <div class="testcards" role="note" aria-label="Test cards">
      This is a test-mode checkout: no real charge is made.<br>
      Pay with <code>4242 4242 4242 4242</code>, any future date and any CVC.<br>
      <code>4000 0000 0000 0002</code> is declined.
    </div>
  </section>
  <main class="pay">
    <h1>Pay with card</h1>
    <form id="payment-form" novalidate aria-describedby="form-error">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" value="${e(model.email)}" readonly autocomplete="email">

      <fieldset>
        <legend class="legend">Card information</legend>
        <div class="card-group">
          <label for="cardNumber" class="sr-only">Card number</label>
          <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" aria-invalid="false" aria-describedby="cardNumber-error" spellcheck="false">
          <div class="card-row">
            <label for="cardExpiry" class="sr-only">Expiration date (MM / YY)</label>
            <input id="cardExpiry" name="cardExpiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" aria-invalid="false" aria-describedby="expiry-error">
            <label for="cardCvc" class="sr-only">Security code (CVC)</label>
            <input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4" aria-invalid="false" aria-describedby="cvc-error">
          </div>
        </div>
        <div id="cardNumber-error" class="field-error" role="alert" aria-live="assertive"></div>
        <div id="expiry-error" class="field-error" role="alert" aria-live="assertive"></div>
        <div id="cvc-error" class="field-error" role="alert" aria-live="assertive"></div>
      </fieldset>

      <label for="billingName">Name on card</label>
      <input id="billingName" name="billingName" autocomplete="cc-name" aria-invalid="false" aria-describedby="name-error">
      <div id="name-error" class="field-error" role="alert" aria-live="assertive"></div>

      <div id="form-error" class="form-error" role="alert" aria-live="assertive"></div>
      <button id="submit" type="submit">${e(payLabel)}</button>
      <div id="status" class="status" role="status" aria-live="polite"></div>
    </form>
    <p class="footer">Powered by Liquify local checkout · <a class="back" href="${e(model.cancelUrl)}">Cancel</a></p>
  </main>
</div>
<script type="application/json" id="checkout-config" nonce="${nonce}">${config}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}

export function renderMessagePage(model: MessagePageModel, nonce: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(model.title)}</title>
<style nonce="${nonce}">${STYLES}
.message{max-width:480px;margin:15vh auto;padding:0 24px;text-align:center}
.message a{color:#635bff;font-weight:600}</style>
</head>
<body>
<main class="message">
  <h1>${e(model.title)}</h1>
  <p>${e(model.text)}</p>
  <p><a href="${e(model.linkHref)}">${e(model.linkLabel)}</a></p>
</main>
</body>
</html>`;
}
