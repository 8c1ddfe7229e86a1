import { normalizeProviderEvent } from './provider-event.normalizer';

const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', type, created: 1_800_000_000, data: { object } });

describe('provider event normalization', () => {
  it('reads checkout.session.completed (expanded or plain ids)', () => {
    const n = normalizeProviderEvent(
      event('checkout.session.completed', {
        id: 'cs_1',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer: { id: 'cus_1' },
        subscription: 'sub_1',
        customer_details: { email: 'a@b.co' },
        metadata: { planId: 'p', bad: 1 },
      }),
    );
    expect(n).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1_800_000_000,
      fact: { kind: 'checkout.completed', session: { id: 'cs_1', mode: 'subscription', status: 'complete', paymentStatus: 'paid', customerId: 'cus_1', subscriptionId: 'sub_1', email: 'a@b.co', metadata: { planId: 'p' } } },
    });
  });

  it('reads subscription periods from items (current API) or the subscription (older API)', () => {
    const current = normalizeProviderEvent(
      event('customer.subscription.updated', { id: 'sub_1', customer: 'cus_1', status: 'active', items: { data: [{ price: { id: 'price_1' }, current_period_start: 100, current_period_end: 200 }] } }),
    );
    expect(current.fact).toEqual({
      kind: 'subscription',
      subscription: { id: 'sub_1', customerId: 'cus_1', status: 'active', currentPeriodStart: new Date(100_000), currentPeriodEnd: new Date(200_000), cancelAtPeriodEnd: false, metadata: {}, priceId: 'price_1' },
    });
    const legacy = normalizeProviderEvent(event('customer.subscription.updated', { id: 'sub_1', status: 'past_due', current_period_start: 300, current_period_end: 400, cancel_at_period_end: true }));
    expect(legacy.fact).toMatchObject({ subscription: { status: 'past_due', currentPeriodEnd: new Date(400_000), cancelAtPeriodEnd: true } });
  });

  it('treats a deleted subscription as canceled whatever its payload says', () => {
    expect(normalizeProviderEvent(event('customer.subscription.deleted', { id: 'sub_1', status: 'active' })).fact).toMatchObject({ subscription: { status: 'canceled' } });
  });

  it('reads the subscription of an invoice in both API shapes, and the latest line period', () => {
    const modern = normalizeProviderEvent(
      event('invoice.paid', { parent: { subscription_details: { subscription: 'sub_9' } }, lines: { data: [{ period: { start: 10, end: 20 } }, { period: { start: 20, end: 50 } }] } }),
    );
    expect(modern.fact).toEqual({ kind: 'invoice', paid: true, invoice: { subscriptionId: 'sub_9', periodStart: new Date(20_000), periodEnd: new Date(50_000) } });
    const legacy = normalizeProviderEvent(event('invoice.payment_failed', { subscription: { id: 'sub_8' } }));
    expect(legacy.fact).toEqual({ kind: 'invoice', paid: false, invoice: { subscriptionId: 'sub_8', periodStart: null, periodEnd: null } });
  });

  it('ignores other types and survives junk in the payload', () => {
    expect(normalizeProviderEvent(event('charge.refunded', {})).fact).toEqual({ kind: 'ignored' });
    expect(normalizeProviderEvent(event('customer.subscription.updated', { id: 'sub_x', status: 'weird', items: 'nope' })).fact).toMatchObject({ subscription: { status: 'incomplete', currentPeriodEnd: null } });
  });
});
