import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leftoverTestTopics, MIN_AGE_MS, runStartedAt, topicsOfRuns } from './prune-test-topics.mjs';

test('keeps product and internal topics, selects prefixed test topics', () => {
  const topics = [
    'identity.user.registered.v1',
    'catalogue.module.published.v1.dlq',
    '__consumer_offsets',
    'e2e-mwqlar2pd66620.identity.user.registered.v1',
    'lib-testing-abc.testing.probe.sent.v1',
    'billing-plans-x1.billing.plan.updated.v1.dlq',
  ];
  assert.deepEqual(leftoverTestTopics(topics), [
    'e2e-mwqlar2pd66620.identity.user.registered.v1',
    'lib-testing-abc.testing.probe.sent.v1',
    'billing-plans-x1.billing.plan.updated.v1.dlq',
  ]);
});

test("keeps the topics of a run started less than MIN_AGE_MS (90 minutes) ago: a concurrent run's topics on a shared broker are not deleted", async () => {
  const { uniqueName } = await import('../../libs/testing/src/unique-name.ts');
  const now = Date.now();
  const running = uniqueName('e2e'); // made just now, the way every harness names its run
  const topics = [`${running}.identity.user.registered.v1`, `${running}.billing.plan.updated.v1.dlq`];
  assert.deepEqual(leftoverTestTopics(topics, { now }), []);
  assert.deepEqual(leftoverTestTopics(topics, { now: now + MIN_AGE_MS - 60_000 }), []);
  assert.deepEqual(leftoverTestTopics(topics, { now: now + MIN_AGE_MS + 60_000 }), topics);
});

test('reads the start of a run from its uniqueName stamp, and only from a plausible one', async () => {
  const { uniqueName } = await import('../../libs/testing/src/unique-name.ts');
  const before = Date.now();
  const started = runStartedAt(`${uniqueName('catalogue-it')}.catalogue.module.published.v1`);
  assert.ok(started && started.getTime() >= before && started.getTime() <= Date.now(), `read ${started?.toISOString()}`);
  assert.equal(runStartedAt('e2e-mwqlar2pd66620.identity.user.registered.v1')?.toISOString(), '2026-11-21T15:55:39.025Z');
  assert.equal(runStartedAt('lib-testing-abc.testing.probe.sent.v1'), null);
  assert.equal(runStartedAt('zzzzzzzzzzzzzzzz.a.b.v1', Date.UTC(2026, 0, 1)), null); // a "stamp" in the far future
});

test('prunes old runs and unstamped prefixes, keeps young runs, product and internal topics together', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);
  const stamp = (ms) => ms.toString(36);
  const young = `e2e-${stamp(now - 60 * 60 * 1000)}a1b2c30f`;
  const old = `e2e-${stamp(now - 5 * 60 * 60 * 1000)}a1b2c30g`;
  const topics = ['identity.user.registered.v1', '__consumer_offsets', `${young}.identity.user.registered.v1`, `${old}.identity.user.registered.v1`, 'manual.identity.user.registered.v1'];
  assert.deepEqual(leftoverTestTopics(topics, { now }), [`${old}.identity.user.registered.v1`, 'manual.identity.user.registered.v1']);
});

test("a finished run's own topics: exactly those of its names, whatever their age, never a product or internal topic", () => {
  const mine = 'library-it-mwz1y9ita7189f01';
  const other = 'library-it-mwz1y9itb0000002'; // a concurrent run on the same broker
  const topics = [
    `${mine}.library.entry.added.v1`,
    `${mine}.library.entry.added.v1.dlq`,
    `${other}.library.entry.added.v1`,
    `${mine}x.library.entry.added.v1`,
    'library.entry.added.v1',
    '__consumer_offsets',
  ];
  assert.deepEqual(topicsOfRuns(topics, [mine]), [`${mine}.library.entry.added.v1`, `${mine}.library.entry.added.v1.dlq`]);
  assert.deepEqual(topicsOfRuns(topics, []), []);
});
