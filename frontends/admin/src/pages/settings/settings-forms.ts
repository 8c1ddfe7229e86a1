/** /admin/settings' forms: the billing and support contracts' own schemas as react-hook-form resolvers, and the codes' display. */
import type { EarlyBirdLimits } from '../../api/settings';
import { earlyBirdCodeCreateRequestSchema, earlyBirdCodeState, supportContactUpdateRequestSchema, type EarlyBirdCodeDto, type PaymentProviderStatusDto } from '@liquify/contracts';
import { z } from 'zod';

/** A datetime-local field's value (the browser's local time) as an ISO instant; empty stays empty, and what is no date is left for the contract to refuse. */
export function localToInstant(local: string): string {
  const text = local.trim();
  if (!text) return '';
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? text : instant.toISOString();
}

const { code: codeRule, maxUses: maxUsesRule, expiresAt: expiresAtRule } = earlyBirdCodeCreateRequestSchema.shape;
/** Max uses as typed; the expiry from a datetime-local field, in the browser's local time, checked as the instant it names. */
const limitsShape = { maxUses: maxUsesRule, expiresAt: z.preprocess((v) => localToInstant(String(v ?? '')), expiresAtRule) };
const limitsOf = (parsed: { maxUses?: number | null; expiresAt?: string | null }): EarlyBirdLimits => ({ maxUses: parsed.maxUses ?? null, expiresAt: parsed.expiresAt ?? null });

/**
 * The limits dialog's schema (react-hook-form resolver): the billing contract's own rules and messages; empty
 * means no limit, the expiry is sent as an ISO instant.
 */
export const earlyBirdLimitsFormSchema = z.object(limitsShape).transform(limitsOf);
export type EarlyBirdLimitsFormInput = z.input<typeof earlyBirdLimitsFormSchema>;

/** The Add code form's schema: the code (trimmed) and its limits, by the contract's rules. */
export const earlyBirdCodeFormSchema = z.object({ code: codeRule, ...limitsShape }).transform(({ code, ...limits }) => ({ code, limits: limitsOf(limits) }));
export type EarlyBirdCodeFormInput = z.input<typeof earlyBirdCodeFormSchema>;
export type EarlyBirdCodeFormOutput = z.output<typeof earlyBirdCodeFormSchema>;

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

/** The support e-mail form's schema: the support contract's (trimmed, lower-case, 'Please enter a valid email address'). */
export const supportEmailFormSchema = supportContactUpdateRequestSchema;
export type SupportEmailFormInput = z.input<typeof supportContactUpdateRequestSchema>;
export type SupportEmailFormOutput = z.output<typeof supportContactUpdateRequestSchema>;

export const PROVIDER_NAMES: Record<PaymentProviderStatusDto['provider'], string> = {
  stripe: 'Stripe',
  local: 'Local checkout (test cards, no real payment)',
};

export const EVENT_SOURCES: Record<string, string> = {
  'stripe-webhook': 'Stripe webhook',
  'local-provider': 'local checkout',
};
