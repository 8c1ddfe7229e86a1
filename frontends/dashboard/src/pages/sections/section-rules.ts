/** The sections library's rules (doc 2 §2, §4, §6). */
export interface SectionLike {
  _id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  status?: string;
  featured?: boolean;
}

/** Draft or archived sections show as 'Locked'; so do sections the plan does not allow. */
export function isSectionLocked(section: SectionLike, allowed: Set<string>): boolean {
  return section.status === 'draft' || section.status === 'archived' || !allowed.has(section._id);
}

/** Sections matching the search (title, description), grouped by category (sorted), each sorted by title. */
export function groupSections<T extends SectionLike>(sections: T[], search: string): Array<{ category: string; sections: T[] }> {
  const q = search.trim().toLowerCase();
  const groups = new Map<string, T[]>();
  for (const s of sections) {
    if (q && !s.title.toLowerCase().includes(q) && !s.description.toLowerCase().includes(q)) continue;
    const key = s.category || 'other';
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return Array.from(groups.entries())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, list]) => ({ category, sections: [...list].sort((a, b) => a.title.localeCompare(b.title)) }));
}

export function categoryLabel(category: string): string {
  return category.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
