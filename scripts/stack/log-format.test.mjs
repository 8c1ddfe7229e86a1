import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readableLine, wantsReadableLogs } from './log-format.mjs';

const at = Date.UTC(2026, 10, 27, 12, 4, 5);

test('a pino line reads as time, level, context and message', () => {
  const line = JSON.stringify({ level: 30, time: at, service: 'gateway', context: 'NestApplication', msg: 'Nest application successfully started' });
  assert.equal(readableLine(line), '12:04:05 INFO  [NestApplication] Nest application successfully started');
});

test('an access line reads as the request, its status and time (and the edge-cache outcome)', () => {
  const line = JSON.stringify({ level: 30, time: at, req: { id: 'r', method: 'GET', url: '/api/modules' }, res: { statusCode: 200 }, responseTime: 12, cache: 'HIT', msg: 'request completed' });
  assert.equal(readableLine(line), '12:04:05 INFO  GET /api/modules 200 12 ms (HIT)');
});

test("an error keeps its error's message, and warnings and errors are coloured in a terminal", () => {
  const line = JSON.stringify({ level: 50, time: at, context: 'OutboxRelay', msg: 'relay failed', err: { message: 'connection refused' } });
  assert.equal(readableLine(line), '12:04:05 ERROR [OutboxRelay] relay failed: connection refused');
  assert.equal(readableLine(line, { color: true }), '12:04:05 \x1b[31mERROR\x1b[0m [OutboxRelay] relay failed: connection refused');
});

test('anything else is kept as it is', () => {
  for (const line of ['    at Object.<anonymous> (/x.js:1:1)', '{not json', '{"a":1}', '']) assert.equal(readableLine(line), line);
});

test('readable in a terminal only, and not when LIQUIFY_LOG_FORMAT=json', () => {
  assert.equal(wantsReadableLogs({ isTTY: true }, {}), true);
  assert.equal(wantsReadableLogs({ isTTY: false }, {}), false);
  assert.equal(wantsReadableLogs({ isTTY: true }, { LIQUIFY_LOG_FORMAT: 'json' }), false);
});
