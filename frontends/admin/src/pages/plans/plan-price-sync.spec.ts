import { PRICE_SYNC_STATES } from '@liquify/contracts';
import { priceSyncLabel, syncSuccessMessage } from './plan-price-sync';

describe('the sync message and the cards’ sync line', () => {
  it('names the provider that synchronised', () => {
    expect(syncSuccessMessage('stripe', 2, 0)).toBe('Synchronisation avec Stripe réussie : 2 plans synchronisés');
    expect(syncSuccessMessage('stripe', 1, 1)).toBe('Synchronisation avec Stripe réussie : 1 plan synchronisé, 1 ignoré');
    expect(syncSuccessMessage('local', 3, 2)).toBe('Synchronisation avec le paiement local (aucune clé Stripe configurée) réussie : 3 plans synchronisés, 2 ignorés');
    expect(syncSuccessMessage('local', 0, 0)).not.toContain('Stripe réussie');
  });
  it('says where each plan stands, for every state and provider', () => {
    expect(priceSyncLabel('synced', 'stripe')).toEqual({ text: 'Synced with Stripe', tone: 'ok' });
    expect(priceSyncLabel('synced', 'local')).toEqual({ text: 'Synced with the local checkout', tone: 'ok' });
    expect(priceSyncLabel('not-synced', 'local')).toEqual({ text: 'Not synced with the local checkout', tone: 'warn' });
    expect(priceSyncLabel('other-provider', 'stripe')).toEqual({ text: 'Price from the local checkout: sync with Stripe', tone: 'warn' });
    expect(priceSyncLabel('other-provider', 'local')).toEqual({ text: 'Price from Stripe: sync with the local checkout', tone: 'warn' });
    expect(priceSyncLabel('outdated', 'stripe').tone).toBe('warn');
    expect(priceSyncLabel('free', 'stripe')).toEqual({ text: 'Free: nothing to sync', tone: 'neutral' });
    for (const state of PRICE_SYNC_STATES) for (const provider of ['stripe', 'local'] as const) expect(priceSyncLabel(state, provider).text).toBeTruthy();
  });
});
