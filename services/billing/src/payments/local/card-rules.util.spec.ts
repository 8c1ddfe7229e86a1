import { CARD_MESSAGES, cardBrand, checkCard, passesLuhn } from './card-rules.util';

const now = new Date('2026-06-15T00:00:00Z');
const valid = { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: '34', cvc: '123', name: 'Ada Lovelace' };

describe('local checkout card rules', () => {
  it('accepts 4242 4242 4242 4242 with a future expiry, keeping only brand and last 4', () => {
    expect(checkCard(valid, now)).toEqual({ ok: true, brand: 'visa', last4: '4242' });
  });

  it("declines 4000 0000 0000 0002 with 'Your card was declined.'", () => {
    expect(checkCard({ ...valid, cardNumber: '4000 0000 0000 0002' }, now)).toMatchObject({ ok: false, kind: 'declined', message: 'Your card was declined.', code: 'card_declined' });
  });

  it("answers 'Your card number is invalid.' for a number failing the Luhn check", () => {
    expect(checkCard({ ...valid, cardNumber: '4242 4242 4242 4241' }, now)).toMatchObject({ ok: false, kind: 'invalid', field: 'cardNumber', message: 'Your card number is invalid.' });
    expect(checkCard({ ...valid, cardNumber: '4242-abcd-4242-4242' }, now)).toMatchObject({ message: CARD_MESSAGES.numberInvalid });
  });

  it('asks for the rest of an incomplete number, the expiry, the CVC and the name', () => {
    expect(checkCard({ ...valid, cardNumber: '' }, now)).toMatchObject({ field: 'cardNumber', message: CARD_MESSAGES.numberIncomplete });
    expect(checkCard({ ...valid, cardNumber: '4242 4242' }, now)).toMatchObject({ field: 'cardNumber', message: CARD_MESSAGES.numberIncomplete });
    expect(checkCard({ ...valid, expYear: '' }, now)).toMatchObject({ field: 'expiry', message: CARD_MESSAGES.expiryIncomplete });
    expect(checkCard({ ...valid, expMonth: '13' }, now)).toMatchObject({ field: 'expiry', message: CARD_MESSAGES.expiryInvalid });
    expect(checkCard({ ...valid, cvc: '12' }, now)).toMatchObject({ field: 'cvc', message: CARD_MESSAGES.cvcIncomplete });
    expect(checkCard({ ...valid, name: '  ' }, now)).toMatchObject({ field: 'name', message: CARD_MESSAGES.nameMissing });
  });

  it('refuses an expiry in the past, accepts the current month and 4-digit years', () => {
    expect(checkCard({ ...valid, expMonth: '5', expYear: '2026' }, now)).toMatchObject({ message: CARD_MESSAGES.expiryPast });
    expect(checkCard({ ...valid, expMonth: 6, expYear: 2026 }, now)).toMatchObject({ ok: true });
    expect(checkCard({ ...valid, expMonth: '01', expYear: '25' }, now)).toMatchObject({ message: CARD_MESSAGES.expiryPast });
  });

  it('wants a 4-digit CVC for American Express', () => {
    const amex = { ...valid, cardNumber: '3782 822463 10005' };
    expect(checkCard({ ...amex, cvc: '123' }, now)).toMatchObject({ field: 'cvc' });
    expect(checkCard({ ...amex, cvc: '1234' }, now)).toEqual({ ok: true, brand: 'amex', last4: '0005' });
  });

  it('behaves like Stripe test mode for other test cards and for real card numbers', () => {
    expect(checkCard({ ...valid, cardNumber: '4000000000009995' }, now)).toMatchObject({ kind: 'declined', message: CARD_MESSAGES.insufficientFunds });
    expect(checkCard({ ...valid, cardNumber: '4000000000000069' }, now)).toMatchObject({ kind: 'declined', message: CARD_MESSAGES.expiredCard });
    expect(checkCard({ ...valid, cardNumber: '5555 5555 5555 4444' }, now)).toMatchObject({ ok: true, brand: 'mastercard' });
    // Luhn-valid but not a test card
    expect(checkCard({ ...valid, cardNumber: '4111 1111 1111 1111' }, now)).toMatchObject({ kind: 'declined', declineCode: 'test_mode_live_card' });
  });

  it('checks the checksum and brands', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('9999')).toBe('unknown');
  });
});
