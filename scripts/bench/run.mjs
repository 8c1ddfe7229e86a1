// npm run bench: each benchmark prints its figures and its ratio to a baseline measured in the same run.
// The product runs as in e2e (real infra, every built process, isolated databases/topics), then each
// benchmark loads it with autocannon from this process over loopback, bounded in time.
import autocannon from 'autocannon';
import fs from 'node:fs';
import http from 'node:http';
import { startE2eStack } from '../../libs/testing/jest/e2e-stack.mjs';
import { ensureInfra } from '../infra/index.mjs';
import { ensureSystemPrograms } from '../infra/system-packages.mjs';
import { pruneTestTopics } from '../infra/prune-test-topics.mjs';
import { planPropagation } from '../../services/billing/bench/plan-propagation.bench.mjs';
import { libraryList, librarySnippet } from '../../services/library/bench/library.bench.mjs';
import { dashboardModules } from './dashboard.bench.mjs';
import { landingPage } from './landing.bench.mjs';
import { mobilePages } from './mobile.bench.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);

function load(url, headers = {}, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** An unmeasured run of the same load, so both sides are compared with their code JIT-compiled and caches filled. */
async function warmLoad(url, headers = {}, seconds = WARMUP_S) {
  if (seconds > 0) await load(url, headers, seconds);
}

/** A raw node:http server answering fixed bytes: the ceiling a proxy path is compared with. */
async function rawServer(body, headers) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) };
}

function summary(name, r) {
  return { name, reqPerSec: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

function print(title, product, baseline, target) {
  const ratio = product.reqPerSec / baseline.reqPerSec;
  console.log(`\n== ${title}`);
  console.table([product, baseline]);
  console.log(`ratio (product / baseline throughput): ${ratio.toFixed(2)}  (target >= ${target})  ${ratio >= target ? 'OK' : 'BELOW TARGET'}`);
  if (product.non2xx || product.errors) console.log(`!! ${product.non2xx} non-2xx answers and ${product.errors} errors during the product run`);
  return ratio;
}

/**
 * Same bytes from both: fetch the product's answer once, then serve it from the baseline (raw node:http by
 * default; `startBaseline(bytes, contentType)` gives another one, e.g. nginx serving a static file).
 */
async function compare(title, url, headers, target, startBaseline) {
  const sample = await fetch(url, { headers });
  const bytes = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 200) throw new Error(`${title}: ${url} answered ${sample.status}: ${bytes.toString().slice(0, 200)}`);
  const contentType = sample.headers.get('content-type') ?? 'application/json';
  const raw = startBaseline ? await startBaseline(bytes, contentType) : { ...(await rawServer(bytes, { 'content-type': contentType })), label: 'raw node:http, same bytes' };
  try {
    // Warm both up, then alternate measured runs so that a noisy moment of this shared machine falls on
    // both sides alike; each side is reported by its median run.
    await warmLoad(url, headers, WARMUP_S);
    await warmLoad(raw.url, {}, WARMUP_S);
    const products = [];
    const baselines = [];
    for (let round = 0; round < ROUNDS; round++) {
      products.push(summary(`product (${bytes.length} B)`, await load(url, headers)));
      baselines.push(summary(raw.label, await load(raw.url)));
    }
    const median = (runs) => [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)];
    console.log(`\n${title}: product runs ${products.map((r) => r.reqPerSec).join(', ')} req/s; raw runs ${baselines.map((r) => r.reqPerSec).join(', ')} req/s`);
    return print(title, median(products), median(baselines), target);
  } finally {
    await raw.close();
  }
}

