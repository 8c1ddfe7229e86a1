import { z } from 'zod';
import { controlCharactersMessage, isMultiLineText, isoDateSchema, isSingleLineText } from '../common';
import { referralCodeInputSchema } from '../referral/referral.schemas';
import { SUPPORT_LEVELS, subscriptionFeaturesSchema, type SubscriptionFeatures } from '../identity/identity.schemas';

/**
 * Plans, checkout and early-bird payloads (spec doc 1 §3/§5/§7, doc 2 §3/§7, doc 3 §3/§5/§9).
 * Messages are the spec's, word for word, where the spec gives one.
 */

export const BILLING_CYCLES = ['monthly', 'yearly', 'lifetime'] as const;
export const billingCycleSchema = z.enum(BILLING_CYCLES, { error: 'Billing cycle must be one of monthly, yearly, lifetime' });
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export const currencySchema = z
  .string({ error: 'Currency must be one of USD, EUR, GBP' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCIES, { error: 'Currency must be one of USD, EUR, GBP' }));

/** Plan features: the same shape identity keeps on each user's subscription. */
export const planFeaturesSchema = subscriptionFeaturesSchema;
export type PlanFeatures = SubscriptionFeatures;

/** Defaults of a new plan (doc 3 §9): price 0, USD, monthly, 5 modules, 3 sections, 1 store, ... active, not popular, sortOrder 1. */
export const NEW_PLAN_DEFAULT_FEATURES: PlanFeatures = {
  moduleLimit: 5,
  sectionLimit: 3,
  storeLimit: 1,
  apiCallLimit: 1000,
  supportLevel: 'email',
  customBranding: false,
  advancedAnalytics: false,
  prioritySupport: false,
  customDomain: false,
  whiteLabel: false,
  teamMembers: 1,
  storageLimit: 100,
};
export const NEW_PLAN_DEFAULTS = {
  price: 0,
  currency: 'USD' as const,
  billingCycle: 'monthly' as const,
  isActive: true,
  isPopular: false,
  sortOrder: 1,
};

/**
 * What a newly published catalogue item does to a plan's allowed list (billing decides, library enforces
 * the resulting explicit id lists):
 *  - `all`: every newly published item is added to the list;
 *  - `non-featured`: newly published items that are not featured ("Pro" items) are added;
 *  - `none`: nothing is added; the admin picks items in Manage Modules / Manage Sections.
 * Only the FIRST publication of an item counts: an item an admin removed from a plan stays removed when
 * it is unpublished and published again.
 */
export const NEW_ITEM_POLICIES = ['all', 'non-featured', 'none'] as const;
export const newItemPolicySchema = z.enum(NEW_ITEM_POLICIES, { error: 'New item policy must be one of all, non-featured, none' });
export type NewItemPolicy = (typeof NEW_ITEM_POLICIES)[number];
export const planNewItemPolicySchema = z.object({ modules: newItemPolicySchema, sections: newItemPolicySchema });

export const PLAN_NAME_MAX = 100;
export const PLAN_SLUG_MAX = 64;
export const PLAN_DESCRIPTION_MAX = 1000;
export const PLAN_PRICE_MAX = 1_000_000;
export const ALLOWED_LIST_MAX = 10_000;

/** A numeric limit: -1 is the unlimited marker, anything else below 0 is refused with the spec's message. */
const limitInput = (label: string) =>
  z
    .number({ error: `${label} limit must be a number` })
    .int(`${label} limit must be a whole number`)
    .min(-1, `${label} limit must be positive`)
    .max(1_000_000_000, `${label} limit is too large`);

const planFeaturesInputShape = {
  moduleLimit: limitInput('Module'),
  sectionLimit: limitInput('Section'),
  storeLimit: limitInput('Store'),
  apiCallLimit: limitInput('API call'),
  supportLevel: z.enum(SUPPORT_LEVELS, { error: 'Support level must be one of none, email, chat, priority' }),
  customBranding: z.boolean({ error: 'Custom branding must be true or false' }),
  advancedAnalytics: z.boolean({ error: 'Advanced analytics must be true or false' }),
  prioritySupport: z.boolean({ error: 'Priority support must be true or false' }),
  customDomain: z.boolean({ error: 'Custom domain must be true or false' }),
  whiteLabel: z.boolean({ error: 'White label must be true or false' }),
  teamMembers: z
    .number({ error: 'Team members must be a number' })
    .int('Team members must be a whole number')
    .min(1, 'Team members must be at least 1')
    .max(1_000_000, 'Team members is too large'),
  storageLimit: limitInput('Storage'),
};
export const planFeaturesInputSchema = z.object(planFeaturesInputShape).partial();

