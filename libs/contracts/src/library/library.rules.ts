import { UNLIMITED } from '../text.rules';
import { ENTRY_RESTORE_WINDOW_MS, type LibraryKind, NEAR_LIMIT_RATIO } from './library.constants';

/*
 * The library's rules, as plain functions: the library service enforces them, the dashboard shows them.
 * Decided here only (quota, allowed-by-plan, soft-downgrade locking, the template merge of an update).
 */

// ---------------------------------------------------------------- quota

export interface QuotaDecision {
  canAdd: boolean;
  currentCount: number;
  limit: number;
}

/** A limit as stored: -1 (or any negative) is unlimited; NaN/undefined count as 0 (nothing allowed). */
export function normaliseLimit(limit: number | null | undefined): number {
  if (typeof limit !== 'number' || Number.isNaN(limit)) return 0;
  if (limit < 0) return UNLIMITED;
  return Math.floor(limit);
}

/** Whether one more item fits: `currentCount < limit`, always with -1 (unlimited). */
export function quotaDecision(currentCount: number, limit: number | null | undefined): QuotaDecision {
  const normalised = normaliseLimit(limit);
  const count = Math.max(0, Math.floor(currentCount));
  return { canAdd: normalised === UNLIMITED || count < normalised, currentCount: count, limit: normalised };
}

/**
 * The limit a user's library enforces for one kind: the user's own (identity's features, which carry an
 * admin's per-user override), else their plan's, else the default a new account gets.
 */
export function effectiveLimit(own: number | null | undefined, plan: number | null | undefined, fallback: number): number {
  return own ?? plan ?? fallback;
}

/** Why an item cannot be added (the quota check's `reason`). */
export type AddRefusal = 'limit' | 'not-allowed' | 'already-in-library' | 'not-found' | 'locked';

/**
 * Doc 2 §3: the first reason an item cannot be added, in this order: it is not (or no longer) in the catalogue,
 * it is not published, the plan does not allow it, it is already held, the quota is full. Undefined: it can be added.
 */
export function addRefusal(item: { exists: boolean; published: boolean; allowed: boolean; alreadyInLibrary: boolean }, quota: QuotaDecision): AddRefusal | undefined {
  if (!item.exists) return 'not-found';
  if (!item.published) return 'locked';
  if (!item.allowed) return 'not-allowed';
  if (item.alreadyInLibrary) return 'already-in-library';
  if (!quota.canAdd) return 'limit';
  return undefined;
}

export type UsageLevel = 'available' | 'near-limit' | 'at-limit';
export interface UsageStatus {
  current: number;
  limit: number;
  /** count/limit in percent, 0 when unlimited (doc 2 §4). */
  percentage: number;
  isAtLimit: boolean;
  level: UsageLevel;
  /** 'Available', 'Near limit' or 'Limit reached' (doc 2 §4). */
  label: string;
}

/** Doc 2 §4: under 80% 'Available', 80% or more 'Near limit', 100% or more 'Limit reached'; -1 gives 0%. */
export function usageStatus(current: number, limit: number | null | undefined): UsageStatus {
  const normalised = normaliseLimit(limit);
  if (normalised === UNLIMITED) return { current, limit: normalised, percentage: 0, isAtLimit: false, level: 'available', label: 'Available' };
  const percentage = normalised === 0 ? 100 : Math.round((current / normalised) * 10000) / 100;
  const level: UsageLevel = percentage >= 100 ? 'at-limit' : percentage >= NEAR_LIMIT_RATIO * 100 ? 'near-limit' : 'available';
  return { current, limit: normalised, percentage, isAtLimit: level === 'at-limit', level, label: level === 'at-limit' ? 'Limit reached' : level === 'near-limit' ? 'Near limit' : 'Available' };
}

// ---------------------------------------------------------------- allowed by plan

/**
 * Doc 2 §4: an item is allowed or locked by presence in the plan's allowed list (explicit ids, kept by
 * billing). Without a known plan nothing is allowed.
 */
