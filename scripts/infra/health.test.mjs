// The infra's MongoDB health check against a real FerretDB (the binary `npm run infra` built; npm test's phase 4
// starts the infra before this phase runs): a server that answers but cannot write is not healthy. A FerretDB
// left running by a removed checkout answered pings while every write failed ("unable to open database file"),
// and a test run that reused it failed 358 tests far from the cause.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { mongoHealthy } from './health.mjs';
import { cachedBinary } from './native/go-tools.mjs';
import { ferretdbSqliteUrl } from './native/mongo.mjs';
import { freePort } from './proc.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mongoHealthy', () => {
  it('is true for a FerretDB that writes, false once its data folder is gone or when nothing listens', async () => {
    const binary = cachedBinary('ferretdb');
    assert.ok(fs.existsSync(binary), `${binary} is missing: run npm run infra -- up first (npm test does)`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-health-'));
    const port = await freePort();
    const url = `mongodb://127.0.0.1:${port}`;
    const server = spawn(binary, ['--handler=sqlite', `--sqlite-url=${ferretdbSqliteUrl(dataDir)}`, `--listen-addr=127.0.0.1:${port}`, '--telemetry=disable', '--log-level=error', `--state-dir=${dataDir}`], { stdio: 'ignore' });
    try {
      let healthy = false;
      for (let attempt = 0; attempt < 50 && !healthy; attempt++) {
        healthy = await mongoHealthy(url, 1000);
        if (!healthy) await sleep(200);
      }
      assert.equal(healthy, true, 'a fresh FerretDB is healthy');
      fs.rmSync(dataDir, { recursive: true, force: true });
      assert.equal(await mongoHealthy(url, 1000), false, 'a FerretDB whose data folder was removed is not');
    } finally {
      server.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    assert.equal(await mongoHealthy(url, 500), false, 'nothing listening is not');
  });
});
