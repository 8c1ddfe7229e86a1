import { z } from 'zod';
import { controlCharactersMessage, isMultiLineText, isoDateSchema, isSingleLineText, limitQuery, pageQuery } from '../common';
import { referralCodeInputSchema } from '../referral/referral.schemas';

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

/** A string field whose missing-value message is the spec's, with a clear message for a wrong type. */
export const requiredString = (requiredMessage: string, typeMessage = 'Must be text') =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : typeMessage) });

const email = (message: string) =>
  requiredString('Email is required', message)
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, message)
    .pipe(z.email({ error: message }));

export const stripeDataSchema = z.strictObject({
  subscriptionId: z.string().max(200).nullable().optional(),
  customerId: z.string().max(200).nullable().optional(),
  currentPeriodStart: z.union([z.string().max(64), z.number()]).nullable().optional(),
  currentPeriodEnd: z.union([z.string().max(64), z.number()]).nullable().optional(),
  sessionId: z.string().max(300).nullable().optional(),
  /** The paid checkout's secret (create-temp-checkout-session answered it to this browser only): issue 21 item 11. */
  sessionSecret: z.string().max(200).nullable().optional(),
});

export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
const planSlug = z.string().refine(isSingleLineText, controlCharactersMessage('Plan')).trim().toLowerCase().max(64).regex(/^[a-z0-9-]*$/, 'Plan must be a plan slug');

export const registerRequestSchema = z.strictObject({
  name: requiredString('Full name is required', 'Name must be text')
    .refine(isSingleLineText, controlCharactersMessage('Name'))
    .trim()
    .min(1, 'Full name is required')
    .min(2, 'Name must be at least 2 characters long').max(NAME_MAX, `Name must be at most ${NAME_MAX} characters long`),
  email: email('Please provide a valid email address'),
  password: requiredString('Password is required', 'Password must be text')
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters long')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
  plan: planSlug.optional(),
  planSlug: planSlug.optional(),
  stripeData: stripeDataSchema.nullable().optional(),
  /** The code of the friend who referred this sign-up (?ref=CODE); billing links the two (referral.rules.ts). */
  referralCode: referralCodeInputSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: requiredString('Please provide both email and password', 'Please enter a valid email address').trim().toLowerCase().min(1, 'Please provide both email and password').max(254, 'Please enter a valid email address'),
  password: requiredString('Please provide both email and password', 'Password must be text').min(1, 'Please provide both email and password').max(PASSWORD_MAX, 'Invalid credentials'),
});

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: requiredString('Current password is required', 'Current password must be text').min(1, 'Current password is required').max(PASSWORD_MAX, 'Current password is incorrect'),
  newPassword: requiredString('New password is required', 'New password must be text').min(8, 'Password must be at least 8 characters long').max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
});

export const authResultSchema = z.object({ success: z.literal(true), data: z.object({ user: userSchema, token: z.string() }) });
export const meResultSchema = z.object({ success: z.literal(true), data: z.object({ user: userSchema }) });

