import { planPriceSyncAnswerSchema } from './plan-price-sync';
import { z } from 'zod';
import { errorEnvelopeSchema, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import { trashListAnswerSchema } from '../trash/trash.schemas';
import {
  adminPlanSchema,
  billingDetailsSchema,
  downgradeResultSchema,
  checkoutOrUpdateResultSchema,
  checkoutRequestSchema,
  checkoutSessionResultSchema,
  createPlanRequestSchema,
  earlyBirdVerifyRequestSchema,
  localCheckoutPayRequestSchema,
  localCheckoutPayResultSchema,
  planDeletedResultSchema,
  planItemEntrySchema,
  planSchema,
  syncStripeResultSchema,
  tempCheckoutRequestSchema,
  updateAllowedModulesRequestSchema,
  updateAllowedSectionsRequestSchema,
  updatePlanRequestSchema,
  userPlanResultSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResultSchema,
  webhookResultSchema,
} from './billing.schemas';
import { resumeResultSchema, subscriptionEndResultSchema } from './subscription-end.schemas';

const s = 'billing' as const;
const plans = ['plans'];
const admin = ['admin plans'];
const payments = ['payments'];
const err = errorEnvelopeSchema;
const adminPlanResult = z.object({ success: z.literal(true), data: adminPlanSchema, message: z.string().optional() });
const allowedModulesResult = z.object({ success: z.literal(true), data: z.object({ allowedModules: z.array(z.string()) }), message: z.string() });
const allowedSectionsResult = z.object({ success: z.literal(true), data: z.object({ allowedSections: z.array(z.string()) }), message: z.string() });

/** Plans (doc 1 §7, doc 2 §7). */
export const planRoutes = {
  listPublic: defineRoute({ service: s, tags: plans, method: 'get', path: '/api/plans/public', access: 'public', summary: 'Active plans sorted by sortOrder', responses: { 200: successOf(z.array(planSchema)) } }),
  free: defineRoute({ service: s, tags: plans, method: 'get', path: '/api/plans/public/free', access: 'public', summary: 'The free plan (slug free or starter)', responses: { 200: successOf(planSchema), 404: err } }),
  current: defineRoute({ service: s, tags: plans, method: 'get', path: '/api/plans/user/current', access: 'user', summary: "The signed-in user's plan with subscriptionStatus", responses: { 200: userPlanResultSchema, 401: err, 422: err } }),
  verifyEarlyBird: defineRoute({ service: s, tags: plans, method: 'post', path: '/api/plans/early-bird/verify', access: 'public', summary: 'Check an Early Bird code; answers the Early Bird plan', body: earlyBirdVerifyRequestSchema, responses: { 200: successOf(planSchema), 400: err, 404: err, 429: err } }),
};

/** Plan administration (doc 3 §7). */
export const adminPlanRoutes = {
  list: defineRoute({ service: s, tags: admin, method: 'get', path: '/api/admin/plans', access: 'admin', summary: 'All plans (active and inactive)', responses: { 200: successOf(z.array(adminPlanSchema)) } }),
  create: defineRoute({ service: s, tags: admin, method: 'post', path: '/api/admin/plans', access: 'admin', summary: 'Create a plan', body: createPlanRequestSchema, responses: { 201: adminPlanResult, 409: err } }),
  syncState: defineRoute({ service: s, tags: admin, method: 'get', path: '/api/admin/plans/sync-stripe', access: 'admin', summary: "Where each plan's price stands at the current provider (Stripe, or the local checkout without a Stripe key): price id and sync state", responses: { 200: planPriceSyncAnswerSchema } }),
  syncStripe: defineRoute({ service: s, tags: admin, method: 'post', path: '/api/admin/plans/sync-stripe', access: 'admin', summary: "Create or update the provider's products and prices; store each plan's price id", responses: { 200: syncStripeResultSchema, 502: err } }),
  get: defineRoute({ service: s, tags: admin, method: 'get', path: '/api/admin/plans/{id}', access: 'admin', summary: 'A plan', responses: { 200: adminPlanResult, 404: err } }),
  update: defineRoute({ service: s, tags: admin, method: 'put', path: '/api/admin/plans/{id}', access: 'admin', summary: 'Update a plan (fields, allowedModules, allowedSections)', body: updatePlanRequestSchema, responses: { 200: adminPlanResult, 404: err, 409: err } }),
  remove: defineRoute({ service: s, tags: admin, method: 'delete', path: '/api/admin/plans/{id}', access: 'admin', summary: 'Delete a plan (to the trash for 30 days); a plan in use is deactivated instead', responses: { 200: planDeletedResultSchema, 404: err } }),
  trashed: defineRoute({ service: s, tags: admin, method: 'get', path: '/api/admin/plans/trash', access: 'admin', summary: 'Deleted plans in the trash, newest first, with the days left before purge', responses: { 200: trashListAnswerSchema } }),
  restore: defineRoute({ service: s, tags: admin, method: 'post', path: '/api/admin/plans/{id}/restore', access: 'admin', summary: 'Restore a plan from the trash as it was (409 when its slug was taken meanwhile)', responses: { 200: adminPlanResult, 404: err, 409: err } }),
  modules: defineRoute({ service: s, tags: admin, method: 'get', path: '/api/admin/plans/{id}/modules', access: 'admin', summary: 'Published modules with isAllowed for the plan', responses: { 200: successOf(z.array(planItemEntrySchema)), 404: err } }),
  setModules: defineRoute({ service: s, tags: admin, method: 'put', path: '/api/admin/plans/{id}/modules', access: 'admin', summary: "Replace the plan's allowed modules", body: updateAllowedModulesRequestSchema, responses: { 200: allowedModulesResult, 404: err } }),
  sections: defineRoute({ service: s, tags: admin, method: 'get', path: '/api/admin/plans/{id}/sections', access: 'admin', summary: 'Published sections with isAllowed for the plan', responses: { 200: successOf(z.array(planItemEntrySchema)), 404: err } }),
  setSections: defineRoute({ service: s, tags: admin, method: 'put', path: '/api/admin/plans/{id}/sections', access: 'admin', summary: "Replace the plan's allowed sections", body: updateAllowedSectionsRequestSchema, responses: { 200: allowedSectionsResult, 404: err } }),
};

/** Checkout (doc 1 §4/§7). */
export const checkoutRoutes = {
  createTemporary: defineRoute({ service: s, tags: payments, method: 'post', path: '/api/stripe/create-temp-checkout-session', access: 'public', summary: 'Checkout for a paid sign-up (the account is created after payment)', body: tempCheckoutRequestSchema, responses: { 200: checkoutSessionResultSchema, 404: err, 409: err, 429: err } }),
  create: defineRoute({ service: s, tags: payments, method: 'post', path: '/api/stripe/create-checkout-session', access: 'user', summary: 'Upgrade: a checkout, or a switch of the existing subscription to the new plan', body: checkoutRequestSchema, responses: { 200: checkoutOrUpdateResultSchema, 404: err, 409: err } }),
  downgrade: defineRoute({ service: s, tags: payments, method: 'post', path: '/api/stripe/downgrade-to-free', access: 'user', summary: 'Soft downgrade: end the paid subscription; the free plan applies when the paid period ends, nothing is deleted', responses: { 200: downgradeResultSchema, 409: err, 502: err } }),
  subscription: defineRoute({ service: s, tags: payments, method: 'get', path: '/api/stripe/subscription', access: 'user', summary: "The signed-in user's paid subscription: period end, whether it ends then (downgrade asked), and the items the free plan would lock; null when none", responses: { 200: subscriptionEndResultSchema } }),
  resume: defineRoute({ service: s, tags: payments, method: 'post', path: '/api/stripe/resume-subscription', access: 'user', summary: 'Take back a scheduled downgrade: the paid subscription renews as before', responses: { 200: resumeResultSchema, 409: err, 502: err } }),
  details: defineRoute({ service: s, tags: payments, method: 'get', path: '/api/stripe/billing-details', access: 'user', summary: "The signed-in user's stored payment method (brand and last 4, or null) and payments", responses: { 200: successOf(billingDetailsSchema), 502: err } }),
  verify: defineRoute({ service: s, tags: payments, method: 'post', path: '/api/stripe/verify-payment', access: 'public', summary: 'Confirm a checkout session was paid; answers the stripeData the onboarding keeps', body: verifyPaymentRequestSchema, responses: { 200: verifyPaymentResultSchema, 400: err, 404: err } }),
};

/** Stripe's webhook (no token: the signature is checked). */
export const stripeWebhookRoutes = {
  receive: defineRoute({ service: s, tags: payments, method: 'post', path: '/api/stripe/webhook', access: 'webhook', summary: 'Stripe webhooks (raw body, Stripe-Signature checked)', responses: { 200: webhookResultSchema, 400: err, 409: err, 503: err } }),
};

/** The offline provider's hosted checkout page (served when no Stripe key is configured). */
export const localCheckoutRoutes = {
  page: defineRoute({ service: s, tags: payments, method: 'get', path: '/api/stripe/local-checkout/{sessionId}', access: 'public', summary: 'Hosted checkout page of the local (offline) provider, text/html', responses: { 200: undefined, 404: undefined } }),
  pay: defineRoute({ service: s, tags: payments, method: 'post', path: '/api/stripe/local-checkout/{sessionId}/pay', access: 'public', summary: 'Pay a local checkout session with a test card', body: localCheckoutPayRequestSchema, responses: { 200: localCheckoutPayResultSchema, 400: err, 402: err, 404: err, 409: err, 429: err } }),
};

export const billingRoutes = [...Object.values(planRoutes), ...Object.values(adminPlanRoutes), ...Object.values(checkoutRoutes), ...Object.values(stripeWebhookRoutes), ...Object.values(localCheckoutRoutes)];
