// The benchmark's baselines fail as errors a run can report (and then stop the product it started),
// never as an unhandled 'error' event that crashes the process and leaves the product running.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import test from 'node:test';

test('a missing nginx rejects with the reason and how to point at one, without crashing the process', () => {
  // In a child process: the module reads BENCH_NGINX when loaded, and a crash must show as the child's exit.
  const script = `
    const { startNginx } = await import(${JSON.stringify(new URL('../../services/library/bench/library.bench.mjs', import.meta.url).href)});
    try { await startNginx(Buffer.from('x'), 'text/javascript'); console.log('started?!'); }
    catch (err) { console.log('REJECTED: ' + err.message); }`;
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, BENCH_NGINX: '/nonexistent/nginx' }, encoding: 'utf8', timeout: 30_000 });
  assert.equal(res.status, 0, res.stderr);
  assert.match(res.stdout, /REJECTED: nginx could not start \(\/nonexistent\/nginx: ENOENT\); set BENCH_NGINX/);
});

