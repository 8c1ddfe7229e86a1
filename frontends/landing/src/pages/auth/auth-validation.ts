/**
 * Client validation of the auth page (spec 1 §5). Each validator returns only the first error.
 */

export const AUTH_VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  nameRequired: 'Full name is required',
  planRequired: 'Please select a plan to continue',
  nameTooShort: 'Name must be at least 2 characters long',
  emailInvalidOnSubmit: 'Please provide a valid email address',
  passwordTooShortOnSubmit: 'Password must be at least 8 characters long',
} as const;

/** Password minimum on the first check (sign-in, sign-up step 1) and on final submission. */
export const PASSWORD_MIN_FIRST_CHECK = 6;
export const PASSWORD_MIN_ON_SUBMIT = 8;
export const NAME_MIN = 2;

/** A simple address pattern: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export type CredentialsField = 'name' | 'email' | 'password';

export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

export interface CredentialsInput {
  name?: string;
  email: string;
  password: string;
}

/** Sign-in, and sign-up step 1 when `signUp` is true. */
export function validateCredentials(
  input: CredentialsInput,
  { signUp }: { signUp: boolean },
): FieldError<CredentialsField> | null {
  const email = input.email.trim();
  if (!email) return { field: 'email', message: AUTH_VALIDATION_MESSAGES.emailRequired };
  if (!isValidEmail(email)) return { field: 'email', message: AUTH_VALIDATION_MESSAGES.emailInvalid };
  if (!input.password) return { field: 'password', message: AUTH_VALIDATION_MESSAGES.passwordRequired };
  if (input.password.length < PASSWORD_MIN_FIRST_CHECK) {
    return { field: 'password', message: AUTH_VALIDATION_MESSAGES.passwordTooShort };
  }
  if (signUp && !(input.name ?? '').trim()) return { field: 'name', message: AUTH_VALIDATION_MESSAGES.nameRequired };
  return null;
}

export interface CreateAccountInput {
  planSlug: string | null | undefined;
  name: string;
  email: string;
  password: string;
}

/** Step 2, 'Create Account'. */
export function validateCreateAccount(input: CreateAccountInput): FieldError<'plan' | CredentialsField> | null {
  if (!input.planSlug) return { field: 'plan', message: AUTH_VALIDATION_MESSAGES.planRequired };
  if (input.name.trim().length < NAME_MIN) return { field: 'name', message: AUTH_VALIDATION_MESSAGES.nameTooShort };
  if (!isValidEmail(input.email)) return { field: 'email', message: AUTH_VALIDATION_MESSAGES.emailInvalidOnSubmit };
  if (input.password.length < PASSWORD_MIN_ON_SUBMIT) {
    return { field: 'password', message: AUTH_VALIDATION_MESSAGES.passwordTooShortOnSubmit };
  }
  return null;
}
