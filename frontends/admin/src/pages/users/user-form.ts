import { adminCreateUserRequestSchema, adminSubscriptionInput, adminUpdateUserRequestSchema, roleSchema } from '@liquify/contracts';
import { FALLBACK_PLAN_SLUG } from '@liquify/contracts/rules';
import { z } from 'zod';
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

export type UserFormMode = 'create' | 'edit';

export const EMPTY_USER_FORM: UserFormValues = { name: '', email: '', password: '', role: 'user', plan: FALLBACK_PLAN_SLUG, activeSubscription: true };

export interface UserPayload {
  email: string;
  name: string;
  role: UserRole;
  password?: string;
  subscription: { plan: string; status: 'active' | 'inactive' };
}
/** What a create sends: the password is required. */
export type NewUserPayload = UserPayload & { password: string };

const create = adminCreateUserRequestSchema.shape;
const update = adminUpdateUserRequestSchema.shape;

/**
 * The user form's schema (react-hook-form resolver), field by field the identity contract's rules and messages
 * (doc 3 §5): email, name and role as POST /users checks them, the plan as a subscription's; the password is
 * required on create, and on edit an empty one is left out of the payload (doc 3 §7).
 */
export function userFormSchema(mode: UserFormMode) {
  return z
    .object({
      name: create.name,
      email: create.email,
      password: mode === 'create' ? create.password : update.password,
      // The role select's '' is the form's own case (doc 3 §5: role required); any other value is the contract's roleSchema.
      role: z.string().min(1, 'Role is required').pipe(roleSchema),
      plan: adminSubscriptionInput.shape.plan,
      activeSubscription: z.boolean(),
    })
    .transform(({ name, email, password, role, plan, activeSubscription }): UserPayload => ({
      email,
      name,
      role,
      ...(password === undefined ? {} : { password }),
      subscription: { plan, status: activeSubscription ? 'active' : 'inactive' },
    }));
}

/** What react-hook-form holds. */
export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;

/** A create's payload: the create schema has required its password. */
export function newUserPayload(payload: UserPayload): NewUserPayload {
  if (payload.password === undefined) throw new Error('A new user needs a password');
  return { ...payload, password: payload.password };
}

/** Subscription column (doc 3 §2): no subscription 'No Plan'; a known status as is; anything else 'Unknown'. */
export function subscriptionLabel(subscription: { status?: string | null } | null | undefined): string {
  if (!subscription || !subscription.status) return 'No Plan';
  const labels: Record<string, string> = { active: 'Active', inactive: 'Inactive', cancelled: 'Cancelled' };
  return labels[subscription.status] ?? 'Unknown';
}