export function isAllowedByPlan(allowedIds: readonly string[] | ReadonlySet<string> | null | undefined, itemId: string): boolean {
  if (!allowedIds) return false;
  return allowedIds instanceof Set ? allowedIds.has(itemId) : (allowedIds as readonly string[]).includes(itemId);
}

// ---------------------------------------------------------------- soft downgrade

export interface LockableEntry {
  id: string;
  catalogueId: string;
  /** When it was added: the oldest entries stay usable. */
  createdAt: Date | string;
}

export type EntryLock = 'limit' | 'plan' | null;

/**
 * Soft downgrade: when the plan holds fewer items than the user has, the NEWEST entries beyond the limit
 * are locked ('limit'); entries whose catalogue item left the plan's allowed list are locked ('plan').
 * Nothing is deleted, and raising the limit (or allowing the item again) unlocks them: the lock is derived,
 * never stored. Ties on createdAt are broken by id, so the order is total and stable.
 * Allowed-list locking applies only when `allowedIds` is given.
 */
export function entryLocks(entries: readonly LockableEntry[], limit: number | null | undefined, allowedIds?: ReadonlySet<string> | null): Map<string, EntryLock> {
  const normalised = normaliseLimit(limit);
  const ordered = [...entries].sort((a, b) => time(a.createdAt) - time(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const locks = new Map<string, EntryLock>();
  ordered.forEach((entry, index) => {
    if (normalised !== UNLIMITED && index >= normalised) locks.set(entry.id, 'limit');
    else if (allowedIds && !allowedIds.has(entry.catalogueId)) locks.set(entry.id, 'plan');
    else locks.set(entry.id, null);
  });
  return locks;
}

/** What of a plan the entry locks of its users depend on (entryLocks: the limits and the allowed lists). */
export interface PlanLockState {
  moduleLimit: number;
  sectionLimit: number;
  allowedModules: readonly string[];
  allowedSections: readonly string[];
  isActive: boolean;
}

/**
 * Which entries a plan change can lock or unlock: every entry of its users ('all': a limit moved, the plan
 * was (de)activated or is new here), only the entries made from the items that joined or left an allowed
 * list (a 'plan' lock is the entry's own item leaving the list; limit locks do not look at the lists), or none.
 * A first publication joins every plan's list: it concerns nobody's entries yet, so nobody's locks are recomputed.
 */
export type PlanLockImpact = { all: true } | { all: false; items: Record<LibraryKind, string[]> };

export function planLockImpact(before: PlanLockState | null, after: PlanLockState): PlanLockImpact {
  if (!before || before.moduleLimit !== after.moduleLimit || before.sectionLimit !== after.sectionLimit || before.isActive !== after.isActive) return { all: true };
  const changed = (a: readonly string[], b: readonly string[]) => {
    const [left, right] = [new Set(a), new Set(b)];
    return [...new Set([...a, ...b])].filter((id) => left.has(id) !== right.has(id));
  };
  return { all: false, items: { module: changed(before.allowedModules, after.allowedModules), section: changed(before.allowedSections, after.allowedSections) } };
}

/** The lock of one entry given how many of the user's entries are older than it (same order as entryLocks). */
export function entryLockAt(olderCount: number, limit: number | null | undefined, allowed: boolean | null): EntryLock {
  const normalised = normaliseLimit(limit);
  if (normalised !== UNLIMITED && olderCount >= normalised) return 'limit';
  if (allowed === false) return 'plan';
  return null;
}

// ---------------------------------------------------------------- undo

/** Whether an entry removed at `removedAt` can still be restored at `now` (within ENTRY_RESTORE_WINDOW_MS). */
export function canRestore(removedAt: Date | string, now: Date | string = new Date()): boolean {
  const elapsed = time(now) - time(removedAt);
  // A removal stamped a little ahead of this clock (another replica) is within the window too.
  return Number.isFinite(elapsed) && elapsed <= ENTRY_RESTORE_WINDOW_MS;
}

function time(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}