const idList = (what: string) =>
  z
    .array(z.string({ error: `${what} ids must be text` }).trim().min(1, `${what} ids must not be empty`).max(64, `${what} id is too long`), {
      error: `${what} must be a list of ids`,
    })
    .max(ALLOWED_LIST_MAX, `${what} lists at most ${ALLOWED_LIST_MAX} ids`)
    .transform((ids) => [...new Set(ids)]);

export const allowedModulesInput = idList('Allowed modules');
export const allowedSectionsInput = idList('Allowed sections');

// Required text fields use prefault(''), so a missing field gets the spec's message ("Name is required")
// rather than a generic "name is required".
const nameInput = z
  .string({ error: 'Name is required' })
  .refine(isSingleLineText, controlCharactersMessage('Name'))
  .trim()
  .min(1, 'Name is required')
  .max(PLAN_NAME_MAX, `Name must be at most ${PLAN_NAME_MAX} characters long`);
const slugInput = z
  .string({ error: 'Slug is required' })
  .refine(isSingleLineText, controlCharactersMessage('Slug'))
  .trim()
  .min(1, 'Slug is required')
  .max(PLAN_SLUG_MAX, `Slug must be at most ${PLAN_SLUG_MAX} characters long`)
  .regex(/^[a-z0-9-]+$/, 'Slug must contain only lowercase letters, numbers, and hyphens');
const descriptionInput = z
  .string({ error: 'Description is required' })
  .refine(isMultiLineText, controlCharactersMessage('Description'))
  .trim()
  .min(1, 'Description is required')
  .max(PLAN_DESCRIPTION_MAX, `Description must be at most ${PLAN_DESCRIPTION_MAX} characters long`);
const priceInput = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price must be positive')
  .max(PLAN_PRICE_MAX, 'Price is too large')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Price must have at most 2 decimals');
const sortOrderInput = z.number({ error: 'Sort order must be a number' }).int('Sort order must be a whole number').min(0, 'Sort order must be positive').max(1_000_000);
const boolInput = (label: string) => z.boolean({ error: `${label} must be true or false` });

/**
 * POST /api/admin/plans. Unknown fields (e.g. `_id` or `createdAt` sent back by an edit form) are ignored.
 * Defaults are doc 3 §9's.
 */
export const createPlanRequestSchema = z.object({
  name: nameInput.prefault(''),
  slug: slugInput.prefault(''),
  description: descriptionInput.prefault(''),
  price: priceInput.default(NEW_PLAN_DEFAULTS.price),
  currency: currencySchema.default(NEW_PLAN_DEFAULTS.currency),
  billingCycle: billingCycleSchema.default(NEW_PLAN_DEFAULTS.billingCycle),
  features: planFeaturesInputSchema.default({}),
  isActive: boolInput('Active').default(NEW_PLAN_DEFAULTS.isActive),
  isPopular: boolInput('Popular').default(NEW_PLAN_DEFAULTS.isPopular),
  sortOrder: sortOrderInput.default(NEW_PLAN_DEFAULTS.sortOrder),
  allowedModules: allowedModulesInput.optional(),
  allowedSections: allowedSectionsInput.optional(),
  newItemPolicy: planNewItemPolicySchema.partial().optional(),
});
export type CreatePlanRequest = z.infer<typeof createPlanRequestSchema>;

/** PUT /api/admin/plans/{id}: any subset of the plan's fields, plus the allowed id lists. */
export const updatePlanRequestSchema = z.object({
  name: nameInput.optional(),
  slug: slugInput.optional(),
  description: descriptionInput.optional(),
  price: priceInput.optional(),
  currency: currencySchema.optional(),
  billingCycle: billingCycleSchema.optional(),
  features: planFeaturesInputSchema.optional(),
  isActive: boolInput('Active').optional(),
  isPopular: boolInput('Popular').optional(),
  sortOrder: sortOrderInput.optional(),
  allowedModules: allowedModulesInput.optional(),
  allowedSections: allowedSectionsInput.optional(),
  newItemPolicy: planNewItemPolicySchema.partial().optional(),
});
export type UpdatePlanRequest = z.infer<typeof updatePlanRequestSchema>;

export const updateAllowedModulesRequestSchema = z.object({ allowedModules: allowedModulesInput });
export const updateAllowedSectionsRequestSchema = z.object({ allowedSections: allowedSectionsInput });

// ---- answers --------------------------------------------------------------------------------------

/** A plan as the public site and the user area read it (doc 1 §3). */
export const planSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    price: z.number(),
    currency: z.string(),
    billingCycle: billingCycleSchema,
    isPopular: z.boolean(),
    isActive: z.boolean(),
    sortOrder: z.number(),
    features: planFeaturesSchema,
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
  })
  .meta({ id: 'Plan' });
export type PlanDto = z.infer<typeof planSchema>;

