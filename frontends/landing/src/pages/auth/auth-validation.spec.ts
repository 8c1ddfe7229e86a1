import { isValidEmail, validateCreateAccount, validateCredentials } from './auth-validation';

describe('sign-in and sign-up step 1 (spec 1 §5), first error only', () => {
  const signIn = (email: string, password: string) => validateCredentials({ email, password }, { signUp: false });
  const signUp = (name: string, email: string, password: string) =>
    validateCredentials({ name, email, password }, { signUp: true });

  it("says 'Email is required' first", () => {
    expect(signIn('', '')).toEqual({ field: 'email', message: 'Email is required' });
    expect(signIn('   ', 'secret1')).toEqual({ field: 'email', message: 'Email is required' });
  });
  it("says 'Please enter a valid email address' for a malformed address", () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com']) {
      expect(signIn(email, 'secret1')).toEqual({ field: 'email', message: 'Please enter a valid email address' });
    }
  });
  it("says 'Password is required'", () => {
    expect(signIn('ada@example.com', '')).toEqual({ field: 'password', message: 'Password is required' });
  });
  it("says 'Password must be at least 6 characters long'", () => {
    expect(signIn('ada@example.com', '12345')).toEqual({
      field: 'password',
      message: 'Password must be at least 6 characters long',
    });
    expect(signIn('ada@example.com', '123456')).toBeNull();
  });
  it("asks for the name on sign-up only: 'Full name is required'", () => {
    expect(signUp('  ', 'ada@example.com', '123456')).toEqual({ field: 'name', message: 'Full name is required' });
    expect(signIn('ada@example.com', '123456')).toBeNull();
    expect(signUp('Ada', ' Ada@Example.com ', '123456')).toBeNull();
  });
  it('accepts a simple valid address', () => {
    expect(isValidEmail('ada.lovelace+shop@example.co.uk')).toBe(true);
  });
});

describe("'Create Account' (step 2)", () => {
  const valid = { planSlug: 'pro', name: 'Ada', email: 'ada@example.com', password: '12345678' };
  it("needs a plan: 'Please select a plan to continue'", () => {
    expect(validateCreateAccount({ ...valid, planSlug: null })).toEqual({
      field: 'plan',
      message: 'Please select a plan to continue',
    });
  });
  it("needs a name of 2 characters: 'Name must be at least 2 characters long'", () => {
    expect(validateCreateAccount({ ...valid, name: ' A ' })?.message).toBe('Name must be at least 2 characters long');
  });
  it("needs a valid email: 'Please provide a valid email address'", () => {
    expect(validateCreateAccount({ ...valid, email: 'nope' })?.message).toBe('Please provide a valid email address');
  });
  it("needs 8 password characters: 'Password must be at least 8 characters long'", () => {
    expect(validateCreateAccount({ ...valid, password: '1234567' })?.message).toBe(
      'Password must be at least 8 characters long',
    );
  });
  it('passes a complete form', () => {
    expect(validateCreateAccount(valid)).toBeNull();
  });
});
