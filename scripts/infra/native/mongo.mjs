// MongoDB wire protocol: FerretDB 1.24 with its SQLite backend, built from source with Go.
import fs from 'node:fs';
import path from 'node:path';
import { binDir, cachePath } from '../paths.mjs';
import { InfraError, run } from '../proc.mjs';
import { mongoHealthy } from '../health.mjs';
import { cachedBinary, goInstall, probe, requireGo, scratchDir } from './go-tools.mjs';

export const FERRETDB_VERSION = 'v1.24.0';

/**
 * FerretDB's SQLite location for a data directory. WAL with `synchronous(normal)`: a commit no longer waits for
 * an fsync of the log (SQLite's default, FULL), only checkpoints do. A committed write still survives any
 * process being killed (FerretDB included); only an operating-system crash can lose the last commits, which
 * matters nowhere FerretDB runs (development, tests, `npm run chaos`; production uses MongoDB and its
 * journal). Measured here: 200 concurrent upserts 0.8-2.6 s with FULL, 0.31-0.33 s with NORMAL; one at a time
 * 1.6 against 1.2 ms each. Under the test and chaos loads every service's writes queued behind those syncs.
 */
export function ferretdbSqliteUrl(dataDir) {
  return `file:${dataDir}/?_pragma=synchronous(normal)`;
}
const MODULE = 'github.com/FerretDB/FerretDB';

const port = () => Number(process.env.LIQUIFY_MONGO_PORT ?? 27017);

const isWorkingFerretdb = async (binary) => (await probe(binary, ['--version']))?.includes(`version: ${FERRETDB_VERSION}`) ?? false;

/**
 * 1. `go install .../cmd/ferretdb@v1.24.0`. The module zip has no build/version/version.txt, so a
 *    binary built that way panics at start; it is kept only if `--version` works.
 * 2. Otherwise (including when the Go proxy refuses the @v/list lookup that `go install` makes):
 *    `go mod download` the module, copy it somewhere writable, write version.txt, `go build`.
 */
async function buildFerretdb(log) {
  requireGo('mongo');
  const target = cachedBinary('ferretdb');
  fs.mkdirSync(binDir(), { recursive: true });
  log(`mongo: building FerretDB ${FERRETDB_VERSION} (first run only, about a minute)...`);

  const gobin = scratchDir('liquify-ferretdb-bin-');
  try {
    await goInstall('mongo', `${MODULE}/cmd/ferretdb@${FERRETDB_VERSION}`, gobin);
    if (await isWorkingFerretdb(path.join(gobin, 'ferretdb'))) {
      fs.copyFileSync(path.join(gobin, 'ferretdb'), target);
      fs.chmodSync(target, 0o755);
      log('mongo: FerretDB built with `go install`');
      return target;
    }
    log('mongo: `go install` built a FerretDB that does not start (its module zip lacks build/version/version.txt); building from module source');
  } catch (err) {
    const why = (err.output ?? err.message).trim().split('\n').pop();
    log(`mongo: \`go install\` failed (${why}); building from module source`);
  } finally {
    fs.rmSync(gobin, { recursive: true, force: true });
  }

  let dir;
  try {
    const info = JSON.parse(await run('go', ['mod', 'download', '-json', `${MODULE}@${FERRETDB_VERSION}`], { timeoutMs: 8 * 60_000 }));
    if (info.Error) throw Object.assign(new Error(info.Error), { output: info.Error });
    dir = info.Dir;
  } catch (err) {
    throw new InfraError('mongo', `go mod download ${MODULE}@${FERRETDB_VERSION} failed`, { logTail: err.output, cause: err });
  }
  const src = scratchDir('liquify-ferretdb-src-');
  try {
    fs.cpSync(dir, src, { recursive: true });
    await run('chmod', ['-R', 'u+w', src]);
    fs.writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    await run('go', ['build', '-trimpath', '-buildvcs=false', '-o', target, './cmd/ferretdb'], { cwd: src, timeoutMs: 9 * 60_000 });
  } catch (err) {
    throw new InfraError('mongo', 'go build of FerretDB failed', { logTail: err.output, cause: err });
  } finally {
    fs.rmSync(src, { recursive: true, force: true });
  }
  if (!(await isWorkingFerretdb(target))) {
    throw new InfraError('mongo', `the FerretDB built at ${target} does not report ${FERRETDB_VERSION}`, { logTail: await probe(target, ['--version']) ?? '' });
  }
  log('mongo: FerretDB built from module source (go mod download + go build)');
  return target;
}

export default {
  name: 'mongo',
  envVar: 'MONGO_URL',
  port,
  url: () => `mongodb://127.0.0.1:${port()}`,
  healthy: (url) => mongoHealthy(url),
  match: 'ferretdb',
  startTimeoutMs: 30_000,
  stopGraceMs: 10_000,
  async prepare(log) {
    const binary = cachedBinary('ferretdb');
    if (!(await isWorkingFerretdb(binary))) await buildFerretdb(log);
    const dataDir = cachePath('ferretdb', 'data');
    const stateDir = cachePath('ferretdb', 'state');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.mkdirSync(stateDir, { recursive: true });
    return {
      cmd: binary,
      args: [
        '--handler=sqlite',
        `--sqlite-url=${ferretdbSqliteUrl(dataDir)}`,
        `--state-dir=${stateDir}`,
        `--listen-addr=127.0.0.1:${port()}`,
        '--telemetry=disable',
        // 'warn' logs every failed command in full (each driver's endSessions on close, every duplicate key).
        '--log-level=error',
        // The debug/metrics listener defaults to 127.0.0.1:8088; we do not use it and it would clash.
        '--debug-addr=-',
      ],
      cwd: cachePath('ferretdb'),
    };
  },
};
