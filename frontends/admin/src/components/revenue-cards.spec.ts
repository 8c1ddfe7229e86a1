import type { RevenueFiguresDto } from '@liquify/contracts';
import { revenueCards } from './revenue-cards';

const figures = (over: Partial<RevenueFiguresDto> = {}): RevenueFiguresDto => ({ activeSubscriptions: 0, newSubscriptions: 0, canceledSubscriptions: 0, churnRate: null, mrr: [], revenue: [], ...over });
const byKey = (cards: ReturnType<typeof revenueCards>) => Object.fromEntries(cards.map((c) => [c.key, c]));

describe('revenueCards', () => {
  it('shows 0 with no change (never NaN) before any paid subscription', () => {
    const cards = revenueCards(figures(), figures());
    expect(cards.map((c) => [c.label, c.value, c.changes])).toEqual([
      ['MRR', '$0.00', []],
      ['Active paid subscriptions', '0', []],
      ['New subscriptions', '0', []],
      ['Cancelled subscriptions', '0', []],
      ['Churn', '0%', []],
    ]);
    expect(JSON.stringify(cards)).not.toMatch(/NaN|Infinity/);
  });

  it('words each change against the previous period; more cancellations and churn are bad news', () => {
    const cards = byKey(
      revenueCards(
        figures({ activeSubscriptions: 3, newSubscriptions: 2, canceledSubscriptions: 1, churnRate: 12.5, mrr: [{ currency: 'USD', amount: 87 }] }),
        figures({ activeSubscriptions: 2, newSubscriptions: 0, canceledSubscriptions: 2, churnRate: 10, mrr: [{ currency: 'USD', amount: 58 }] }),
      ),
    );
    expect(cards.mrr).toMatchObject({ value: '$87.00', changes: [{ text: '+50%', direction: 'up', good: true }] });
    expect(cards.active.changes).toEqual([{ text: '+50%', direction: 'up', good: true }]);
    expect(cards.new.changes).toEqual([{ text: '+2', direction: 'up', good: true }]);
    expect(cards.canceled.changes).toEqual([{ text: '−50%', direction: 'down', good: true }]);
    expect(cards.churn).toMatchObject({ value: '12.5%', changes: [{ text: '+2.5 pts', direction: 'up', good: false }] });
  });

  it('never adds currencies: one amount and one change per currency, a currency gone to 0 showing its fall', () => {
    const cards = byKey(revenueCards(figures({ mrr: [{ currency: 'EUR', amount: 25 }] }), figures({ mrr: [{ currency: 'USD', amount: 29 }] })));
    expect(cards.mrr.value).toBe('€25.00');
    expect(cards.mrr.changes).toEqual([
      { text: '+€25.00', direction: 'up', good: true },
      { text: '−100%', direction: 'down', good: false },
    ]);
  });
});