/** A plan as the admin area reads it (doc 3 §3): with allowed id lists and the provider's price id. */
export const adminPlanSchema = planSchema
  .extend({
    allowedModules: z.array(z.string()),
    allowedSections: z.array(z.string()),
    newItemPolicy: planNewItemPolicySchema,
    stripePriceId: z.string().nullable(),
    stripeProductId: z.string().nullable(),
  })
  .meta({ id: 'AdminPlan' });
export type AdminPlanDto = z.infer<typeof adminPlanSchema>;

export const allowedItemRefSchema = z.object({ _id: z.string(), slug: z.string(), title: z.string() });
export const USER_SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled'] as const;

/** GET /api/plans/user/current (doc 2 §3/§7): the user's plan, its allowed items (with _id) and the subscription status. */
export const userPlanSchema = planSchema
  .extend({
    allowedModules: z.array(allowedItemRefSchema),
    allowedSections: z.array(allowedItemRefSchema),
    subscriptionStatus: z.enum(USER_SUBSCRIPTION_STATUSES),
    currentPeriodEnd: isoDateSchema.nullable(),
  })
  .meta({ id: 'UserPlan' });
export const userPlanResultSchema = z.object({
  success: z.literal(true),
  data: userPlanSchema,
  subscriptionStatus: z.enum(USER_SUBSCRIPTION_STATUSES),
});

/** An entry of the Manage Modules / Manage Sections dialogs (doc 3 §3). */
export const planItemEntrySchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    thumbnail: z.string(),
    featured: z.boolean(),
    isAllowed: z.boolean(),
  })
  .meta({ id: 'PlanItemEntry' });

export const planDeletedResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ deleted: z.boolean(), deactivated: z.boolean(), plan: adminPlanSchema.nullable() }),
});

export const syncStripeResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    provider: z.enum(['stripe', 'local']),
    synced: z.array(z.object({ _id: z.string(), slug: z.string(), stripeProductId: z.string(), stripePriceId: z.string() })),
    skipped: z.array(z.object({ _id: z.string(), slug: z.string(), reason: z.string() })),
  }),
});

// ---- early bird -----------------------------------------------------------------------------------

export const EARLY_BIRD_CODE_MESSAGES = {
  empty: 'Please enter your Early Bird code',
  invalid: 'Invalid Early Bird code. Please check your code and try again.',
} as const;
export const EARLY_BIRD_SLUG = 'early-bird';

export const earlyBirdVerifyRequestSchema = z.object({
  code: z.string({ error: EARLY_BIRD_CODE_MESSAGES.empty }).trim().min(1, EARLY_BIRD_CODE_MESSAGES.empty).max(100, EARLY_BIRD_CODE_MESSAGES.invalid).prefault(''),
});

// ---- checkout -------------------------------------------------------------------------------------

export const CHECKOUT_MESSAGES = {
  verificationFailed: 'Payment verification failed. Please contact support if the issue persists.',
  noSession: 'No payment session found. Please restart the registration process.',
  selectPlan: 'Please select a plan to continue',
} as const;

const planSlugInput = z
  .string({ error: CHECKOUT_MESSAGES.selectPlan })
  .trim()
  .toLowerCase()
  .min(1, CHECKOUT_MESSAGES.selectPlan)
  .max(PLAN_SLUG_MAX, 'Plan not found')
  .regex(/^[a-z0-9-]+$/, 'Plan not found');

/**
 * POST /api/stripe/create-temp-checkout-session (no auth). The same rules as the registration that follows
 * payment (doc 1 §5, Create Account), so nobody pays and then fails to register. The password is checked
 * and then forgotten: it is never stored, never sent to the provider, never logged.
 * `earlyBirdCode` is required for the early-bird plan (the server enforces what the client shows).
 */
export const tempCheckoutRequestSchema = z.object({
  planId: planSlugInput.prefault(''),
  userName: z
    .string({ error: 'Full name is required' })
    .refine(isSingleLineText, controlCharactersMessage('Name'))
    .trim()
    .min(1, 'Full name is required')
    .min(2, 'Name must be at least 2 characters long')
    .max(100, 'Name must be at most 100 characters long')
    .prefault(''),
  userEmail: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Please provide a valid email address')
    .pipe(z.email({ error: 'Please provide a valid email address' }))
    .prefault(''),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters long')
    .max(128, 'Password must be at most 128 characters long')
    .prefault(''),
  earlyBirdCode: z.string().trim().max(100, EARLY_BIRD_CODE_MESSAGES.invalid).optional(),
  /** A friend's referral code (?ref= or typed): 5% off this first paid checkout (referral.rules.ts). */
  referralCode: referralCodeInputSchema,
});
export type TempCheckoutRequest = z.infer<typeof tempCheckoutRequestSchema>;

