/**
 * What the revenue cards show (issue #25 item 14): each figure of the period and its change against the
 * previous period, worded once here and tested beside it.
 */
import { amountIn, changeOf, currenciesOf, type Change, type RevenueFiguresDto } from '@liquify/contracts';
import { formatMoney } from '../pages/analytics/analytics-series';

export type RevenueCardKey = 'mrr' | 'active' | 'new' | 'canceled' | 'churn';

export interface RevenueCardView {
  key: RevenueCardKey;
  label: string;
  value: string;
  /** One line per change (MRR: one per currency); empty when there is nothing to compare (no arrow). */
  changes: { text: string; direction: Change['direction']; good: boolean | null }[];
}

const count = (n: number) => n.toLocaleString('en-US');
const signed = (n: number, format: (n: number) => string) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${format(Math.abs(n))}`;

/** "+50%" when there is a percentage, else the difference itself ("+3", "+$29.00"). */
function changeText(change: Change, format: (n: number) => string): string {
  return change.percent === null ? signed(change.delta, format) : signed(change.percent, (p) => `${p.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`);
}

/** `points`: a rate's change is its difference in percentage points, never a percentage of a percentage. */
function line(current: number | null, previous: number | null, format: (n: number) => string, upIsGood: boolean, points = false) {
  const change = changeOf(current, previous);
  if (!change) return [];
  const text = points ? signed(Math.round(change.delta * 10) / 10, format) : changeText(change, format);
  return [{ text, direction: change.direction, good: change.direction === 'flat' ? null : (change.direction === 'up') === upIsGood }];
}

const percentOf = (rate: number | null) => `${(rate ?? 0).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

export function revenueCards(current: RevenueFiguresDto, previous: RevenueFiguresDto): RevenueCardView[] {
  const currencies = currenciesOf(current.mrr, previous.mrr);
  const mrrValue = current.mrr.length ? current.mrr.map((a) => formatMoney(a.amount, a.currency)).join(' · ') : formatMoney(0, currencies[0] ?? 'USD');
  return [
    {
      key: 'mrr',
      label: 'MRR',
      value: mrrValue,
      changes: currencies.flatMap((c) => line(amountIn(current.mrr, c), amountIn(previous.mrr, c), (n) => formatMoney(n, c), true)),
    },
    { key: 'active', label: 'Active paid subscriptions', value: count(current.activeSubscriptions), changes: line(current.activeSubscriptions, previous.activeSubscriptions, count, true) },
    { key: 'new', label: 'New subscriptions', value: count(current.newSubscriptions), changes: line(current.newSubscriptions, previous.newSubscriptions, count, true) },
    { key: 'canceled', label: 'Cancelled subscriptions', value: count(current.canceledSubscriptions), changes: line(current.canceledSubscriptions, previous.canceledSubscriptions, count, false) },
    // Churn is compared only when both periods had subscriptions to lose (else there is no rate to compare).
    { key: 'churn', label: 'Churn', value: percentOf(current.churnRate), changes: line(current.churnRate, previous.churnRate, (p) => `${p.toLocaleString('en-US')} pts`, false, true) },
  ];
}
