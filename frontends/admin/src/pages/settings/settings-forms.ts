/** /admin/settings' form rules: the billing and support contracts' own checks, as one field message. */
import { earlyBirdCodeCreateRequestSchema, supportContactUpdateRequestSchema, type PaymentProviderStatusDto } from '@liquify/contracts';

/** The code to send (trimmed), or the message to show. */
export function earlyBirdCodeInput(raw: string): { code: string; error?: undefined } | { code?: undefined; error: string } {
  const parsed = earlyBirdCodeCreateRequestSchema.safeParse({ code: raw });
  return parsed.success ? { code: parsed.data.code } : { error: parsed.error.issues[0].message };
}

/** The address to send (trimmed, lower-case), or the message to show. */
export function supportEmailInput(raw: string): { email: string; error?: undefined } | { email?: undefined; error: string } {
  const parsed = supportContactUpdateRequestSchema.safeParse({ email: raw });
  return parsed.success ? { email: parsed.data.email } : { error: parsed.error.issues[0].message };
}

export const PROVIDER_NAMES: Record<PaymentProviderStatusDto['provider'], string> = {
  stripe: 'Stripe',
  local: 'Local checkout (test cards, no real payment)',
};

export const EVENT_SOURCES: Record<string, string> = {
  'stripe-webhook': 'Stripe webhook',
  'local-provider': 'local checkout',
};
