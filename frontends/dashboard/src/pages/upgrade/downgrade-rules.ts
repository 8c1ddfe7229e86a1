import type { SubscriptionEnd } from './billing.api';

export interface LockedItem {
  _id: string;
  title: string;
  kind: 'Module' | 'Section';
}

/**
 * What a downgrade takes from this user: the items of their library the free plan does not include (named),
 * and how many other catalogue items leave their plan (counted).
 */
export function lockedForUser(
  end: Pick<SubscriptionEnd, 'lockedModules' | 'lockedSections'>,
  library: { moduleIds: readonly string[]; sectionIds: readonly string[] },
): { inLibrary: LockedItem[]; others: number } {
  const modules = new Set(library.moduleIds);
  const sections = new Set(library.sectionIds);
  const all: Array<LockedItem & { owned: boolean }> = [
    ...end.lockedModules.map((m) => ({ _id: m._id, title: m.title || m.slug, kind: 'Module' as const, owned: modules.has(m._id) })),
    ...end.lockedSections.map((s) => ({ _id: s._id, title: s.title || s.slug, kind: 'Section' as const, owned: sections.has(s._id) })),
  ];
  const inLibrary = all.filter((item) => item.owned).map(({ owned: _owned, ...item }) => item);
  return { inLibrary, others: all.length - inLibrary.length };
}
