/** 'Showing X to Y of Z results' figures for a 1-based page (X is 0 when there is nothing). */
export function showingRange(page: number, limit: number, total: number): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = (page - 1) * limit + 1;
  return { from: Math.min(from, total), to: Math.min(page * limit, total), total };
}

/**
 * The numbered page buttons (doc 3 §2, §9): at most `size` (7) consecutive pages, a window sliding so the
 * current page sits in its middle, clamped to the first and last pages.
 */
export function pageWindow(current: number, pages: number, size = 7): number[] {
  if (pages <= 0) return [];
  const count = Math.min(size, pages);
  const page = Math.min(Math.max(1, current), pages);
  let start = page - Math.floor(count / 2);
  start = Math.max(1, Math.min(start, pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
