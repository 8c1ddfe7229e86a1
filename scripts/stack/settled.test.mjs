import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { sumOf, waitUntilSettled } from './settled.mjs';

const exposition = [
  '# HELP liquify_kafka_consumer_lag Records written to a topic partition and not yet consumed',
  '# TYPE liquify_kafka_consumer_lag gauge',
  'liquify_kafka_consumer_lag{topic="catalogue.module.published.v1",partition="0"} 3',
  'liquify_kafka_consumer_lag{topic="billing.plan.updated.v1",partition="2"} 4',
  'liquify_kafka_consumer_lag_seconds 99',
  'liquify_outbox_pending_documents{collection="plans"} 1',
].join('\n');

test('sums the samples of one metric, not of another sharing its name as a prefix', () => {
  assert.equal(sumOf(exposition, 'liquify_kafka_consumer_lag'), 7);
  assert.equal(sumOf(exposition, 'liquify_outbox_pending_documents'), 1);
  assert.equal(sumOf(exposition, 'liquify_missing'), 0);
});

test('waits for two quiet readings of every service, and says what was left when it gives up', async () => {
  let backlog = 3;
  const server = http.createServer((req, res) => {
    res.end(`liquify_kafka_consumer_lag{topic="t",partition="0"} ${Math.max(0, backlog--)}\n`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  try {
    const settled = await waitUntilSettled([{ name: 'library', url }], { intervalMs: 10, timeoutMs: 5000 });
    assert.equal(settled.settled, true);
    assert.equal(backlog, -2); // readings 3, 2, 1, 0, 0: settled at the second zero
    backlog = 1000;
    const stuck = await waitUntilSettled([{ name: 'library', url }], { intervalMs: 10, timeoutMs: 100 });
    assert.equal(stuck.settled, false);
    assert.ok(stuck.backlog.library > 0);
  } finally {
    server.close();
  }
});
