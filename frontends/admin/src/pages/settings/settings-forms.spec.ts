import { formResult } from '../../testing/form-schema';
import { earlyBirdCodeFormSchema, earlyBirdLimitsFormSchema, localToInstant, supportEmailFormSchema } from './settings-forms';

describe("/admin/settings' form schemas (the billing and support contracts' rules)", () => {
  it('adds a trimmed code with no limits when both limit fields are empty', () => {
    expect(formResult(earlyBirdCodeFormSchema, { code: '  spring-27 ', maxUses: '', expiresAt: '' }).payload).toEqual({ code: 'spring-27', limits: { maxUses: null, expiresAt: null } });
  });

  it("refuses a malformed code and a bad limit with the contract's messages", () => {
    expect(formResult(earlyBirdCodeFormSchema, { code: 'x!', maxUses: '0', expiresAt: 'soon' }).errors).toEqual({
      code: 'A code is 3 to 40 letters, digits, hyphens or underscores',
      maxUses: 'Max uses must be a whole number from 1 to 1,000,000, or empty for no limit',
      expiresAt: expect.any(String),
    });
  });

  it("sends the expiry typed in the browser's local time as an ISO instant", () => {
    expect(localToInstant(' 2027-01-31T18:30 ')).toBe(new Date('2027-01-31T18:30').toISOString());
    expect(localToInstant('')).toBe('');
    expect(formResult(earlyBirdLimitsFormSchema, { maxUses: '10', expiresAt: '2027-01-31T18:30' }).payload).toEqual({ maxUses: 10, expiresAt: new Date('2027-01-31T18:30').toISOString() });
  });

  it("trims and lower-cases the support e-mail, or says 'Please enter a valid email address'", () => {
    expect(formResult(supportEmailFormSchema, { email: ' Desk@Shop.test ' }).payload).toEqual({ email: 'desk@shop.test' });
    expect(formResult(supportEmailFormSchema, { email: 'desk@' }).errors).toEqual({ email: 'Please enter a valid email address' });
  });
});
