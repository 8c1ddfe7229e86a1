import { z } from 'zod';
import { isoDateSchema, limitQuery, pageQuery } from '../common';

export const ROLES = ['user', 'admin', 'moderator'] as const;
export const roleSchema = z.enum(ROLES, { error: 'Role must be one of user, admin, moderator' });
export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const SUPPORT_LEVELS = ['none', 'email', 'chat', 'priority'] as const;

/** Subscription features of a user (spec doc 3 §3). */
export const subscriptionFeaturesSchema = z.object({
  moduleLimit: z.number().int().min(-1),
  sectionLimit: z.number().int().min(-1),
  storeLimit: z.number().int().min(-1),
  apiCallLimit: z.number().int().min(-1),
  supportLevel: z.enum(SUPPORT_LEVELS),
  customBranding: z.boolean(),
  advancedAnalytics: z.boolean(),
  prioritySupport: z.boolean(),
  customDomain: z.boolean(),
  whiteLabel: z.boolean(),
  teamMembers: z.number().int().min(1),
  storageLimit: z.number().int().min(-1),
});
export type SubscriptionFeatures = z.infer<typeof subscriptionFeaturesSchema>;

/** Defaults for a new user (spec doc 3 §3). */
export const DEFAULT_SUBSCRIPTION_FEATURES: SubscriptionFeatures = {
  moduleLimit: 5,
  sectionLimit: 10,
  storeLimit: 1,
  apiCallLimit: 1000,
  supportLevel: 'email',
  customBranding: false,
  advancedAnalytics: false,
  prioritySupport: false,
  customDomain: false,
  whiteLabel: false,
  teamMembers: 1,
  storageLimit: 1000,
};

export const subscriptionSchema = z.object({
  plan: z.string(),
  planId: z.string().nullable().optional(),
  status: subscriptionStatusSchema,
  features: subscriptionFeaturesSchema,
  currentPeriodStart: isoDateSchema.nullable().optional(),
  currentPeriodEnd: isoDateSchema.nullable().optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
  /** Per-user feature overrides an admin set; plan changes do not overwrite them. */
  overrides: z.array(z.string()).optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const userSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    fullName: z.string(),
    company: z.string(),
    website: z.string(),
    bio: z.string(),
    subscription: subscriptionSchema,
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
  })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof userSchema>;

const email = (message: string) =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, message)
    .pipe(z.email({ error: message }));

const stripeDataSchema = z.strictObject({
  subscriptionId: z.string().max(200).nullable().optional(),
  customerId: z.string().max(200).nullable().optional(),
  currentPeriodStart: z.union([z.string().max(64), z.number()]).nullable().optional(),
  currentPeriodEnd: z.union([z.string().max(64), z.number()]).nullable().optional(),
  sessionId: z.string().max(300).nullable().optional(),
});

export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
const planSlug = z.string().trim().toLowerCase().max(64).regex(/^[a-z0-9-]*$/, 'Plan must be a plan slug');

export const registerRequestSchema = z.strictObject({
  name: z.string({ error: 'Full name is required' }).trim().min(2, 'Name must be at least 2 characters long').max(NAME_MAX, `Name must be at most ${NAME_MAX} characters long`),
  email: email('Please provide a valid email address'),
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters long')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
  plan: planSlug.optional(),
  planSlug: planSlug.optional(),
  stripeData: stripeDataSchema.nullable().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: z.string({ error: 'Please provide both email and password' }).trim().toLowerCase().min(1, 'Please provide both email and password').max(254, 'Please enter a valid email address'),
  password: z.string({ error: 'Please provide both email and password' }).min(1, 'Please provide both email and password').max(PASSWORD_MAX, 'Invalid credentials'),
});

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: z.string({ error: 'New password is required' }).min(8, 'Password must be at least 8 characters long').max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
});

export const authResultSchema = z.object({ success: z.literal(true), data: z.object({ user: userSchema, token: z.string() }) });
export const meResultSchema = z.object({ success: z.literal(true), data: z.object({ user: userSchema }) });

export const profileUpdateRequestSchema = z.strictObject({
  fullName: z.string().trim().max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters long`).optional(),
  company: z.string().trim().max(100, 'Company must be at most 100 characters long').optional(),
  website: z
    .string()
    .trim()
    .max(300, 'Website must be at most 300 characters long')
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'Website must be a valid URL (http:// or https://)')
    .optional(),
  bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters long').optional(),
});

const adminSubscriptionInput = z.strictObject({
  plan: planSlug.min(1, 'Plan is required'),
  status: subscriptionStatusSchema.default('active'),
  features: subscriptionFeaturesSchema.partial().optional(),
  currentPeriodEnd: isoDateSchema.nullable().optional(),
});

export const adminCreateUserRequestSchema = z.strictObject({
  email: email('Please enter a valid email address'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').min(6, 'Password must be at least 6 characters long').max(PASSWORD_MAX),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(NAME_MAX),
  role: roleSchema.default('user'),
  subscription: adminSubscriptionInput.optional(),
});

export const adminUpdateUserRequestSchema = z.strictObject({
  email: email('Please enter a valid email address').optional(),
  password: z.string().max(PASSWORD_MAX).optional().transform((v) => (v === '' ? undefined : v)).pipe(z.string().min(6, 'Password must be at least 6 characters long').optional()),
  name: z.string().trim().min(1, 'Name is required').max(NAME_MAX).optional(),
  role: roleSchema.optional(),
  subscription: adminSubscriptionInput.partial().optional(),
  fullName: z.string().trim().max(NAME_MAX).optional(),
  company: z.string().trim().max(100).optional(),
  website: z.string().trim().max(300).optional(),
  bio: z.string().trim().max(1000).optional(),
});

export const roleUpdateRequestSchema = z.strictObject({ role: roleSchema });
export const subscriptionUpdateRequestSchema = z.strictObject({ subscription: adminSubscriptionInput.partial() });

export const listUsersQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(100, 20),
  search: z.string().max(200).optional(),
  role: roleSchema.optional(),
  status: subscriptionStatusSchema.optional(),
});

export const userStatsSchema = z.object({ totalUsers: z.number(), adminUsers: z.number(), regularUsers: z.number(), activeSubscriptions: z.number() });
