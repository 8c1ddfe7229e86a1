#!/usr/bin/env node
// npm test: every test of the repo against real infrastructure, in labelled phases.
//   1 infra    MongoDB-compatible server, Kafka, Redis, stripe-mock (scripts/infra), URLs exported
//   2 build    nx run-many -t build (cached by Nx)
//   3 lint     the workspace's ESLint (boundaries, contracts' light entry, typescript-eslint), one check
//   4 unit + integration   jest --config jest.config.ts (every project's jest config)
//   5 repo scripts         node --test scripts/**/*.test.mjs
//   6 API e2e               jest --config e2e/jest.config.*          (when it exists)
//   7 browser e2e           jest --config e2e/browser/jest.config.*  (when it exists)
//   8 generated bad input   schemathesis against the stack's OpenAPI document, no 5xx (scripts/schemathesis),
//                           last because what its admin run creates is visible to everyone until it is undone
// Phases 6 to 8 share one product stack started here (libs/testing/jest/e2e-stack.mjs).
// The run stops at the first phase that fails, names it, and always ends with the line CI reads:
//   tests: N passed, N failed, N skipped
// It exits non-zero when anything failed or when no test ran. Extra arguments go to every jest
// run (e.g. `npm test -- --testPathPatterns services/library`) and skip phases 3 and 8. LIQUIFY_SKIP_BUILD=1 skips phase 2
// for quick local iterations on already built code (CI never sets it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInfra } from './infra/index.mjs';
import { ensureKafkaJars } from './infra/native/kafka.mjs';
import { pruneTestTopics } from './infra/prune-test-topics.mjs';
import { cachePath, logFile, REPO_ROOT } from './infra/paths.mjs';
import { ensureSystemPrograms } from './infra/system-packages.mjs';
import { startE2eStack } from '../libs/testing/jest/e2e-stack.mjs';
import { runSchemathesis } from './schemathesis/run.mjs';
import { lintWorkspace } from './lint/run.mjs';

const JEST = path.join(REPO_ROOT, 'node_modules', '.bin', 'jest');
const NX = path.join(REPO_ROOT, 'node_modules', '.bin', 'nx');
const RESULTS_DIR = cachePath('test-results');
const JEST_WORKERS = process.env.LIQUIFY_JEST_WORKERS ?? '2';
const extraJestArgs = process.argv.slice(2);

const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function header(n, title) {
  process.stdout.write(`\n━━━ phase ${n}: ${title} ━━━\n`);
}

class PhaseFailure extends Error {}

/** Run a command with inherited output; resolves its exit code. */
function runInherited(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (err) => {
      process.stderr.write(`${cmd}: ${err.message}\n`);
      resolve(127);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function firstExisting(candidates) {
  return candidates.map((c) => path.join(REPO_ROOT, c)).find((c) => fs.existsSync(c));
}
const configCandidates = (dir) => ['mjs', 'js', 'cjs', 'ts'].map((ext) => `${dir}/jest.config.${ext}`);

/** One jest run; adds its counts to the totals and throws PhaseFailure when anything failed. */
async function runJest(suite, config) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const outputFile = path.join(RESULTS_DIR, `${suite}.json`);
  fs.rmSync(outputFile, { force: true });
  const nodeOptions = [process.env.NODE_OPTIONS, '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON'].filter(Boolean).join(' ');
  const code = await runInherited(
    process.execPath,
    [JEST, '--config', config, '--json', `--outputFile=${outputFile}`, `--maxWorkers=${JEST_WORKERS}`, '--passWithNoTests', ...extraJestArgs],
    { ...process.env, NODE_OPTIONS: nodeOptions },
  );
  let report;
  try {
    report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  } catch {
    totals.failed += 1;
    throw new PhaseFailure(`jest exited with code ${code} without writing ${path.relative(REPO_ROOT, outputFile)} (counted as 1 failed)`);
  }
  // A suite that fails to run at all (syntax error, failing import) has no failing test to count.
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + brokenSuites;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  process.stdout.write(
    `${suite}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped` +
      `${brokenSuites ? `, ${brokenSuites} suite(s) failed to run (counted as failed)` : ''} in ${report.numTotalTestSuites} suites\n`,
  );
  if (report.numFailedTests || brokenSuites) throw new PhaseFailure(`${report.numFailedTests + brokenSuites} failed in ${suite}`);
  if (code !== 0) {
    totals.failed += 1;
    throw new PhaseFailure(`jest exited with code ${code} although no test failed (counted as 1 failed)`);
  }
}

/** The plain-ESM repo scripts (infra, stack) and build helpers are tested with node's own runner; counts join the totals. */
async function runScriptTests() {
  const files = ['scripts/**/*.test.mjs', 'libs/*/build/**/*.test.mjs']
    .flatMap((pattern) => fs.globSync(pattern, { cwd: REPO_ROOT }))
    .map((f) => path.join(REPO_ROOT, f));
  if (files.length === 0) return;
  const { spawnSync } = await import('node:child_process');
  const res = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...files], { cwd: REPO_ROOT, encoding: 'utf8' });
  process.stdout.write(res.stdout);
  process.stderr.write(res.stderr);
  // node --test ends with summary lines '# pass N', '# fail N', '# skipped N' and '# todo N'; tests marked
  // todo did not run, so they are reported with the skipped ones.
  const count = (name) => Number((new RegExp(`^# ${name} (\\d+)$`, 'm').exec(res.stdout) ?? [])[1] ?? 0);
  const notRun = count('skipped') + count('todo');
  totals.passed += count('pass');
  totals.failed += count('fail');
  totals.skipped += notRun;
  if (res.status !== 0) throw new PhaseFailure(`node --test exited with code ${res.status}`);
}