/** Profile fields (spec doc 2 §2 settings): every one optional, an empty string clears it. */
export const profileFieldsSchema = {
  fullName: requiredString('Full name must be text', 'Full name must be text').refine(isSingleLineText, controlCharactersMessage('Full name')).trim().max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters long`).optional(),
  company: requiredString('Company must be text', 'Company must be text').refine(isSingleLineText, controlCharactersMessage('Company')).trim().max(100, 'Company must be at most 100 characters long').optional(),
  website: requiredString('Website must be text', 'Website must be text')
    .refine(isSingleLineText, controlCharactersMessage('Website'))
    .trim()
    .max(300, 'Website must be at most 300 characters long')
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'Website must be a valid URL (http:// or https://)')
    .optional(),
  bio: requiredString('Bio must be text', 'Bio must be text').refine(isMultiLineText, controlCharactersMessage('Bio')).trim().max(1000, 'Bio must be at most 1000 characters long').optional(),
};

/** PUT /api/users/{id} by the user themself. `email` is read-only (answered 'Email cannot be changed' before parsing). */
export const profileUpdateRequestSchema = z.strictObject(profileFieldsSchema);

/**
 * What an admin may set on a user's subscription. Feature values that differ from the plan's become
 * per-user overrides, which later plan changes leave alone; setting a value back to the plan's clears it.
 */
export const adminSubscriptionInput = z.strictObject({
  plan: planSlug.min(1, 'Plan is required'),
  status: subscriptionStatusSchema.default('active'),
  features: z.strictObject(subscriptionFeaturesSchema.partial().shape).optional(),
  currentPeriodEnd: isoDateSchema.nullable().optional(),
});
export type AdminSubscriptionInput = z.infer<typeof adminSubscriptionInput>;
/** A partial change of a subscription (edit form, PUT subscription): nothing defaults. */
export const adminSubscriptionPatch = z.strictObject({
  plan: adminSubscriptionInput.shape.plan.optional(),
  status: subscriptionStatusSchema.optional(),
  features: adminSubscriptionInput.shape.features,
  currentPeriodEnd: adminSubscriptionInput.shape.currentPeriodEnd,
});
export type AdminSubscriptionPatch = z.infer<typeof adminSubscriptionPatch>;

export const adminCreateUserRequestSchema = z.strictObject({
  email: email('Please enter a valid email address'),
  password: requiredString('Password is required', 'Password must be text')
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters long')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
  name: requiredString('Name is required', 'Name must be text').refine(isSingleLineText, controlCharactersMessage('Name')).trim().min(1, 'Name is required').max(NAME_MAX, `Name must be at most ${NAME_MAX} characters long`),
  role: roleSchema.default('user'),
  subscription: adminSubscriptionInput.optional(),
  ...profileFieldsSchema,
});

export const adminUpdateUserRequestSchema = z.strictObject({
  email: email('Please enter a valid email address').optional(),
  /** On edit an empty password is left out (spec doc 3 §5). */
  password: requiredString('Password must be text', 'Password must be text')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`)
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(6, 'Password must be at least 6 characters long').optional()),
  name: requiredString('Name is required', 'Name must be text').refine(isSingleLineText, controlCharactersMessage('Name')).trim().min(1, 'Name is required').max(NAME_MAX, `Name must be at most ${NAME_MAX} characters long`).optional(),
  role: roleSchema.optional(),
  subscription: adminSubscriptionPatch.optional(),
  ...profileFieldsSchema,
});

export const roleUpdateRequestSchema = z.strictObject({ role: roleSchema });
export const subscriptionUpdateRequestSchema = z.strictObject({ subscription: adminSubscriptionPatch });

const allMeansAny = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

export const listUsersQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(100, 20),
  search: z.string().trim().max(200, 'Search must be at most 200 characters long').optional(),
  /** The admin filters send '' or 'all' for "All Roles" / "All Status". */
  role: z.preprocess(allMeansAny, roleSchema.optional()),
  status: z.preprocess(allMeansAny, subscriptionStatusSchema.optional()),
});

export const paginationSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });
export const userListResultSchema = z.object({ success: z.literal(true), data: z.array(userSchema), pagination: paginationSchema });

export const userStatsSchema = z.object({
  totalUsers: z.number(),
  adminUsers: z.number(),
  regularUsers: z.number(),
  /** Moderators: with admins and regular users they make up totalUsers (issue #25 item 9). */
  moderatorUsers: z.number(),
  activeSubscriptions: z.number(),
  /**
   * Accounts whose e-mail address is proven (doc 3 §2 "verified count"). The product sends no confirmation
   * e-mail: the proof it holds is a checkout paid with that address, completed and verified by billing.
   */
  verifiedUsers: z.number(),
  /** Accounts created since the first instant of the current UTC month. */
  newThisMonth: z.number(),
});

/** GET /api/admin/users/stats/signups?from&to: accounts created on each UTC day of the window (admin analytics). */
export const signupStatsSchema = z.object({
  total: z.number().int(),
  daily: z.array(z.object({ date: z.string(), signups: z.number().int() })),
});
export type SignupStatsDto = z.infer<typeof signupStatsSchema>;

/**
 * GET /api/auth/jwks: the public keys that verify access tokens (a JSON Web Key Set, RFC 7517), by kid. Identity
 * signs ES256 with its private key; this is what every process is configured with (JWT_PUBLIC_KEYS).
 */
export const publicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
  kid: z.string(),
  alg: z.literal('ES256'),
  use: z.literal('sig'),
});
export const jwksSchema = z.object({ keys: z.array(publicJwkSchema).min(1) });
