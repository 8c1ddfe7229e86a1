import type { PlanItemEntry } from '../../api/plans';

/** The Manage dialogs' toggle: the one item flips between allowed and not allowed, the rest stay. */
export function toggleAllowed(items: readonly PlanItemEntry[], id: string): PlanItemEntry[] {
  return items.map((item) => (item._id === id ? { ...item, isAllowed: !item.isAllowed } : item));
}
