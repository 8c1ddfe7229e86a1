import { z } from 'zod';
import { errorEnvelopeSchema, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import {
  earlyBirdCodeCreateRequestSchema,
  earlyBirdCodeSchema,
  earlyBirdCodeUpdateRequestSchema,
  paidSignupsQuerySchema,
  paidSignupsSchema,
  paymentProviderStatusSchema,
} from './billing-admin.schemas';

const s = 'billing' as const;
const tags = ['admin billing'];
const err = errorEnvelopeSchema;
const codeResult = z.object({ success: z.literal(true), data: earlyBirdCodeSchema, message: z.string() });

/** Billing administration of /admin/settings and the admin header's notifications (issue 16). */
export const adminBillingRoutes = {
  listCodes: defineRoute({ service: s, tags, method: 'get', path: '/api/admin/billing/early-bird-codes', access: 'admin', summary: 'Every Early Bird code (active or disabled) with its usage count', responses: { 200: successOf(z.array(earlyBirdCodeSchema)) } }),
  addCode: defineRoute({ service: s, tags, method: 'post', path: '/api/admin/billing/early-bird-codes', access: 'admin', summary: 'Add an Early Bird code (stored upper-case, unique case-insensitively)', body: earlyBirdCodeCreateRequestSchema, responses: { 201: codeResult, 409: err, 400: err } }),
  updateCode: defineRoute({ service: s, tags, method: 'patch', path: '/api/admin/billing/early-bird-codes/{code}', access: 'admin', summary: 'Disable or re-enable an Early Bird code (a disabled code is refused at checkout)', body: earlyBirdCodeUpdateRequestSchema, responses: { 200: codeResult, 404: err, 400: err } }),
  paidSignups: defineRoute({ service: s, tags, method: 'get', path: '/api/admin/billing/paid-signups', access: 'admin', summary: 'Paid sign-ups (sign-up checkouts completed) since a moment, newest first: count and the newest 20', query: paidSignupsQuerySchema, responses: { 200: successOf(paidSignupsSchema), 400: err } }),
  providerStatus: defineRoute({ service: s, tags, method: 'get', path: '/api/admin/billing/provider-status', access: 'admin', summary: 'The payment provider in use (Stripe or the local checkout) and the last provider event received', responses: { 200: successOf(paymentProviderStatusSchema) } }),
};

export const billingAdminRoutes = [...Object.values(adminBillingRoutes)];