const benchmarks = {
  async authMe(env) {
    const login = await fetch(`${env.E2E_BASE_URL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: env.E2E_DEMO_EMAIL, password: env.E2E_DEMO_PASSWORD }),
    });
    const token = (await login.json()).data?.token;
    if (!token) throw new Error(`demo login failed (${login.status})`);
    return compare('GET /api/auth/me through the gateway (authenticated)', `${env.E2E_BASE_URL}/api/auth/me`, { authorization: `Bearer ${token}` }, 0.4);
  },
  async modulesList(env) {
    return compare('GET /api/modules?limit=1000 through the gateway', `${env.E2E_BASE_URL}/api/modules?limit=1000`, {}, 0.6);
  },
  // Admin changes a plan's module limit -> identity applies it -> GET /api/auth/me shows it (p50/p99 and per hop, target p99 < 100 ms).
  planPropagation: (env) => planPropagation(env),
  // The remote snippet through the gateway vs Debian's nginx serving the same bytes as a static file (target >= 0.8).
  librarySnippet: (env) => librarySnippet(env, compare),
  // GET /api/user-modules/library with 200 entries through the gateway vs raw node:http (target >= 0.5).
  libraryList: (env) => libraryList(env, compare),
  // GET / in headless Chromium: first-load JS (gzip, budget 250 KB) and LCP (budget 1.2 s) vs a static hero page.
  landingPage: (env) => landingPage(env),
  // /dashboard/modules signed in: first-load JS (gzip, budget 300 KB), LCP (budget 1.5 s), search keystroke -> painted list within a frame.
  dashboardModules: (env) => dashboardModules(env),
  // /, /auth and /dashboard/modules on a throttled phone next to static pages (targets: / <= 1.5x, /auth <= 2x, /dashboard/modules LCP <= 2.0 s).
  mobilePages: (env) => mobilePages(env),
};

/** System programs a benchmark needs beyond the infrastructure (keys of SYSTEM_PROGRAMS in scripts/infra). */
const SYSTEM_NEEDS = { librarySnippet: ['nginx'], landingPage: ['chromium'], dashboardModules: ['chromium'], mobilePages: ['chromium'] };

/** CPU seconds used so far by these processes (Linux /proc), or undefined where it cannot be read. */
function cpuSeconds(pids) {
  try {
    return pids.reduce((sum, pid) => {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    }, 0);
  } catch {
    return undefined;
  }
}

/**
 * Waits until the product is quiet: its processes together below 5% of a core over a second, at most 30 s.
 * Before the first benchmark, that is seeding, Kafka group joins and first relays done; before each other
 * one, the events the previous one set off handled (the library benchmarks add up to 200 modules to the
 * catalogue, each travelling to billing's plans and back to the library). Measuring meanwhile would charge
 * that work to the next benchmark.
 */
async function settle(stack) {
  const pids = stack.processes.map((p) => p.child?.pid).filter(Boolean);
  const started = Date.now();
  let last = cpuSeconds(pids);
  if (last === undefined) return new Promise((r) => setTimeout(r, 5000));
  while (Date.now() - started < 30_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pids);
    if (now === undefined || now - last < 0.05) break;
    last = now;
  }
  console.log(`product quiet after ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const only = process.argv.slice(2);
  console.log(`starting the product (real infra) for benchmarks: ${WARMUP_S}s of warm-up per side, then ${ROUNDS} alternating ${DURATION_S}s runs per side, ${CONNECTIONS} connections`);
  // Like `npm test`: earlier test runs' topics go first. A local broker holding thousands of leftover
  // partitions spends a share of a core on them even when idle, which the browser benchmarks then measure.
  const infra = await ensureInfra({ components: ['mongo', 'kafka', 'redis', 'stripe-mock'], purpose: 'test', quiet: true });
  const pruned = await pruneTestTopics(infra.KAFKA_BROKERS.split(','));
  if (pruned) console.log(`pruned ${pruned} test topics left on the broker by earlier runs`);
  // The baselines need Debian's nginx (snippet) and Chromium (landing, dashboard): installed like the
  // infrastructure's own system packages, or the run stops here saying how, before anything is started.
  const needs = [...new Set(Object.keys(benchmarks).filter((name) => !only.length || only.includes(name)).flatMap((name) => SYSTEM_NEEDS[name] ?? []))];
  await ensureSystemPrograms(needs);
  const { stack, env } = await startE2eStack();
  // Whatever ends this run (a crash in a benchmark, Ctrl-C, a kill), the product it started stops with it:
  // its processes would otherwise keep their ports and a share of the CPU.
  const stopAndExit = (code) => () => void stack.stop().finally(() => process.exit(code));
  process.once('SIGINT', stopAndExit(130));
  process.once('SIGTERM', stopAndExit(143));
  process.once('uncaughtException', (err) => {
    console.error(err);
    stopAndExit(1)();
  });
  process.once('unhandledRejection', (err) => {
    console.error(err);
    stopAndExit(1)();
  });
  let failed = false;
  try {
    for (const [name, bench] of Object.entries(benchmarks)) {
      if (only.length && !only.includes(name)) continue;
      await settle(stack);
      try {
        await bench(env);
      } catch (err) {
        failed = true;
        console.log(`\n== ${name}: could not run: ${err.message}`);
      }
    }
  } finally {
    await stack.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
