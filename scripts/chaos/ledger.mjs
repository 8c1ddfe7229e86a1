// Lost and duplicated writes, from the final state: every write the product acknowledged must be found
// exactly once. Pure, so the accounting itself is unit-tested (ledger.test.mjs).

/**
 * `acknowledged`: the keys of the writes the product answered with success (each key once).
 * `found`: Map key -> how many times the final state holds it (a key absent from the map: 0).
 * Answers { name, acknowledged, lost: [keys], duplicated: [keys] }.
 */
export function reconcile(name, acknowledged, found) {
  const keys = [...new Set(acknowledged)];
  const lost = [];
  const duplicated = [];
  for (const key of keys) {
    const count = found.get(key) ?? 0;
    if (count === 0) lost.push(key);
    else if (count > 1) duplicated.push(key);
  }
  return { name, acknowledged: keys.length, lost, duplicated };
}

/** Counts of each key in a list (the values one read of the final state gives, e.g. every stored e-mail). */
export function countKeys(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** Totals over several reconciliations: { acknowledged, lost, duplicated } as numbers. */
export function totals(accounts) {
  return accounts.reduce(
    (sum, a) => ({ acknowledged: sum.acknowledged + a.acknowledged, lost: sum.lost + a.lost.length, duplicated: sum.duplicated + a.duplicated.length }),
    { acknowledged: 0, lost: 0, duplicated: 0 },
  );
}