/** POST /api/stripe/create-checkout-session (signed in): `planId` (or `planSlug`) is the target plan's slug. */
export const checkoutRequestSchema = z
  .object({
    planId: planSlugInput.optional(),
    planSlug: planSlugInput.optional(),
    earlyBirdCode: z.string().trim().max(100, EARLY_BIRD_CODE_MESSAGES.invalid).optional(),
    /** A friend's referral code; without it, the code the user signed up with (if any) applies. */
    referralCode: referralCodeInputSchema,
  })
  .transform((v, ctx) => {
    const slug = v.planId ?? v.planSlug;
    if (!slug) {
      ctx.addIssue({ code: 'custom', path: ['planId'], message: CHECKOUT_MESSAGES.selectPlan });
      return z.NEVER;
    }
    return { planSlug: slug, earlyBirdCode: v.earlyBirdCode, referralCode: v.referralCode };
  });

/**
 * POST /api/stripe/create-temp-checkout-session: the session, and its secret, answered only here (to the
 * browser that opened it). Registering with the paid plan presents both (issue 21 item 11).
 */
export const checkoutSessionResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string(), url: z.string(), sessionSecret: z.string() }),
});
export const checkoutOrUpdateResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    id: z.string(),
    url: z.string(),
    /** true when an existing subscription was switched to the new plan instead of opening a checkout. */
    updated: z.boolean(),
  }),
});

export const verifyPaymentRequestSchema = z.object({
  sessionId: z.string({ error: CHECKOUT_MESSAGES.noSession }).trim().min(1, CHECKOUT_MESSAGES.noSession).max(300, CHECKOUT_MESSAGES.noSession).prefault(''),
});
/**
 * The data the onboarding keeps as stripeData (doc 1 §3): what it needs and nothing more. The provider's
 * subscription and customer ids are not given to whoever holds a session id (issue 21 item 12).
 */
export const paymentVerificationSchema = z.strictObject({
  currentPeriodStart: isoDateSchema,
  currentPeriodEnd: isoDateSchema,
  sessionId: z.string(),
  planSlug: z.string(),
});
export const verifyPaymentResultSchema = z.object({ success: z.literal(true), data: paymentVerificationSchema });

/** Default period end when the provider gave none (doc 1 §9): 30 days (720 hours) from now. */
export const DEFAULT_PERIOD_MS = 720 * 60 * 60 * 1000;

// ---- local checkout (the offline provider) -------------------------------------------------------

export const localCheckoutPayRequestSchema = z.object({
  cardNumber: z.string({ error: 'Your card number is incomplete.' }).max(40, 'Your card number is invalid.').prefault(''),
  expMonth: z.union([z.number(), z.string().max(4)], { error: "Your card's expiration date is incomplete." }).prefault(''),
  expYear: z.union([z.number(), z.string().max(4)], { error: "Your card's expiration date is incomplete." }).prefault(''),
  cvc: z.string({ error: "Your card's security code is incomplete." }).max(8, "Your card's security code is invalid.").prefault(''),
  name: z.string({ error: 'Please enter the name on your card.' }).max(200, 'The name on your card is too long.').prefault(''),
});
export type LocalCheckoutPayRequest = z.infer<typeof localCheckoutPayRequestSchema>;
export const localCheckoutPayResultSchema = z.object({ success: z.literal(true), data: z.object({ redirectUrl: z.string() }) });

export const webhookResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ received: z.literal(true), duplicate: z.boolean(), handled: z.boolean() }),
});

// ---- an existing customer's plan and payments (doc 2 §2 settings Billing & Plans, /dashboard/upgrade) ----

/**
 * POST /api/stripe/downgrade-to-free (signed in): ends the paid subscription. A soft downgrade: the user
 * keeps the paid plan until the period already paid for ends, then moves to the free plan; nothing of
 * theirs (library, stores) is deleted, only adding beyond the free limits is refused.
 */
export const downgradeResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** When the free plan takes over (the end of the paid period); null when it applies now. */
    effectiveAt: isoDateSchema.nullable(),
    canceledSubscriptions: z.number().int().min(0),
  }),
});
export type DowngradeResult = z.infer<typeof downgradeResultSchema>['data'];

/** The card the provider holds for the customer: brand and last 4 digits only. */
export const storedPaymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type StoredPaymentMethod = z.infer<typeof storedPaymentMethodSchema>;

/** A payment billing recorded for the user (a completed checkout). `amount` in currency units (29 = $29). */
export const paymentRecordSchema = z.object({
  id: z.string(),
  paidAt: isoDateSchema,
  planName: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** GET /api/stripe/billing-details: the stored payment method (null when none is stored) and the payments. */
export const billingDetailsSchema = z
  .object({
    paymentMethod: storedPaymentMethodSchema.nullable(),
    payments: z.array(paymentRecordSchema),
  })
  .meta({ id: 'BillingDetails' });
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
