/** My Library's search (doc 2 §2): case-insensitive substring of title, description and, for modules, category. */
export function matchesLibrarySearch(entry: { title: string; description: string; category?: string }, search: string, kind: 'module' | 'section'): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const fields = [entry.title, entry.description, ...(kind === 'module' ? [entry.category ?? ''] : [])];
  return fields.some((field) => (field ?? '').toLowerCase().includes(q));
}
