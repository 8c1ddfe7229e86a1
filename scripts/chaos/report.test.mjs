import assert from 'node:assert/strict';
import test from 'node:test';
import { countKeys, reconcile } from './ledger.mjs';
import { finalLine, formatScenario, missedTargets, percentile, Recorder } from './report.mjs';

test('percentile: nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(values, 99), 99);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile([5], 99), 5);
  assert.equal(percentile([], 99), 0);
  assert.equal(percentile([3, 1, 2], 100), 3);
});

test('a 503 while a dependency is down is allowed; outside an outage, and any other 5xx or no answer, it is not', () => {
  const r = new Recorder();
  r.record(200, 10);
  r.outage = true;
  r.record(503, 5);
  r.record(502, 5, 'POST /x');
  r.outage = false;
  r.record(503, 5, 'GET /y');
  r.record(0, 5, 'GET /z');
  assert.deepEqual(r.figures(), { requests: 5, errors: 4, unexpected5xx: 3, allowed503: 1, p99ms: 10 });
  assert.deepEqual(r.samples, ['502 POST /x', '503 GET /y', '0 GET /z']);
});

test('the breakdown names the most frequent unexpected answers by route (ids folded) and the slowest routes by p99', () => {
  const r = new Recorder();
  r.record(502, 40, 'GET /api/user-modules/0123456789abcdef01234567');
  r.record(502, 30, 'GET /api/user-modules/76543210fedcba9876543210');
  r.record(0, 900, 'POST /api/auth/login');
  r.record(200, 5, 'GET /api/modules');
  assert.deepEqual(r.breakdown(), {
    unexpected: ['2x 502 GET /api/user-modules/{id}', '1x 0 POST /api/auth/login'],
    slowest: ['POST /api/auth/login p99 900 ms (1)', 'GET /api/user-modules/{id} p99 40 ms (2)', 'GET /api/modules p99 5 ms (1)'],
  });
  const lines = formatScenario({ ...clean(), breakdown: r.breakdown() });
  assert.ok(lines.includes('   5xx/unanswered: 2x 502 GET /api/user-modules/{id}; 1x 0 POST /api/auth/login'));
});

const clean = () => ({ name: 's', durationS: 1, figures: { requests: 1, errors: 0, unexpected5xx: 0, allowed503: 0, p99ms: 100 }, accounts: [reconcile('a', ['1'], countKeys(['1']))] });

test('a clean scenario misses nothing', () => {
  assert.deepEqual(missedTargets({ ...clean(), limits: { p99ms: 300, convergenceS: 5 }, convergenceS: 1.2 }), []);
});

test('each target missed is named: lost, duplicated, 5xx, p99, convergence (late or never), failures', () => {
  const result = {
    ...clean(),
    figures: { requests: 10, errors: 2, unexpected5xx: 2, allowed503: 0, p99ms: 300 },
    accounts: [reconcile('a', ['1', '2'], countKeys(['2', '2']))],
    limits: { p99ms: 300, convergenceS: 5 },
    convergenceS: 27,
    failures: ['the revoked token answered 200'],
  };
  assert.deepEqual(missedTargets(result), ['1 acknowledged writes lost', '1 writes duplicated', '2 5xx/unanswered outside an outage', 'p99 300 ms >= 300 ms', 'convergence 27.0 s > 5 s', 'the revoked token answered 200']);
  assert.deepEqual(missedTargets({ ...clean(), limits: { convergenceS: 5 }, convergenceS: null }), ['convergence never > 5 s']);
});

test('the printed figures and the last line', () => {
  const lines = formatScenario({ ...clean(), convergenceS: 1.5, notes: ['n'] });
  assert.match(lines[0], /^== s \(1\.0 s\) ok$/);
  assert.match(lines[1], /requests 1, errors 0 .* p99 100 ms, convergence 1\.5 s after recovery/);
  assert.match(lines[2], /writes acknowledged 1, lost 0, duplicated 0 \(a 1\)/);
  const bad = { ...clean(), accounts: [reconcile('a', ['1', '2', '3'], countKeys(['1', '1']))] };
  assert.match(formatScenario(bad)[2], /\(a 3 LOST 2 DUPLICATED 1\)/);
  assert.equal(finalLine([clean(), bad]), 'chaos: 2 scenarios, 2 lost, 1 duplicated');
});
