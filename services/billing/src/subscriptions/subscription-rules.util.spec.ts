import { decideSubscriptionChange, SubscriptionState } from './subscription-rules.util';

const state = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: 'active',
  planId: 'pro',
  currentPeriodStart: new Date('2026-01-01T00:00:00Z'),
  currentPeriodEnd: new Date('2026-02-01T00:00:00Z'),
  cancelAtPeriodEnd: false,
  at: 1000,
  ...over,
});

describe('subscription ordering rules', () => {
  it('activates a new active subscription', () => {
    expect(decideSubscriptionChange(null, state())).toEqual({ apply: true, event: 'activated' });
  });

  it('activates when a subscription goes from incomplete to active', () => {
    expect(decideSubscriptionChange(state({ status: 'incomplete', at: 1000 }), state({ at: 1001 }))).toEqual({ apply: true, event: 'activated' });
  });

  it('records an incomplete subscription without telling anyone', () => {
    expect(decideSubscriptionChange(null, state({ status: 'incomplete' }))).toEqual({ apply: true, event: null });
  });

  it('ignores a fact older than the newest applied (out-of-order delivery)', () => {
    expect(decideSubscriptionChange(state({ at: 2000, cancelAtPeriodEnd: true }), state({ at: 1500 }))).toEqual({ apply: false, reason: 'stale' });
  });

  it('on a same-second tie, never moves back from active to incomplete', () => {
    expect(decideSubscriptionChange(state({ at: 1000 }), state({ status: 'incomplete', at: 1000 }))).toEqual({ apply: false, reason: 'regression' });
  });

  it('on a same-second tie, still applies a forward move', () => {
    expect(decideSubscriptionChange(state({ at: 1000 }), state({ status: 'canceled', at: 1000 }))).toEqual({ apply: true, event: 'canceled' });
  });

  it('keeps an ended subscription ended, even when a later "active" update arrives', () => {
    expect(decideSubscriptionChange(state({ status: 'canceled', at: 1000 }), state({ at: 5000 }))).toEqual({ apply: false, reason: 'ended' });
  });

  it('emits updated for a renewal, a plan change, a failed payment or cancel-at-period-end', () => {
    const current = state();
    expect(decideSubscriptionChange(current, state({ at: 2000, currentPeriodEnd: new Date('2026-03-01T00:00:00Z') }))).toEqual({ apply: true, event: 'updated' });
    expect(decideSubscriptionChange(current, state({ at: 2000, planId: 'enterprise' }))).toEqual({ apply: true, event: 'updated' });
    expect(decideSubscriptionChange(current, state({ at: 2000, status: 'past_due' }))).toEqual({ apply: true, event: 'updated' });
    expect(decideSubscriptionChange(current, state({ at: 2000, cancelAtPeriodEnd: true }))).toEqual({ apply: true, event: 'updated' });
  });

  it('treats a payment recovered after past_due as an update, not a new activation', () => {
    expect(decideSubscriptionChange(state({ status: 'past_due' }), state({ at: 2000 }))).toEqual({ apply: true, event: 'updated' });
  });

  it('applies an identical fact silently (a newer timestamp, nothing changed)', () => {
    expect(decideSubscriptionChange(state(), state({ at: 3000 }))).toEqual({ apply: true, event: null });
  });
});
