#!/usr/bin/env node
// npm run chaos [scenario ...]: the reliability suite. Starts a stack of its own (two replicas of every
// service, two gateways, nginx in front; its own Kafka, Redis and FerretDB on free ports), runs each
// scenario bounded in time, prints its figures, and ends with `chaos: N scenarios, N lost, N duplicated`.
// Exit code 1 when a scenario misses a target. Everything it started stops on success, failure or Ctrl+C.
import { COMPONENTS, ensureInfra } from '../infra/index.mjs';
import { httpClient } from './client.mjs';
import { openDatabases } from './db.mjs';
import { prepareFixtures } from './fixtures.mjs';
import { startChaosInfra } from './infra.mjs';
import { killAllOwned } from './process.mjs';
import { finalLine, formatScenario, missedTargets } from './report.mjs';
import { startChaosStack } from './stack.mjs';
import * as killReplicas from './scenario-kill-replicas.mjs';
import * as brokerOutage from './scenario-broker-outage.mjs';
import * as redisRestart from './scenario-redis-restart.mjs';
import * as webhookReplay from './scenario-webhook-replay.mjs';
import * as virtualUsers from './scenario-virtual-users.mjs';
import * as rollingRestart from './scenario-rolling-restart.mjs';

const SCENARIOS = { 'kill-replicas': killReplicas, 'broker-outage': brokerOutage, 'redis-restart': redisRestart, 'webhook-replay': webhookReplay, 'virtual-users': virtualUsers, 'rolling-restart': rollingRestart };
/** No scenario may run longer than this: a stuck one fails instead of hanging the suite. */
const SCENARIO_LIMIT_MS = Number(process.env.CHAOS_SCENARIO_LIMIT_S ?? 420) * 1000;

const log = (m) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${m}`);

function withinLimit(promise, what) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not finish within ${SCENARIO_LIMIT_MS / 1000} s`)), SCENARIO_LIMIT_MS)))]).finally(() =>
    clearTimeout(timer),
  );
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((n) => !SCENARIOS[n]);
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')} (known: ${Object.keys(SCENARIOS).join(', ')})`);
  const chosen = Object.entries(SCENARIOS).filter(([n]) => !only.length || only.includes(n));
  const started = Date.now();
  let stack = null;
  let infra = null;
  let db = null;
  const cleanup = async () => {
    await db?.close().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await infra?.stop();
    killAllOwned();
  };
  const abort = (code) => () => {
    log('stopping everything the suite started...');
    stack?.killNow();
    void cleanup().finally(() => process.exit(code));
  };
  process.once('SIGINT', abort(130));
  process.once('SIGTERM', abort(143));
  // A bug of the suite itself must not leave the stack running either.
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.once(event, (err) => {
      console.error(err);
      abort(1)();
    });
  }

  const results = [];
  try {
    // stripe-mock is stateless and shared like in `npm test`; the broker, Redis and the database are the suite's own.
    // One already answering is used at once (ensureInfra would first wait for other runs' infra lock).
    const stripeMock = COMPONENTS['stripe-mock'];
    const running = process.env.STRIPE_MOCK_URL ?? stripeMock.url();
    const shared = (await stripeMock.healthy(running)) ? { STRIPE_MOCK_URL: running } : await ensureInfra({ components: ['stripe-mock'], purpose: 'test', quiet: true });
    log('starting the chaos infrastructure (Kafka, Redis, FerretDB on free ports)...');
    infra = await startChaosInfra({ stripeMockUrl: shared.STRIPE_MOCK_URL, log });
    stack = await startChaosStack({ infraEnv: infra.env, dir: infra.dir, log });
    log(`stack up at ${stack.baseUrl} after ${((Date.now() - started) / 1000).toFixed(0)} s (logs under ${infra.dir})`);
    const ctx = { stack, infra, recorder: null, log };
    ctx.call = httpClient(stack.baseUrl, ctx);
    db = ctx.db = await openDatabases(infra.env.MONGO_URL, stack.runId);
    ctx.fx = await prepareFixtures(ctx.call, stack.env);
    for (const [key, scenario] of chosen) {
      log(`scenario ${key}: ${scenario.name}`);
      let result;
      try {
        result = await withinLimit(scenario.run(ctx), scenario.name);
      } catch (err) {
        // A scenario past its time: its load stops before the next one starts.
        await ctx.activeLoad?.stop();
        ctx.activeLoad = null;
        result = { name: scenario.name, durationS: 0, figures: { requests: 0, errors: 0, unexpected5xx: 0, allowed503: 0, p99ms: 0 }, accounts: [], failures: [`could not run: ${err.stack ?? err.message}`] };
      }
      results.push(result);
      for (const line of formatScenario(result)) console.log(line);
    }
  } finally {
    log('stopping the chaos stack...');
    await cleanup();
  }
  const failed = results.filter((r) => missedTargets(r).length);
  console.log(`\nsuite took ${((Date.now() - started) / 1000).toFixed(0)} s; ${failed.length ? `targets missed in: ${failed.map((r) => r.name).join(', ')}` : 'every target met'}`);
  console.log(finalLine(results));
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  killAllOwned();
  process.exit(1);
});
