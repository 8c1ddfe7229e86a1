import {
  adminCreateUserRequestSchema,
  adminUpdateUserRequestSchema,
  changePasswordRequestSchema,
  listUsersQuerySchema,
  loginRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  subscriptionUpdateRequestSchema,
} from '@liquify/contracts';
import { AppException, parseInput as validate } from '@liquify/http';
import { requireObjectBody } from './validation';

/** The 400 message a body gets, or 'ok'. */
function messageFor(schema: Parameters<typeof validate>[0], body: unknown): string {
  try {
    validate(schema, body);
    return 'ok';
  } catch (err) {
    expect(err).toBeInstanceOf(AppException);
    expect((err as AppException).status).toBe(400);
    return (err as AppException).message;
  }
}

const good = { name: 'Ann Lee', email: 'ann@example.com', password: 'longenough' };

describe('registration validation (spec doc 1 §5, the spec\'s messages)', () => {
  it.each([
    [{ email: 'a@b.co', password: 'longenough' }, 'Full name is required'],
    [{ ...good, name: '   ' }, 'Full name is required'],
    [{ ...good, name: 'A' }, 'Name must be at least 2 characters long'],
    [{ name: 'Ann', password: 'longenough' }, 'Email is required'],
    [{ ...good, email: 'not-an-email' }, 'Please provide a valid email address'],
    [{ name: 'Ann', email: 'a@b.co' }, 'Password is required'],
    [{ ...good, password: 'short' }, 'Password must be at least 8 characters long'],
    [{ ...good, password: 'x'.repeat(129) }, 'Password must be at most 128 characters long'],
    [{ ...good, name: 'n'.repeat(101) }, 'Name must be at most 100 characters long'],
    [{ ...good, name: 42 }, 'Name must be text'],
    [{ ...good, role: 'admin' }, 'Unknown field: role'],
    [{ ...good, plan: 'Pro Plan!' }, 'Plan must be a plan slug'],
  ])('%j -> "%s"', (body, message) => {
    expect(messageFor(registerRequestSchema, body)).toBe(message);
  });

  it('trims the name and lowercases and trims the email', () => {
    expect(validate(registerRequestSchema, { ...good, name: '  Ann Lee ', email: '  Ann@Example.COM ' })).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com' });
  });
});

describe('other bodies', () => {
  it('sign-in needs both values', () => {
    expect(messageFor(loginRequestSchema, {})).toBe('Please provide both email and password');
    expect(messageFor(loginRequestSchema, { email: 'a@b.co', password: '' })).toBe('Please provide both email and password');
  });

  it('a new password has at least 8 characters', () => {
    expect(messageFor(changePasswordRequestSchema, { currentPassword: 'whatever1', newPassword: 'short' })).toBe('Password must be at least 8 characters long');
    expect(messageFor(changePasswordRequestSchema, { newPassword: 'longenough' })).toBe('Current password is required');
  });

  it('the admin user form quotes doc 3 §5', () => {
    expect(messageFor(adminCreateUserRequestSchema, { password: 'secret1', name: 'N' })).toBe('Email is required');
    expect(messageFor(adminCreateUserRequestSchema, { email: 'x', password: 'secret1', name: 'N' })).toBe('Please enter a valid email address');
    expect(messageFor(adminCreateUserRequestSchema, { email: 'a@b.co', name: 'N' })).toBe('Password is required');
    expect(messageFor(adminCreateUserRequestSchema, { email: 'a@b.co', password: '12345', name: 'N' })).toBe('Password must be at least 6 characters long');
    expect(messageFor(adminCreateUserRequestSchema, { email: 'a@b.co', password: '123456' })).toBe('Name is required');
    expect(messageFor(adminCreateUserRequestSchema, { email: 'a@b.co', password: '123456', name: 'N', role: 'root' })).toBe('Role must be one of user, admin, moderator');
  });

  it('an admin edit leaves an empty password out', () => {
    expect(validate(adminUpdateUserRequestSchema, { password: '', name: 'New' })).toEqual({ name: 'New' });
    expect(messageFor(adminUpdateUserRequestSchema, { password: '123' })).toBe('Password must be at least 6 characters long');
  });

  it('a profile website must be a URL and a profile has no other fields', () => {
    expect(messageFor(profileUpdateRequestSchema, { website: 'not a url' })).toBe('Website must be a valid URL (http:// or https://)');
    expect(messageFor(profileUpdateRequestSchema, { website: 'https://shop.example.com' })).toBe('ok');
    expect(messageFor(profileUpdateRequestSchema, { role: 'admin' })).toBe('Unknown field: role');
    expect(messageFor(profileUpdateRequestSchema, { bio: 'b'.repeat(1001) })).toBe('Bio must be at most 1000 characters long');
  });

  it('a subscription change checks feature types and unknown feature keys', () => {
    expect(messageFor(subscriptionUpdateRequestSchema, { subscription: { features: { storeLimit: -2 } } })).not.toBe('ok');
    expect(messageFor(subscriptionUpdateRequestSchema, { subscription: { features: { unicorns: 1 } } })).toBe('Unknown field: unicorns');
    expect(validate(subscriptionUpdateRequestSchema, { subscription: { features: { storeLimit: 4 } } })).toEqual({ subscription: { features: { storeLimit: 4 } } });
  });

  it('the user list accepts "all" and empty filters and refuses others', () => {
    expect(validate(listUsersQuerySchema, { role: 'all', status: '' })).toEqual({ page: 1, limit: 20 });
    expect(messageFor(listUsersQuerySchema, { limit: '1000' })).not.toBe('ok');
    expect(messageFor(listUsersQuerySchema, { status: 'gone' })).not.toBe('ok');
  });

  it('a body must be a JSON object', () => {
    expect(() => requireObjectBody([1, 2])).toThrow('Request body must be a JSON object');
    expect(() => requireObjectBody('text')).toThrow('Request body must be a JSON object');
    expect(requireObjectBody(undefined)).toEqual({});
  });
});
