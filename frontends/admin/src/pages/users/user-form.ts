import { FALLBACK_PLAN_SLUG } from '@liquify/contracts/rules';
/** The user form's rules (doc 3 §5) and the payload it sends (doc 3 §7). */
export const USER_ROLES = ['user', 'admin', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A plan as the form lists it (from GET /admin/plans: every plan, early-bird, custom and inactive ones included). */
export interface PlanChoice {
  slug: string;
  name: string;
  isActive: boolean;
}

export interface PlanOption {
  value: string;
  label: string;
}

/**
 * The form's plan list (issue 21 item 13): the plans billing has, in its order. A user's current plan that no
 * longer exists stays selectable as itself (saving the form then keeps it), but is never offered to others.
 */
export function planOptions(plans: readonly PlanChoice[], current: string): PlanOption[] {
  const options = plans.map((p) => ({ value: p.slug, label: `${p.name} (${p.slug})${p.isActive ? '' : ' - inactive'}` }));
  if (current && !plans.some((p) => p.slug === current)) options.push({ value: current, label: `${current} (current, not an existing plan)` });
  return options;
}

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  role: string;
  plan: string;
  /** 'Active Subscription': active when checked, inactive otherwise (doc 3 §4). */
  activeSubscription: boolean;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;
export type UserFormMode = 'create' | 'edit';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

export const EMPTY_USER_FORM: UserFormValues = { name: '', email: '', password: '', role: 'user', plan: FALLBACK_PLAN_SLUG, activeSubscription: true };

export function validateUserForm(values: UserFormValues, mode: UserFormMode): UserFormErrors {
  const errors: UserFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  if (mode === 'create') {
    if (!values.password) errors.password = 'Password is required';
    else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'Password must be at least 6 characters long';
  } else if (values.password && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = 'Password must be at least 6 characters long';
  }
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.role) errors.role = 'Role is required';
  if (!values.plan) errors.plan = 'Plan is required';
  return errors;
}

export interface UserPayload {
  email: string;
  name: string;
  role: UserRole;
  password?: string;
  subscription: { plan: string; status: 'active' | 'inactive' };
}
/** What a create sends: the password is required. */
export type NewUserPayload = UserPayload & { password: string };

/** POST /users and PUT /users/{id} bodies: on edit an empty password is left out. */
export function userPayload(values: UserFormValues, mode: 'create'): NewUserPayload;
export function userPayload(values: UserFormValues, mode: UserFormMode): UserPayload;
export function userPayload(values: UserFormValues, mode: UserFormMode): UserPayload {
  const payload: UserPayload = {
    email: values.email.trim(),
    name: values.name.trim(),
    // The form's select offers USER_ROLES only (and a user's own role, one of them).
    role: values.role as UserRole,
    subscription: { plan: values.plan, status: values.activeSubscription ? 'active' : 'inactive' },
  };
  if (mode === 'create' || values.password) payload.password = values.password;
  return payload;
}

/** Subscription column (doc 3 §2): no subscription 'No Plan'; a known status as is; anything else 'Unknown'. */
export function subscriptionLabel(subscription: { status?: string | null } | null | undefined): string {
  if (!subscription || !subscription.status) return 'No Plan';
  const labels: Record<string, string> = { active: 'Active', inactive: 'Inactive', cancelled: 'Cancelled' };
  return labels[subscription.status] ?? 'Unknown';
}
