/** The home page's figures, computed from the user's real library and the catalogue (doc 2 §2 home). */
import type { LibraryModuleCard, LibrarySectionCard } from '../../api/library';
import type { ItemKind } from '@liquify/contracts';

export interface Activity {
  id: string;
  kind: ItemKind;
  verb: 'Added' | 'Updated';
  title: string;
  at: string;
  href: string;
}

export function addedThisMonth(entries: Array<{ createdAt: string }>, now: Date): number {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return entries.filter((e) => {
    const d = new Date(e.createdAt);
    return d.getUTCFullYear() === y && d.getUTCMonth() === m;
  }).length;
}

/** Newest first: each entry's addition, and its last update when later than a minute after. */
export function recentActivity(modules: LibraryModuleCard[], sections: LibrarySectionCard[], limit = 6): Activity[] {
  const items: Activity[] = [];
  const push = (kind: ItemKind, e: { _id: string; title: string; createdAt: string; updatedAt: string }, href: string) => {
    items.push({ id: `${e._id}-added`, kind, verb: 'Added', title: e.title, at: e.createdAt, href });
    if (Date.parse(e.updatedAt) - Date.parse(e.createdAt) > 60_000) items.push({ id: `${e._id}-updated`, kind, verb: 'Updated', title: e.title, at: e.updatedAt, href });
  };
  for (const m of modules) push('module', m, `/dashboard/library/edit/${m._id}`);
  for (const s of sections) if (!s.pending) push('section', s, `/dashboard/library/edit/section/${s._id}`);
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}

/** Most downloaded first. */
export function popularModules<T extends { downloads: number }>(modules: T[], limit = 4): T[] {
  return [...modules].sort((a, b) => b.downloads - a.downloads).slice(0, limit);
}

export interface Performance {
  loads30d: number;
  loadsAllTime: number;
  embedded: number;
  topModules: Array<{ id: string; title: string; loads: number }>;
  topDomains: Array<{ domain: string; loads: number }>;
}

/** Remote snippet figures over the user's modules. */
export function performance(modules: LibraryModuleCard[]): Performance {
  const domains = new Map<string, number>();
  for (const m of modules) for (const d of m.usage?.topDomains ?? []) domains.set(d.domain, (domains.get(d.domain) ?? 0) + d.loads);
  return {
    loads30d: modules.reduce((sum, m) => sum + (m.usage?.loads ?? 0), 0),
    loadsAllTime: modules.reduce((sum, m) => sum + (m.usageCount ?? 0), 0),
    embedded: modules.filter((m) => m.hasRemoteSnippet).length,
    topModules: modules
      .map((m) => ({ id: m._id, title: m.title, loads: m.usage?.loads ?? 0 }))
      .filter((m) => m.loads > 0)
      .sort((a, b) => b.loads - a.loads)
      .slice(0, 5),
    topDomains: Array.from(domains, ([domain, loads]) => ({ domain, loads }))
      .sort((a, b) => b.loads - a.loads)
      .slice(0, 5),
  };
}

/** '50+ modules' from the real catalogue size (rounded down to ten). */
export function catalogueCountCopy(count: number): string {
  return count >= 10 ? `${Math.floor(count / 10) * 10}+ modules` : `${count} modules`;
}
