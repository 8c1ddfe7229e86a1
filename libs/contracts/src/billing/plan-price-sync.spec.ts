import { priceSyncState } from './plan-price-sync';

describe('priceSyncState', () => {
  const key = '2900:usd:month';
  const stripe = { price: 29, priceId: 'price_1Abc', priceKey: key };
  const local = { price: 29, priceId: 'price_local_pro_2900', priceKey: key };
  it('a free plan has nothing to sell, whatever it stores', () => {
    expect(priceSyncState({ price: 0, priceId: null, priceKey: null }, key, 'stripe')).toBe('free');
    expect(priceSyncState({ ...stripe, price: 0 }, key, 'local')).toBe('free');
  });
  it('a priced plan without a price id is not synced', () => {
    expect(priceSyncState({ price: 29, priceId: null, priceKey: null }, key, 'stripe')).toBe('not-synced');
    expect(priceSyncState({ price: 29, priceId: '', priceKey: key }, key, 'local')).toBe('not-synced');
  });
  it("a price of the other provider is not the current provider's", () => {
    expect(priceSyncState(local, key, 'stripe')).toBe('other-provider');
    expect(priceSyncState(stripe, key, 'local')).toBe('other-provider');
  });
  it('a price made for another amount, currency or cycle is outdated', () => {
    expect(priceSyncState(stripe, '3900:usd:month', 'stripe')).toBe('outdated');
    expect(priceSyncState({ ...local, priceKey: null }, key, 'local')).toBe('outdated');
  });
  it('else synced', () => {
    expect(priceSyncState(stripe, key, 'stripe')).toBe('synced');
    expect(priceSyncState(local, key, 'local')).toBe('synced');
  });
});
