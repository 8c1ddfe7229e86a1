import assert from 'node:assert/strict';
import test from 'node:test';
import { countKeys, reconcile, totals } from './ledger.mjs';

test('every acknowledged write found once: nothing lost, nothing duplicated', () => {
  const result = reconcile('sign-ups', ['a', 'b'], countKeys(['b', 'a']));
  assert.deepEqual(result, { name: 'sign-ups', acknowledged: 2, lost: [], duplicated: [] });
});

test('an acknowledged write missing from the final state is lost; one stored twice is duplicated', () => {
  const result = reconcile('adds', ['a', 'b', 'c'], countKeys(['a', 'c', 'c', 'c']));
  assert.deepEqual(result.lost, ['b']);
  assert.deepEqual(result.duplicated, ['c']);
});

test('writes that were never acknowledged are not counted, whether they landed or not', () => {
  const result = reconcile('stores', ['a'], countKeys(['a', 'x', 'x']));
  assert.deepEqual({ lost: result.lost, duplicated: result.duplicated, acknowledged: result.acknowledged }, { lost: [], duplicated: [], acknowledged: 1 });
});

test('a write acknowledged twice (a retry read back) is one write', () => {
  assert.equal(reconcile('tickets', ['a', 'a'], countKeys(['a'])).acknowledged, 1);
});

test('counts can come from a map the scenario builds (deliveries that acted per event)', () => {
  const result = reconcile('webhooks', ['e1', 'e2', 'e3'], new Map([['e1', 1], ['e2', 0], ['e3', 2]]));
  assert.deepEqual([result.lost, result.duplicated], [['e2'], ['e3']]);
});

test('totals add lost and duplicated over every reconciliation', () => {
  const t = totals([reconcile('a', ['1', '2'], countKeys(['1'])), reconcile('b', ['3'], countKeys(['3', '3']))]);
  assert.deepEqual(t, { acknowledged: 3, lost: 1, duplicated: 1 });
});
