/**
 * Usage status of a resource against the plan's limit (doc 2 §4, §9): under 80% green 'Available',
 * 80% or more yellow 'Near limit', 100% or more red 'Limit reached' (adding disabled, the upgrade
 * dialog opens). A limit of -1 is unlimited and gives 0%.
 */
export type QuotaKind = 'modules' | 'sections' | 'stores';
export type UpgradeKind = QuotaKind | 'overview';

export const NEAR_LIMIT_RATIO = 0.8;
export const UNLIMITED = -1;

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

export function usageStatus(current: number, limit: number | null | undefined): UsageStatus {
  const safeLimit = typeof limit === 'number' && Number.isFinite(limit) ? limit : UNLIMITED;
  const unlimited = safeLimit < 0;
  const ratio = unlimited ? 0 : safeLimit === 0 ? 1 : current / safeLimit;
  const level: UsageLevel = ratio >= 1 ? 'limit' : ratio >= NEAR_LIMIT_RATIO ? 'near' : 'available';
  return {
    current,
    limit: safeLimit,
    percentage: Math.round(ratio * 100),
    isAtLimit: level === 'limit',
    level,
    label: level === 'limit' ? 'Limit reached' : level === 'near' ? 'Near limit' : 'Available',
    color: level === 'limit' ? 'red' : level === 'near' ? 'yellow' : 'green',
  };
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
  return `You've reached your plan limit of ${limit} ${kind}. Upgrade your plan to add more.`;
}
