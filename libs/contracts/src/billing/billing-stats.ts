import { z } from 'zod';
import { errorEnvelopeSchema, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import { statsRangeQuerySchema } from '../stats/stats.schemas';

/**
 * GET /api/admin/billing/stats?from&to (admin analytics): billing's own record of paid checkouts over a
 * window. A paid conversion is a checkout completed and paid (a paid sign-up, or a customer upgrading from
 * the free plan); its amount is the revenue. Amounts are in currency units (29 = $29), never summed across
 * currencies.
 */
export const billingStatsSchema = z
  .object({
    totals: z.object({ conversions: z.number().int() }),
    /** Every UTC day of the window, oldest first. */
    daily: z.array(z.object({ date: z.string(), conversions: z.number().int() })),
    /** One row per plan and currency with at least one conversion in the window, highest revenue first. */
    revenueByPlan: z.array(z.object({ planSlug: z.string(), planName: z.string(), currency: z.string(), conversions: z.number().int(), revenue: z.number() })),
  })
  .meta({ id: 'AdminBillingStats' });
export type BillingStatsDto = z.infer<typeof billingStatsSchema>;

export const billingStatsRoute = defineRoute({
  service: 'billing',
  tags: ['admin billing'],
  method: 'get',
  path: '/api/admin/billing/stats',
  access: 'admin',
  summary: 'Paid conversions per UTC day and revenue by plan over a window (default: the last 30 days)',
  query: statsRangeQuerySchema,
  responses: { 200: successOf(billingStatsSchema), 400: errorEnvelopeSchema },
});
export const billingStatsRoutes = [billingStatsRoute];
