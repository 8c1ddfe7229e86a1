import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leftoverTestTopics } from './prune-test-topics.mjs';

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
