/**
 * The thumbnails of /dashboard/modules' first row, named from the two early answers (the catalogue and the
 * user's plan, early-requests.rules.ts) so the shell can fetch them while the page's code still loads: one
 * of them is the page's largest paint, which otherwise waited for the list's first render to be requested.
 * No zod here: this runs in the shell's entry (the answers are read defensively instead).
 */

/** The cards of a catalogue page's first row at its widest (the grid's most columns). */
export const FIRST_ROW_CARDS = 4;

/**
 * The catalogue grid's columns at a viewport width, as its classes set them: 1, 2 from 640 px (sm), 3 from 1280
 * (xl), 4 from 1536 (2xl). The first row at that width is what is fetched ahead and eagerly: on a phone one card,
 * not four (three images more, at high priority, took the network from the page's code while it still loaded).
 */
export function gridColumnsAt(width: number): number {
  return width >= 1536 ? 4 : width >= 1280 ? 3 : width >= 640 ? 2 : 1;
}

/** The order the user area lists a catalogue in: the plan's allowed items first, each group in the API's order. */
export function allowedFirst<T extends { _id: string }>(items: readonly T[], allowed: ReadonlySet<string>): T[] {
  return [...items.filter((i) => allowed.has(i._id)), ...items.filter((i) => !allowed.has(i._id))];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `{ success, data }` → data (the API's envelope), anything else → undefined. */
function dataOf(body: unknown): unknown {
  return isRecord(body) ? body.data : undefined;
}

/**
 * The thumbnail URLs of the first `count` cards of /dashboard/modules, from the bodies of GET /modules (the
 * catalogue) and GET /plans/user/current (its `allowedModules`: ids or items with an `_id`). An answer of
 * another shape names nothing.
 */
export function firstScreenThumbnails(catalogueBody: unknown, planBody: unknown, count = FIRST_ROW_CARDS): string[] {
  const items = dataOf(catalogueBody);
  if (!Array.isArray(items)) return [];
  const cards = items.filter((item): item is { _id: string; thumbnail?: unknown } => isRecord(item) && typeof item._id === 'string');
  const plan = dataOf(planBody);
  const allowedList = isRecord(plan) && Array.isArray(plan.allowedModules) ? plan.allowedModules : [];
  const allowed = new Set(
    allowedList.map((entry) => (typeof entry === 'string' ? entry : isRecord(entry) && typeof entry._id === 'string' ? entry._id : '')).filter(Boolean),
  );
  return allowedFirst(cards, allowed)
    .slice(0, count)
    .map((card) => card.thumbnail)
    .filter((url): url is string => typeof url === 'string' && url.length > 0);
}
