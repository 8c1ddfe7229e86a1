/**
 * The local checkout's card rules: Stripe test-mode behaviour (https://docs.stripe.com/testing) for the
 * cards people know. Pure functions: the server decides with them; the page repeats the format checks
 * for instant feedback. A card number is never logged or stored (only brand and last 4 digits).
 */

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameMissing: 'Please enter the name on your card.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  notATestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';
export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name';

export interface CardInput {
  cardNumber: string;
  expMonth: string | number;
  expYear: string | number;
  cvc: string;
  name: string;
}

export type CardOutcome =
  | { ok: true; brand: CardBrand; last4: string }
  | { ok: false; kind: 'invalid'; field: CardField; code: string; message: string }
  | { ok: false; kind: 'declined'; code: string; declineCode: string; message: string };

/** Stripe test cards and what paying with them does. */
const TEST_CARDS: Record<string, { outcome: 'success' } | { outcome: 'declined'; code: string; declineCode: string; message: string }> = {
  '4242424242424242': { outcome: 'success' },
  '4000056655665556': { outcome: 'success' },
  '5555555555554444': { outcome: 'success' },
  '2223003122003222': { outcome: 'success' },
  '378282246310005': { outcome: 'success' },
  '6011111111111117': { outcome: 'success' },
  '4000000000000002': { outcome: 'declined', code: 'card_declined', declineCode: 'generic_decline', message: CARD_MESSAGES.declined },
  '4000000000009995': { outcome: 'declined', code: 'card_declined', declineCode: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds },
  '4000000000000069': { outcome: 'declined', code: 'expired_card', declineCode: 'expired_card', message: CARD_MESSAGES.expiredCard },
  '4000000000000127': { outcome: 'declined', code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: CARD_MESSAGES.incorrectCvc },
  '4000000000000119': { outcome: 'declined', code: 'processing_error', declineCode: 'processing_error', message: CARD_MESSAGES.processingError },
};

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn checksum (mod 10). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Expected number length for the brand (Amex 15, others 16; unknown 12-19). */
export function expectedLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : brand === 'unknown' ? 12 : 16;
}

/** "1" / "01" / 1 -> 1; NaN when not a month-like number. */
function toInt(value: string | number): number {
  const text = String(value).trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
}

/** Validates the form like Stripe Checkout, then applies the test card's outcome. */
export function checkCard(input: CardInput, now = new Date()): CardOutcome {
  const digits = digitsOnly(input.cardNumber ?? '');
  const invalid = (field: CardField, code: string, message: string): CardOutcome => ({ ok: false, kind: 'invalid', field, code, message });

  if (digits === '') return invalid('cardNumber', 'incomplete_number', CARD_MESSAGES.numberIncomplete);
  if (!/^\d+$/.test(digits) || digits.length > 19) return invalid('cardNumber', 'invalid_number', CARD_MESSAGES.numberInvalid);
  const brand = cardBrand(digits);
  if (digits.length < expectedLength(brand)) return invalid('cardNumber', 'incomplete_number', CARD_MESSAGES.numberIncomplete);
  if (!passesLuhn(digits)) return invalid('cardNumber', 'invalid_number', CARD_MESSAGES.numberInvalid);

  const rawMonth = String(input.expMonth ?? '').trim();
  const rawYear = String(input.expYear ?? '').trim();
  if (rawMonth === '' || rawYear === '') return invalid('expiry', 'incomplete_expiry', CARD_MESSAGES.expiryIncomplete);
  const month = toInt(rawMonth);
  let year = toInt(rawYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return invalid('expiry', 'invalid_expiry', CARD_MESSAGES.expiryInvalid);
  if (rawYear.length === 2) year += 2000;
  else if (rawYear.length !== 4) return invalid('expiry', 'incomplete_expiry', CARD_MESSAGES.expiryIncomplete);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return invalid('expiry', 'invalid_expiry_year', CARD_MESSAGES.expiryPast);
  if (year > thisYear + 50) return invalid('expiry', 'invalid_expiry', CARD_MESSAGES.expiryInvalid);

  const cvc = (input.cvc ?? '').trim();
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) return invalid('cvc', 'incomplete_cvc', CARD_MESSAGES.cvcIncomplete);

  if ((input.name ?? '').trim() === '') return invalid('name', 'missing_name', CARD_MESSAGES.nameMissing);

  const card = TEST_CARDS[digits];
  if (!card) return { ok: false, kind: 'declined', code: 'card_declined', declineCode: 'test_mode_live_card', message: CARD_MESSAGES.notATestCard };
  if (card.outcome === 'declined') return { ok: false, kind: 'declined', code: card.code, declineCode: card.declineCode, message: card.message };
  return { ok: true, brand, last4: digits.slice(-4) };
}
