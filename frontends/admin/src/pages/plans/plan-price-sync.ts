/** What the plan cards and the sync's toast say about prices at the payment provider (issue #25 item 6). */
import type { PaymentProviderName, PriceSyncState } from '@liquify/contracts';

const PROVIDER_FR: Record<PaymentProviderName, string> = { stripe: 'Stripe', local: 'le paiement local (aucune clé Stripe configurée)' };

/** The sync's French success message (doc 3 §8), naming the provider that synchronised. */
export function syncSuccessMessage(provider: PaymentProviderName, synced: number, skipped: number): string {
  return (
    `Synchronisation avec ${PROVIDER_FR[provider]} réussie : ${synced} plan${synced > 1 ? 's' : ''} synchronisé${synced > 1 ? 's' : ''}` +
    (skipped ? `, ${skipped} ignoré${skipped > 1 ? 's' : ''}` : '')
  );
}

const PROVIDER_EN: Record<PaymentProviderName, string> = { stripe: 'Stripe', local: 'the local checkout' };

/** A plan card's sync line: what its stored price is to the current provider. */
export function priceSyncLabel(state: PriceSyncState, provider: PaymentProviderName): { text: string; tone: 'ok' | 'warn' | 'neutral' } {
  switch (state) {
    case 'free':
      return { text: 'Free: nothing to sync', tone: 'neutral' };
    case 'not-synced':
      return { text: `Not synced with ${PROVIDER_EN[provider]}`, tone: 'warn' };
    case 'other-provider':
      return { text: `Price from ${provider === 'stripe' ? 'the local checkout' : 'Stripe'}: sync with ${PROVIDER_EN[provider]}`, tone: 'warn' };
    case 'outdated':
      return { text: 'Price changed since the last sync: sync again', tone: 'warn' };
    case 'synced':
      return { text: `Synced with ${PROVIDER_EN[provider]}`, tone: 'ok' };
  }
}
