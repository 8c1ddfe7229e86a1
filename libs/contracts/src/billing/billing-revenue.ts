import { z } from 'zod';
import { errorEnvelopeSchema, successOf } from '../common';
import { defineRoute } from '../openapi/registry';
import { statsRangeQuerySchema } from '../stats/stats.schemas';

const currencyAmountSchema = z.object({ currency: z.string(), amount: z.number() });

/** One period's revenue figures (see revenue.rules.ts for how each is counted). */
export const revenueFiguresSchema = z
  .object({
    activeSubscriptions: z.number().int(),
    newSubscriptions: z.number().int(),
    canceledSubscriptions: z.number().int(),
    churnRate: z.number().nullable(),
    mrr: z.array(currencyAmountSchema),
    revenue: z.array(currencyAmountSchema),
  })
  .meta({ id: 'RevenueFigures' });

/**
 * GET /api/admin/billing/revenue?from&to (admin dashboard and analytics): MRR, active paid subscriptions,
 * new and cancelled ones, churn and money received over a window, and the same for the window of equal
 * length just before it, from billing's own subscriptions and payments.
 */
export const billingRevenueSchema = z
  .object({
    window: z.object({ from: z.string(), to: z.string() }),
    previousWindow: z.object({ from: z.string(), to: z.string() }),
    current: revenueFiguresSchema,
    previous: revenueFiguresSchema,
  })
  .meta({ id: 'AdminBillingRevenue' });
export type BillingRevenueDto = z.infer<typeof billingRevenueSchema>;
export type RevenueFiguresDto = z.infer<typeof revenueFiguresSchema>;

export const billingRevenueRoute = defineRoute({
  service: 'billing',
  tags: ['admin billing'],
  method: 'get',
  path: '/api/admin/billing/revenue',
  access: 'admin',
  summary: 'MRR, active paid subscriptions, new and cancelled ones, churn and revenue over a window and the one before it',
  query: statsRangeQuerySchema,
  responses: { 200: successOf(billingRevenueSchema), 400: errorEnvelopeSchema },
});
export const billingRevenueRoutes = [billingRevenueRoute];
