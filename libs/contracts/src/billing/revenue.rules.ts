/**
 * Revenue figures of the admin dashboard and analytics (issue #25 item 14), from billing's own records:
 * the paid subscriptions it stores (when each started and ended, what it costs per billing cycle) and the
 * payments it recorded. Amounts come in the currency's minor unit (cents) and are answered in currency
 * units (29 = $29), rounded once to the cent; amounts of different currencies are never added together.
 */
import type { BillingCycle } from './billing.schemas';

/** A paid subscription over its life: [startedAt, endedAt), `amount` in cents per billing cycle. */
export interface RevenueSubscription {
  startedAt: Date;
  /** When it was cancelled or otherwise ended; null while it runs. */
  endedAt: Date | null;
  amount: number;
  currency: string;
  billingCycle: BillingCycle;
}

/** A payment billing recorded (a paid checkout, recurring or one-time), in cents. */
export interface RevenuePayment {
  paidAt: Date;
  amount: number;
  currency: string;
}

export interface CurrencyAmount {
  /** ISO 4217, upper case. */
  currency: string;
  /** Currency units, to the cent. */
  amount: number;
}

export interface RevenueFigures {
  /** Paid subscriptions running at the end of the period. */
  activeSubscriptions: number;
  /** Paid subscriptions started in the period. */
  newSubscriptions: number;
  /** Paid subscriptions that ended in the period. */
  canceledSubscriptions: number;
  /** % of the subscriptions running at the start of the period that ended in it (1 decimal); null when none ran. */
  churnRate: number | null;
  /** Monthly recurring revenue at the end of the period, per currency (alphabetical). */
  mrr: CurrencyAmount[];
  /** Money received in the period (recurring and one-time payments), per currency (alphabetical). */
  revenue: CurrencyAmount[];
}

export interface RevenueWindow {
  from: Date;
  to: Date;
}

const MINOR_UNITS = 100;
/** Months in a year: a yearly price counts as a twelfth per month. */
const MONTHS_PER_YEAR = 12;

/** Cents (possibly fractional, a yearly price over 12) to currency units, rounded half up to the cent. */
export const centsToUnits = (cents: number): number => Math.round(cents + Number.EPSILON * Math.sign(cents)) / MINOR_UNITS;

/** What a subscription brings in per month, in cents: monthly as is, yearly / 12, lifetime (not recurring) 0. */
export function monthlyCents(s: Pick<RevenueSubscription, 'amount' | 'billingCycle'>): number {
  if (s.billingCycle === 'monthly') return s.amount;
  if (s.billingCycle === 'yearly') return s.amount / MONTHS_PER_YEAR;
  return 0;
}

/** Running at instant t: started at or before t and not yet ended. */
export const isRunningAt = (s: RevenueSubscription, t: Date): boolean => s.startedAt.getTime() <= t.getTime() && (s.endedAt === null || s.endedAt.getTime() > t.getTime());

const within = (at: Date | null, w: RevenueWindow): boolean => at !== null && at.getTime() >= w.from.getTime() && at.getTime() <= w.to.getTime();

/** Sums cents per (upper-cased) currency and answers currency units, alphabetical by currency. */
export function sumByCurrency(items: { currency: string; cents: number }[]): CurrencyAmount[] {
  const sums = new Map<string, number>();
  for (const { currency, cents } of items) sums.set(currency.toUpperCase(), (sums.get(currency.toUpperCase()) ?? 0) + cents);
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, cents]) => ({ currency, amount: centsToUnits(cents) }));
}

/** MRR at instant t, per currency; a currency whose running subscriptions are all lifetime is left out. */
export function mrrAt(subscriptions: RevenueSubscription[], t: Date): CurrencyAmount[] {
  const recurring = subscriptions.filter((s) => isRunningAt(s, t) && monthlyCents(s) > 0);
  return sumByCurrency(recurring.map((s) => ({ currency: s.currency, cents: monthlyCents(s) })));
}

/**
 * The figures of one window [from, to]. A subscription that started at the very start of the window was
 * not running before it (it is new, not churn's base); churn counts only the subscriptions running just
 * before the window that ended in it, so it stays within 0-100 %.
 */
export function revenueFiguresOf(w: RevenueWindow, subscriptions: RevenueSubscription[], payments: RevenuePayment[]): RevenueFigures {
  const justBefore = new Date(w.from.getTime() - 1);
  const base = subscriptions.filter((s) => isRunningAt(s, justBefore));
  const churned = base.filter((s) => within(s.endedAt, w)).length;
  return {
    activeSubscriptions: subscriptions.filter((s) => isRunningAt(s, w.to)).length,
    newSubscriptions: subscriptions.filter((s) => within(s.startedAt, w)).length,
    canceledSubscriptions: subscriptions.filter((s) => within(s.endedAt, w)).length,
    churnRate: base.length === 0 ? null : Math.round((churned / base.length) * 1000) / 10,
    mrr: mrrAt(subscriptions, w.to),
    revenue: sumByCurrency(payments.filter((p) => within(p.paidAt, w)).map((p) => ({ currency: p.currency, cents: p.amount }))),
  };
}

/** The window of equal length just before `w`, ending 1 ms before it starts. */
export function previousWindowOf(w: RevenueWindow): RevenueWindow {
  const length = w.to.getTime() - w.from.getTime();
  const to = w.from.getTime() - 1;
  return { from: new Date(to - length), to: new Date(to) };
}

export interface Change {
  direction: 'up' | 'down' | 'flat';
  /** current - previous */
  delta: number;
  /** % of the previous figure (1 decimal); null when the previous figure was 0. */
  percent: number | null;
}

/**
 * A figure against the previous period's. Null (no arrow) when either is unknown or both are 0 — an empty
 * platform shows 0 with no change, never NaN or Infinity.
 */
export function changeOf(current: number | null, previous: number | null): Change | null {
  if (current === null || previous === null || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  if (current === 0 && previous === 0) return null;
  const delta = Math.round((current - previous) * MINOR_UNITS) / MINOR_UNITS;
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const percent = previous === 0 ? null : Math.round((delta / Math.abs(previous)) * 1000) / 10;
  return { direction, delta, percent };
}

/** The amount of one currency in a list (0 when absent): MRR against the previous period's, currency by currency. */
export const amountIn = (amounts: CurrencyAmount[], currency: string): number => amounts.find((a) => a.currency === currency.toUpperCase())?.amount ?? 0;

/** The currencies of two periods' amounts, alphabetical (a currency gone to 0 still shows its fall). */
export const currenciesOf = (a: CurrencyAmount[], b: CurrencyAmount[]): string[] => [...new Set([...a, ...b].map((x) => x.currency))].sort();
