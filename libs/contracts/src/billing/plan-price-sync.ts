/**
 * Where each plan's price stands at the payment provider (issue #25 item 6): the admin's plan cards show the
 * price id and this state, and the sync's message names the provider that synchronised (Stripe, or the local
 * checkout when no Stripe key is configured). Pure rules with exhaustive tests (plan-price-sync.spec.ts).
 */
import { z } from 'zod';

export const PAYMENT_PROVIDER_NAMES = ['stripe', 'local'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** Price ids the local checkout makes start with this (Stripe's never do). */
export const LOCAL_PRICE_PREFIX = 'price_local_';

export const PRICE_SYNC_STATES = ['free', 'not-synced', 'synced', 'outdated', 'other-provider'] as const;
export type PriceSyncState = (typeof PRICE_SYNC_STATES)[number];

/**
 * A plan's price at the current provider: free (nothing to sell), not synced (no price id), made by the other
 * provider (e.g. local ids after a Stripe key was configured), outdated (the amount, currency or cycle changed
 * since: `priceKey` is what the stored price stands for, `currentKey` what the plan asks now), else synced.
 */
export function priceSyncState(plan: { price: number; priceId: string | null; priceKey: string | null }, currentKey: string, provider: PaymentProviderName): PriceSyncState {
  if (plan.price <= 0) return 'free';
  if (!plan.priceId) return 'not-synced';
  if (plan.priceId.startsWith(LOCAL_PRICE_PREFIX) !== (provider === 'local')) return 'other-provider';
  if (plan.priceKey !== currentKey) return 'outdated';
  return 'synced';
}

export const PROVIDER_LABELS: Record<PaymentProviderName, string> = { stripe: 'Stripe', local: 'the local checkout' };

/** GET /api/admin/plans/sync-stripe: the provider prices would be synchronised with, and each plan's state. */
export const planPriceSyncSchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDER_NAMES),
    plans: z.array(z.object({ _id: z.string(), slug: z.string(), stripePriceId: z.string().nullable(), state: z.enum(PRICE_SYNC_STATES) })),
  })
  .meta({ id: 'PlanPriceSync' });
export type PlanPriceSyncDto = z.infer<typeof planPriceSyncSchema>;
export const planPriceSyncAnswerSchema = z.object({ success: z.literal(true), data: planPriceSyncSchema });
