import { BillingErrorCodes } from './billing.errors';

describe('BillingErrorCodes (issue #27 item 4)', () => {
  it.each(Object.keys(BillingErrorCodes))('%s has a message for people, not its code', (code) => {
    const error = BillingErrorCodes[code as keyof typeof BillingErrorCodes]();
    expect(error.message).not.toBe(code);
    expect(error.message).not.toMatch(/^[A-Z0-9_]+$/);
  });
});
