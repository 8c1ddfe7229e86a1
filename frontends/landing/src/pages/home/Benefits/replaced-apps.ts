/**
 * The apps a Liquify plan replaces, at typical monthly app-store prices (marketing copy, spec 1 §1:
 * "saves $3,000+ per year against $300+ per month of separate apps"). Totals are computed, not typed,
 * so the headline figures always agree with the list.
 */
export interface ReplacedApp {
  name: string;
  monthlyPrice: number;
}

export const REPLACED_APPS: readonly ReplacedApp[] = [
  { name: 'Page builder', monthlyPrice: 49 },
  { name: 'Upsell & cross-sell', monthlyPrice: 49 },
  { name: 'Product reviews', monthlyPrice: 39 },
  { name: 'Product bundles', monthlyPrice: 35 },
  { name: 'Back-in-stock alerts', monthlyPrice: 25 },
  { name: 'Countdown timer', monthlyPrice: 19 },
  { name: 'Wishlist', monthlyPrice: 19 },
  { name: 'Size chart', monthlyPrice: 15 },
  { name: 'Sticky add to cart', monthlyPrice: 15 },
  { name: 'Quick view', monthlyPrice: 14 },
  { name: 'Trust badges', monthlyPrice: 12 },
  { name: 'Announcement bar', monthlyPrice: 9 },
];

/** Liquify Pro, per month (spec 1 §3 static pricing). */
export const PRO_MONTHLY_PRICE = 29;

export function monthlyAppsCost(apps: readonly ReplacedApp[]): number {
  return apps.reduce((sum, app) => sum + app.monthlyPrice, 0);
}

/** What a year of Liquify Pro saves against a year of the separate apps (never negative). */
export function yearlySavings(apps: readonly ReplacedApp[], planMonthlyPrice: number): number {
  return Math.max(0, (monthlyAppsCost(apps) - planMonthlyPrice) * 12);
}

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}