const phases = [
  {
    title: 'infra (mongo, kafka, redis, stripe-mock)',
    async run() {
      try {
        const env = await ensureInfra({ components: ['mongo', 'kafka', 'redis', 'stripe-mock'], purpose: 'test' });
        Object.assign(process.env, env);
        // libs/kafka's SASL/SCRAM test runs a broker of its own from the jars, also when a running one was reused.
        await ensureKafkaJars((line) => process.stdout.write(`${line}\n`));
        const pruned = await pruneTestTopics(env.KAFKA_BROKERS.split(','));
        if (pruned) process.stdout.write(`pruned ${pruned} test topics left on the broker by earlier runs\n`);
      } catch (err) {
        for (const e of err.errors ?? [err]) {
          process.stderr.write(`✖ ${e.message}\n`);
          if (e.logTail) process.stderr.write(`--- last lines of ${e.component ? logFile(e.component) : 'output'} ---\n${e.logTail}\n---\n`);
        }
        totals.failed += 1;
        throw new PhaseFailure('infrastructure did not come up (counted as 1 failed)');
      }
    },
  },
  {
    title: 'build (nx run-many -t build)',
    skip: () => process.env.LIQUIFY_SKIP_BUILD === '1' && 'LIQUIFY_SKIP_BUILD=1',
    async run() {
      const code = await runInherited(process.execPath, [NX, 'run-many', '-t', 'build', '--output-style=stream-without-prefixes']);
      if (code !== 0) {
        totals.failed += 1;
        throw new PhaseFailure(`nx build exited with code ${code} (counted as 1 failed)`);
      }
    },
  },
  {
    title: 'lint (eslint libs gateway services scripts frontends e2e, as npm run lint)',
    skip: () => extraJestArgs.length > 0 && 'a filtered run (extra jest arguments)',
    async run() {
      const result = await lintWorkspace(REPO_ROOT);
      if (result.errors > 0) {
        process.stdout.write(result.report);
        totals.failed += 1;
        throw new PhaseFailure(`${result.errors} lint error(s) in ${result.errorFiles.length} file(s): ${result.errorFiles.join(', ')} (counted as 1 failed)`);
      }
      totals.passed += 1;
      process.stdout.write(`lint: ${result.files} files, 0 errors, ${result.warnings} warnings\n`);
    },
  },
  {
    title: 'unit + integration tests (jest --config jest.config.ts)',
    run: () => runJest('unit-integration', path.join(REPO_ROOT, 'jest.config.ts')),
  },
  {
    title: "repo scripts' and build helpers' own tests (node --test scripts/**/*.test.mjs libs/*/build/**/*.test.mjs)",
    run: runScriptTests,
  },
  {
    title: 'API end-to-end tests (e2e/jest.config)',
    config: () => firstExisting(configCandidates('e2e')),
    needsStack: true,
    run() {
      return runJest('e2e-api', this.config());
    },
  },
  {
    title: 'browser end-to-end tests (e2e/browser/jest.config)',
    config: () => firstExisting(configCandidates('e2e/browser')),
    needsStack: true,
    async run() {
      if (!process.env.CHROMIUM_PATH) {
        // Debian's Chromium, installed here when missing and allowed (root or passwordless sudo).
        try {
          await ensureSystemPrograms(['chromium']);
        } catch (err) {
          totals.failed += 1;
          throw new PhaseFailure(`${err.message} (counted as 1 failed)`);
        }
        process.env.CHROMIUM_PATH = '/usr/bin/chromium';
      }
      return runJest('e2e-browser', this.config());
    },
  },
  {
    title: "generated bad input (schemathesis against the stack's OpenAPI document: never a 5xx)",
    skip: () => extraJestArgs.length > 0 && 'a filtered run (extra jest arguments)',
    needsStack: true,
    async run() {
      let result;
      try {
        result = await runSchemathesis(process.env, { resultsDir: RESULTS_DIR });
      } catch (err) {
        totals.failed += 1;
        throw new PhaseFailure(`${err.message} (counted as 1 failed)`);
      }
      totals.passed += result.passed;
      totals.failed += result.failed;
      totals.skipped += result.skipped;
      if (result.failed) throw new PhaseFailure(`${result.failed} failed in schemathesis (each named above with the input, as a curl command)`);
    },
  },
];

