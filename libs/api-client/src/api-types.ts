/**
 * Shapes the front ends read from and send to the API: every one is inferred from the zod contracts in
 * `@liquify/contracts` (the schemas the services validate with and the OpenAPI document is built from), so a
 * field added to a contract reaches the browser's types without a copy to keep in step.
 */
import type {
  authResultSchema,
  checkoutSessionResultSchema,
  moduleListItemSchema,
  publicModulesAnswerSchema,
  publicSectionsAnswerSchema,
  registerRequestSchema,
  sectionListItemSchema,
  stripeDataSchema,
  tempCheckoutRequestSchema,
} from '@liquify/contracts';
import type { z } from 'zod';

export type { BillingCycle, PlanDto as Plan, PlanFeatures, UserDto as User } from '@liquify/contracts';

/** A module of GET /api/modules (no code). */
export type Module = z.infer<typeof moduleListItemSchema>;
/** A section of GET /api/sections (no code). */
export type Section = z.infer<typeof sectionListItemSchema>;

/** The pagination of GET /api/modules or GET /api/sections (empty when an answer carried none). */
export type Pagination = Partial<z.infer<typeof publicModulesAnswerSchema>['pagination']> & Partial<z.infer<typeof publicSectionsAnswerSchema>['pagination']>;

export interface ListResult<T> {
  data: T[];
  pagination: Pagination;
}

/** Non-null values are sent as query parameters (the client's own shape, not the API's). */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

export type AuthResult = z.infer<typeof authResultSchema>['data'];

/** What the hosted checkout reports once paid; sent back with the registration. */
export type StripeData = z.input<typeof stripeDataSchema>;

/** POST /api/auth/register (the plan slug is sent as both `plan` and `planSlug`). */
export type RegisterInput = z.input<typeof registerRequestSchema>;

/** POST /api/stripe/create-temp-checkout-session (`planId` is the plan slug). */
export type TempCheckoutInput = z.input<typeof tempCheckoutRequestSchema>;

export type CheckoutSession = z.infer<typeof checkoutSessionResultSchema>['data'];
