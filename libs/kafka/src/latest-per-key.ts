/**
 * Which messages of a fetched batch another one of the same key makes obsolete, for handlers of snapshot
 * events (`OnEvent(def, { latestPerKey: order })`): each event carries the whole state of its aggregate (e.g.
 * billing.plan.updated.v1, the plan as it then was) and the handler keeps a state only if it is not older than
 * the one it holds. Of several states of one key waiting together, the newest by the aggregate's own order
 * (ties: the later message) gives the same end state as applying each in turn. A backlog of 40 edits of one
 * plan after a broker outage is applied once, not 40 times (`npm run chaos`, broker-outage). A message without
 * a key or an order (one that does not decode: it goes on to the dead-letter topic) is never skipped.
 * Pure: latest-per-key.spec.ts.
 */
export interface BatchItem {
  key: string | null | undefined;
  /** The state's place in its aggregate's order, compared element by element (e.g. [revision, time]). */
  order?: readonly number[];
}

/** `a` before `b` in the aggregate's order (element by element; a shorter prefix first). */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i];
  return a.length < b.length;
}

export function supersededInBatch(items: ReadonlyArray<BatchItem>): boolean[] {
  const newest = new Map<string, number>();
  items.forEach((item, index) => {
    if (!item.key || !item.order) return;
    const current = newest.get(item.key);
    // A later message of an equal state replaces the earlier one (the last write wins, as in offset order).
    if (current === undefined || !before(item.order, items[current].order!)) newest.set(item.key, index);
  });
  return items.map((item, index) => Boolean(item.key && item.order && newest.get(item.key) !== index));
}
