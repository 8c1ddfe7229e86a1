/** /admin/settings' form rules: the billing and support contracts' own checks, as one field message. */
import type { EarlyBirdLimits } from '../../api/settings';
import { earlyBirdCodeCreateRequestSchema, earlyBirdCodeState, supportContactUpdateRequestSchema, type EarlyBirdCodeDto, type PaymentProviderStatusDto } from '@liquify/contracts';

/** The code to send (trimmed), or the message to show. */
export function earlyBirdCodeInput(raw: string): { code: string; error?: undefined } | { code?: undefined; error: string } {
  const parsed = earlyBirdCodeCreateRequestSchema.safeParse({ code: raw });
  return parsed.success ? { code: parsed.data.code } : { error: parsed.error.issues[0].message };
}

/** A code's limits as the form holds them: max uses as typed, the expiry from a datetime-local field. */
export interface EarlyBirdLimitsDraft {
  maxUses: string;
  expiresAt: string;
}


/**
 * The limits to send (empty: no limit; the expiry is the browser's local time, sent as an ISO instant), or a
 * message per field (the contract's own).
 */
export function earlyBirdLimitsInput(draft: EarlyBirdLimitsDraft): { limits: EarlyBirdLimits; errors?: undefined } | { limits?: undefined; errors: Partial<Record<keyof EarlyBirdLimitsDraft, string>> } {
  const local = draft.expiresAt.trim();
  const instant = local ? new Date(local) : null;
  const expiresAt = instant === null ? '' : Number.isNaN(instant.getTime()) ? local : instant.toISOString();
  const parsed = earlyBirdCodeCreateRequestSchema.safeParse({ code: 'LIMITS', maxUses: draft.maxUses, expiresAt });
  if (parsed.success) return { limits: { maxUses: parsed.data.maxUses ?? null, expiresAt: parsed.data.expiresAt ?? null } };
  const errors: Partial<Record<keyof EarlyBirdLimitsDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'maxUses' || field === 'expiresAt') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** A stored expiry as a datetime-local field's value (local time, minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const CODE_STATUS = {
  usable: { label: 'Active', className: 'bg-green-100 text-green-800' },
  disabled: { label: 'Disabled', className: 'bg-slate-200 text-slate-700' },
  expired: { label: 'Expired', className: 'bg-amber-100 text-amber-900' },
  'used-up': { label: 'Used up', className: 'bg-amber-100 text-amber-900' },
} as const;

/** The status badge of a code, by the same rule the checkout applies. */
export function codeStatus(code: EarlyBirdCodeDto, now = new Date()): { label: string; className: string } {
  return CODE_STATUS[earlyBirdCodeState(code, now)];
}

/** "2 of 5 (1 paid)": checkouts holding the code of its limit, and how many paid. */
export function codeUsage(code: Pick<EarlyBirdCodeDto, 'claimed' | 'maxUses' | 'uses'>): string {
  return `${code.claimed} of ${code.maxUses ?? 'unlimited'} (${code.uses} paid)`;
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