let stack = null;
process.once('SIGINT', async () => {
  process.stdout.write('\nSIGINT: stopping\n');
  await stack?.stop();
  process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed + 1} failed, ${totals.skipped} skipped\n`);
  process.exit(130);
});

async function main() {
  let failedPhase = null;
  try {
    for (const [i, phase] of phases.entries()) {
      const n = i + 1;
      if (phase.config && !phase.config()) {
        header(n, `${phase.title}: skipped, no config yet`);
        continue;
      }
      if (phase.skip?.()) {
        header(n, `${phase.title}: skipped (${phase.skip()})`);
        continue;
      }
      header(n, phase.title);
      const since = Date.now();
      try {
        if (phase.needsStack && !stack && !process.env.E2E_BASE_URL) {
          try {
            const started = await startE2eStack();
            stack = started.stack;
            Object.assign(process.env, started.env);
            process.stdout.write(`e2e stack up in ${seconds(since)} at ${started.env.E2E_BASE_URL} (logs: ${started.env.E2E_LOG_DIR})\n`);
          } catch (err) {
            process.stderr.write(`✖ ${err.message}\n`);
            if (err.logTail) process.stderr.write(`--- last lines of ${err.processName} ---\n${err.logTail}\n---\n`);
            totals.failed += 1;
            throw new PhaseFailure('the product stack for e2e did not start (counted as 1 failed)');
          }
        }
        await phase.run();
        process.stdout.write(`phase ${n} done in ${seconds(since)}\n`);
      } catch (err) {
        failedPhase = { n, title: phase.title, reason: err instanceof PhaseFailure ? err.message : (err.stack ?? String(err)) };
        if (!(err instanceof PhaseFailure)) totals.failed += 1;
        break;
      }
    }
  } finally {
    await stack?.stop();
  }

  process.stdout.write(`\n━━━ summary (${seconds(startedAt)}) ━━━\n`);
  if (failedPhase) process.stdout.write(`✖ phase ${failedPhase.n} failed: ${failedPhase.title}\n  ${failedPhase.reason}\n`);
  else if (totals.passed + totals.failed === 0) process.stdout.write('✖ no test ran\n');
  process.stdout.write('infra stays up for the next run; stop it with: npm run infra -- down\n');
  process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  return failedPhase || totals.failed > 0 || totals.passed + totals.failed === 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed + 1} failed, ${totals.skipped} skipped\n`);
    process.exit(1);
  },
);
