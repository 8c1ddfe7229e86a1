/**
 * How the dashboard shows usage against the user's limits (doc 2 §4, §9): under 80% green 'Available',
 * 80% or more yellow 'Near limit', 100% or more red 'Limit reached' (adding disabled, the upgrade dialog
 * opens). The judgement is the library's own rule (`usageStatus` in libs/contracts, the one the server's
 * quota check applies); this only adds how it looks.
 */
import { countOf, UNLIMITED, usageStatus as judgeUsage } from '@liquify/contracts/rules';

export { UNLIMITED };
export type QuotaKind = 'modules' | 'sections' | 'stores';
export type UpgradeKind = QuotaKind | 'overview';

export type UsageLevel = 'available' | 'near' | 'limit';

export interface UsageStatus {
  current: number;
  limit: number;
  /** 0..100+, rounded; 0 when unlimited. */
  percentage: number;
  isAtLimit: boolean;
  level: UsageLevel;
  label: 'Available' | 'Near limit' | 'Limit reached';
  /** Tailwind text/bar colour of the level. */
  color: 'green' | 'yellow' | 'red';
}

const LOOK = {
  available: { level: 'available', label: 'Available', color: 'green' },
  'near-limit': { level: 'near', label: 'Near limit', color: 'yellow' },
  'at-limit': { level: 'limit', label: 'Limit reached', color: 'red' },
} as const;

/** `limit` as the server stores it: -1 unlimited; a missing limit allows nothing, as on the server. */
export function usageStatus(current: number, limit: number | null | undefined): UsageStatus {
  const judged = judgeUsage(current, limit);
  return { current, limit: judged.limit, percentage: Math.round(judged.percentage), isAtLimit: judged.isAtLimit, ...LOOK[judged.level] };
}

export function formatLimit(limit: number): string {
  return limit < 0 ? 'Unlimited' : String(limit);
}

export const KIND_LABEL: Record<QuotaKind, { one: string; many: string; title: string }> = {
  modules: { one: 'module', many: 'modules', title: 'Modules' },
  sections: { one: 'section', many: 'sections', title: 'Sections' },
  stores: { one: 'store', many: 'stores', title: 'Stores' },
};

/** "You've reached your plan limit of {limit} modules (sections). Upgrade your plan to add more." (doc 2 §8) */
export function limitReachedMessage(kind: 'modules' | 'sections', limit: number): string {
  return `You've reached your plan limit of ${countOf(limit, KIND_LABEL[kind].one, KIND_LABEL[kind].many)}. Upgrade your plan to add more.`;
}
