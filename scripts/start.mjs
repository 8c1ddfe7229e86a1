#!/usr/bin/env node
// npm start: infra (reused when up) -> build what is not built (Nx cache) -> every product process
// with prefixed logs. Ctrl-C stops the Node processes; the infra keeps running for a fast next
// start (`npm run infra -- down` stops it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { ensureInfra } from './infra/index.mjs';
import { cachePath, logFile, REPO_ROOT } from './infra/paths.mjs';
import { ACCOUNTS, devEnv } from './stack/env.mjs';
import { enabledProcesses } from './stack/processes.mjs';
import { wantsReadableLogs } from './stack/log-format.mjs';
import { startStack } from './stack/run.mjs';

const NX = path.join(REPO_ROOT, 'node_modules', '.bin', 'nx');
const since = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
const step = (title) => process.stdout.write(`\n▶ ${title}\n`);

function die(message, tail) {
  process.stderr.write(`\n✖ ${message}\n`);
  if (tail) process.stderr.write(`${tail}\n`);
  process.exit(1);
}

function build() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NX, 'run-many', '-t', 'build', '--output-style=stream-without-prefixes'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', () => resolve(127));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const t0 = Date.now();
  step('infrastructure (mongo, kafka, redis)');
  let infra;
  // The first run fetches Kafka's jars and builds FerretDB, which takes minutes: say it is still going.
  const progress = setInterval(() => {
    process.stdout.write(`  … still preparing the infrastructure (${since(t0)}); the first run fetches Kafka's jars and builds FerretDB (logs: .cache/logs/)\n`);
  }, 15_000);
  try {
    infra = await ensureInfra({ components: ['mongo', 'kafka', 'redis'] });
  } catch (err) {
    clearInterval(progress);
    const errors = err.errors ?? [err];
    die(
      errors.map((e) => e.message).join('\n'),
      errors
        .filter((e) => e.logTail)
        .map((e) => `--- last lines of ${logFile(e.component)} ---\n${e.logTail}`)
        .join('\n'),
    );
  }

  clearInterval(progress);
  step('build (nx run-many -t build; cached, so quick when nothing changed)');
  const t1 = Date.now();
  const code = await build();
  if (code !== 0) die(`build failed (nx exited with ${code}); fix the error above and run npm start again`);
  process.stdout.write(`build done in ${since(t1)}\n`);

  const procs = enabledProcesses();
  if (!procs.length) die('no product process exists yet (gateway/ and services/*/ have no package.json)');
  step(`processes: ${procs.map((p) => p.name).join(', ')}`);
  let stack;
  try {
    stack = await startStack({
      env: devEnv(infra),
      logDir: cachePath('logs', 'stack'),
      prefixLogs: true,
      // A person at a terminal reads lines; a pipe or a file gets the JSON (LIQUIFY_LOG_FORMAT=json forces it)
      readableLogs: wantsReadableLogs(),
      onExit: (p, { code: exitCode, signal }) =>
        process.stdout.write(`\n✖ ${p.name} exited (${signal ?? `code ${exitCode}`}); its log: ${p.logFile}. The others keep running; Ctrl-C to stop.\n`),
    });
  } catch (err) {
    die(err.message, err.logTail ? `--- last lines of ${err.processName} ---\n${err.logTail}` : '');
  }

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the Node processes (infra stays up; stop it with: npm run infra -- down)\n`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const gw = stack.urls.gateway ? 'http://localhost:8080' : null;
  const rows = [
    ['app', gw ?? '(gateway not in the repo yet)'],
    ['API docs', gw ? `${gw}/api/docs` : '-'],
    ['admin', `${ACCOUNTS.ADMIN_EMAIL} / ${ACCOUNTS.ADMIN_PASSWORD}`],
    ['demo user', `${ACCOUNTS.DEMO_USER_EMAIL} / ${ACCOUNTS.DEMO_USER_PASSWORD}`],
    ...stack.processes.map((p) => [p.name, `${p.url}  (log: ${path.relative(REPO_ROOT, p.logFile)})`]),
    ['MongoDB', infra.MONGO_URL],
    ['Kafka', infra.KAFKA_BROKERS],
    ['Redis', infra.REDIS_URL],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(`\n✔ Liquify is running (${since(t0)})\n`);
  for (const [k, v] of rows) process.stdout.write(`  ${k.padEnd(width)}  ${v}\n`);
  process.stdout.write('  Ctrl-C stops the Node processes; the infra stays up for a fast restart (npm run infra -- down stops it).\n\n');
}

main().catch((err) => die(err.stack ?? String(err)));
