import { formResult } from '../../testing/form-schema';
import { EMPTY_USER_FORM, planOptions, subscriptionLabel, userFormSchema, type UserFormMode, type UserFormValues } from './user-form';

/** The form's field messages, as the dialog shows them ({} when it would submit). */
const validateUserForm = (values: UserFormValues, mode: UserFormMode) => formResult(userFormSchema(mode), values).errors ?? {};
/** What the dialog submits. */
const userPayload = (values: UserFormValues, mode: UserFormMode) => {
  const result = formResult(userFormSchema(mode), values);
  if (!result.payload) throw new Error(JSON.stringify(result.errors));
  return result.payload;
};

const valid: UserFormValues = { name: 'Ada', email: 'ada@example.com', password: 'secret1', role: 'user', plan: 'pro', activeSubscription: true };

describe('user form rules (doc 3 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateUserForm(valid, 'create')).toEqual({});
  });
  it("requires the email ('Email is required') and a valid one ('Please enter a valid email address')", () => {
    expect(validateUserForm({ ...valid, email: ' ' }, 'create').email).toBe('Email is required');
    expect(validateUserForm({ ...valid, email: 'ada@' }, 'create').email).toBe('Please enter a valid email address');
  });
  it('requires a password of at least 6 characters on create', () => {
    expect(validateUserForm({ ...valid, password: '' }, 'create').password).toBe('Password is required');
    expect(validateUserForm({ ...valid, password: '12345' }, 'create').password).toBe('Password must be at least 6 characters long');
    expect(validateUserForm({ ...valid, password: '123456' }, 'create').password).toBeUndefined();
  });
  it('allows an empty password on edit, but not a short one', () => {
    expect(validateUserForm({ ...valid, password: '' }, 'edit')).toEqual({});
    expect(validateUserForm({ ...valid, password: 'abc' }, 'edit').password).toBe('Password must be at least 6 characters long');
  });
  it("requires the name ('Name is required'), the role and the plan", () => {
    const errors = validateUserForm({ ...EMPTY_USER_FORM, role: '', plan: '' }, 'create');
    expect(errors).toMatchObject({ name: 'Name is required', role: 'Role is required', plan: 'Plan is required' });
  });
});

describe('user payload (doc 3 §7)', () => {
  it('leaves an empty password out on edit', () => {
    expect(userPayload({ ...valid, password: '' }, 'edit')).not.toHaveProperty('password');
    expect(userPayload(valid, 'edit').password).toBe('secret1');
  });
  it("maps 'Active Subscription' to active or inactive", () => {
    expect(userPayload(valid, 'create').subscription).toEqual({ plan: 'pro', status: 'active' });
    expect(userPayload({ ...valid, activeSubscription: false }, 'create').subscription.status).toBe('inactive');
  });
});

describe('subscription display', () => {
  it("shows 'No Plan' without a subscription and 'Unknown' for an unrecognised status", () => {
    expect(subscriptionLabel(undefined)).toBe('No Plan');
    expect(subscriptionLabel({ status: null })).toBe('No Plan');
    expect(subscriptionLabel({ status: 'active' })).toBe('Active');
    expect(subscriptionLabel({ status: 'past_due' })).toBe('Unknown');
  });
});

describe('planOptions (issue 21 item 13)', () => {
  const plans = [
    { slug: 'free', name: 'Free', isActive: true },
    { slug: 'early-bird', name: 'Early Bird', isActive: true },
    { slug: 'old-pro', name: 'Old Pro', isActive: false },
  ];

  it('lists every plan billing has, in its order, marking inactive ones', () => {
    expect(planOptions(plans, 'free')).toEqual([
      { value: 'free', label: 'Free (free)' },
      { value: 'early-bird', label: 'Early Bird (early-bird)' },
      { value: 'old-pro', label: 'Old Pro (old-pro) - inactive' },
    ]);
  });

  it("keeps a user's current plan that no longer exists selectable as itself, and only then", () => {
    expect(planOptions(plans, 'basic').at(-1)).toEqual({ value: 'basic', label: 'basic (current, not an existing plan)' });
    expect(planOptions(plans, 'early-bird')).toHaveLength(3);
    expect(planOptions([], '')).toEqual([]);
  });
});
