import { countPerDay, daysBetween, type BillingStatsDto } from '@liquify/contracts';

/** A paid checkout as the stats read it; `amount` in the currency's minor unit (cents). */
export interface PaidCheckout {
  completedAt: Date | null;
  planSlug: string;
  planName: string;
  amount: number;
  currency: string;
}

const MINOR_UNITS = 100;

/**
 * Paid conversions per UTC day of [from, to] (every day listed) and revenue per plan and currency, highest
 * revenue first (ties by plan name). Amounts of different currencies are never added together.
 */
export function billingStatsOf(from: Date, to: Date, checkouts: PaidCheckout[]): BillingStatsDto {
  const days = daysBetween(from, to);
  const paid = checkouts.filter((c): c is PaidCheckout & { completedAt: Date } => c.completedAt !== null);
  const counts = countPerDay(days, paid.map((c) => new Date(c.completedAt)));

  const byPlan = new Map<string, { planSlug: string; planName: string; currency: string; conversions: number; cents: number }>();
  for (const c of paid) {
    const currency = c.currency.toUpperCase();
    const key = `${c.planSlug}|${currency}`;
    const row = byPlan.get(key) ?? { planSlug: c.planSlug, planName: c.planName, currency, conversions: 0, cents: 0 };
    row.conversions++;
    row.cents += c.amount;
    byPlan.set(key, row);
  }
  const revenueByPlan = [...byPlan.values()]
    .map(({ cents, ...row }) => ({ ...row, revenue: cents / MINOR_UNITS }))
    .sort((a, b) => b.revenue - a.revenue || a.planName.localeCompare(b.planName) || a.currency.localeCompare(b.currency));

  return {
    totals: { conversions: counts.reduce((a, b) => a + b, 0) },
    daily: days.map((date, i) => ({ date, conversions: counts[i] })),
    revenueByPlan,
  };
}
