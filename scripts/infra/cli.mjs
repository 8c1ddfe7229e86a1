#!/usr/bin/env node
// npm run infra -- up|down|status|env [components...] [--json] [--quiet]
// components: mongo kafka redis stripe-mock (or all); default mongo kafka redis (status/down: all).
import { ensureInfra, infraStatus, stopInfra, DEFAULT_COMPONENTS, COMPONENTS } from './index.mjs';
import { cacheDir, logFile } from './paths.mjs';

const USAGE = `usage: npm run infra -- <up|down|status|env> [component...] [--json] [--quiet]
  up      start (or reuse) the components; default: ${DEFAULT_COMPONENTS.join(' ')}
  down    stop them (default: all of ${Object.keys(COMPONENTS).join(', ')})
  status  show what runs and whether it answers; exits 1 if a listed component is down
  env     ensure the components, then print their URLs: shell exports, or JSON with --json
          e.g.  eval "$(npm run -s infra -- env)"
cache: ${cacheDir()}  (LIQUIFY_CACHE_DIR overrides)`;

function fail(err) {
  const errors = err.errors ?? [err];
  for (const e of errors) {
    process.stderr.write(`\n✖ ${e.message}\n`);
    if (e.logTail) process.stderr.write(`--- last lines of ${e.component ? logFile(e.component) : 'output'} ---\n${e.logTail}\n---\n`);
  }
  process.exit(1);
}

async function main() {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const [command, ...rest] = args.filter((a) => !a.startsWith('--'));
  const components = rest.length ? rest : undefined;
  const quiet = flags.has('--quiet');

  switch (command) {
    case 'up': {
      const started = Date.now();
      const env = await ensureInfra({ components, quiet });
      process.stderr.write(`infra ready in ${((Date.now() - started) / 1000).toFixed(1)} s  (stop with: npm run infra -- down)\n`);
      for (const [k, v] of Object.entries(env)) process.stdout.write(`${k}=${v}\n`);
      break;
    }
    case 'env': {
      const env = await ensureInfra({ components, quiet: true });
      if (flags.has('--json')) process.stdout.write(`${JSON.stringify(env)}\n`);
      else for (const [k, v] of Object.entries(env)) process.stdout.write(`export ${k}='${v}'\n`);
      break;
    }
    case 'down':
      await stopInfra({ components, quiet });
      break;
    case 'status': {
      const rows = await infraStatus({ components });
      if (flags.has('--json')) process.stdout.write(`${JSON.stringify(rows)}\n`);
      else {
        process.stdout.write(`${'component'.padEnd(12)}${'state'.padEnd(10)}${'via'.padEnd(16)}${'pid'.padEnd(9)}url\n`);
        for (const r of rows) {
          process.stdout.write(`${r.name.padEnd(12)}${(r.healthy ? 'up' : 'down').padEnd(10)}${r.via.padEnd(16)}${String(r.pid ?? '-').padEnd(9)}${r.url}\n`);
        }
      }
      if (components && rows.some((r) => !r.healthy)) process.exitCode = 1;
      break;
    }
    case undefined:
    case 'help':
      process.stdout.write(`${USAGE}\n`);
      break;
    default:
      process.stderr.write(`unknown command "${command}"\n${USAGE}\n`);
      process.exit(2);
  }
}

main().then(
  // kafkajs and the Mongo driver can keep sockets in their pools for a while; the CLI is done.
  () => process.exit(process.exitCode ?? 0),
  fail,
);
