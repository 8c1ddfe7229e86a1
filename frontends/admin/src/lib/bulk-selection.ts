/** Row selection and bulk outcomes of the admin lists (issue #25 item 12), as plain functions. */
import type { BulkAnswer } from '@liquify/contracts';

/** The selection after ticking or unticking one row. */
export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The page's select-all box: ticks every row of the page, or clears them when all were ticked. */
export function toggledPage(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  const all = pageIds.length > 0 && pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

export type PageSelection = 'none' | 'some' | 'all';

export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): PageSelection {
  const count = pageIds.filter((id) => selected.has(id)).length;
  return count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
}

/**
 * The refusals of a bulk answer, one line each, naming the row (`nameOf`, else its id) and the reason;
 * null when every row went through.
 */
export function bulkFailures(answer: Pick<BulkAnswer, 'message' | 'data'>, nameOf: (id: string) => string | undefined): string | null {
  const refused = answer.data.results.filter((r) => !r.ok);
  if (refused.length === 0) return null;
  return `${answer.message}: ${refused.map((r) => `${nameOf(r.id) ?? r.id} (${r.error ?? 'refused'})`).join('; ')}`;
}
