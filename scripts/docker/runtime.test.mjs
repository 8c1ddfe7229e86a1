// The image's runtime replayed without Docker: the runtime stage's `npm ci --omit=dev --ignore-scripts` on the
// manifests alone, plus the files runtime-files.mjs assembles for a process, laid out as in the image
// (/repo/node_modules, /repo/libs/*/dist, /repo/<APP_DIR>). The catalogue and the gateway start from it in
// production mode against the test infrastructure and serve a real request each (the gateway its front end
// and a proxied catalogue answer): a package moved to devDependencies that a process needs fails here.
// The install is kept under .cache/runtime-install/<hash of the manifests> and reused while they are unchanged.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import mongoose from 'mongoose';
import { ensureInfra } from '../infra/index.mjs';
import { cachePath, REPO_ROOT } from '../infra/paths.mjs';
import { freePort, pollUntil, run, tailFile, terminate, withLock } from '../infra/proc.mjs';
import { randomTokenKeys } from '../stack/token-keys.mjs';
import { assemble } from './runtime-files.mjs';

const WORKSPACE_PARENTS = ['libs', 'services', 'gateway', 'frontends'];

/** package.json, package-lock.json and each workspace's package.json: what the runtime stage's npm ci sees. */
function manifests() {
  const files = ['package.json', 'package-lock.json'];
  for (const parent of WORKSPACE_PARENTS) {
    const dir = path.join(REPO_ROOT, parent);
    if (fs.existsSync(path.join(dir, 'package.json'))) files.push(`${parent}/package.json`);
    else if (fs.existsSync(dir)) {
      for (const name of fs.readdirSync(dir).sort()) if (fs.existsSync(path.join(dir, name, 'package.json'))) files.push(`${parent}/${name}/package.json`);
    }
  }
  return files;
}

async function runtimeInstall() {
  const files = manifests();
  const hash = crypto.createHash('sha256');
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(REPO_ROOT, f)));
  const dir = cachePath('runtime-install', hash.digest('hex').slice(0, 16));
  const done = path.join(dir, '.installed');
  await withLock('runtime-install', async () => {
    if (fs.existsSync(done)) return;
    fs.rmSync(dir, { recursive: true, force: true });
    for (const f of files) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.copyFileSync(path.join(REPO_ROOT, f), path.join(dir, f));
    }
    await run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, timeoutMs: 8 * 60_000 });
    fs.writeFileSync(done, new Date().toISOString());
    // installs for manifests since changed are ~300 MB each: only the current one is kept
    for (const old of fs.readdirSync(path.dirname(dir))) {
      if (old !== path.basename(dir) && !old.startsWith('run-')) fs.rmSync(path.join(path.dirname(dir), old), { recursive: true, force: true });
    }
  });
  return dir;
}

const children = [];
let root;
let infra;

before(async () => {
  infra = await ensureInfra({ components: ['mongo', 'kafka', 'redis'], quiet: true });
  const install = await runtimeInstall();
  root = cachePath('runtime-install', `run-${process.pid}-${Date.now()}`);
  fs.mkdirSync(root, { recursive: true });
  // hard links: the image's node_modules, with npm's relative workspace links, at no copying cost
  const cp = spawnSync('cp', ['-al', path.join(install, 'node_modules'), path.join(root, 'node_modules')], { encoding: 'utf8' });
  assert.equal(cp.status, 0, `cp -al node_modules: ${cp.stderr}`);
});

/** Databases the processes wrote, dropped afterwards. */
const databases = [];

after(async () => {
  for (const child of children) await terminate(child.pid, { graceMs: 10_000 });
  if (databases.length) {
    const connection = await mongoose.createConnection(infra.MONGO_URL, { retryWrites: false }).asPromise();
    try {
      for (const name of databases) await connection.useDb(name).dropDatabase();
    } finally {
      await connection.close();
    }
  }
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

async function start(appDir, env) {
  assemble(appDir, root);
  const port = await freePort();
  const log = path.join(root, `${path.basename(appDir)}.log`);
  const out = fs.openSync(log, 'w');
  // Only what the image and its orchestrator give: nothing leaks in from this shell.
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, appDir),
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', out, out],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await pollUntil(
    async () => {
      assert.equal(child.exitCode, null, `${appDir} exited (${child.exitCode}):\n${tailFile(log)}`);
      return (await fetch(`${base}/readyz`).catch(() => null))?.ok === true;
    },
    { timeoutMs: 90_000, intervalMs: 300, what: `${appDir} from the runtime install to be ready` },
  ).catch((err) => {
    throw new Error(`${err.message}\n--- ${appDir} log ---\n${tailFile(log)}`);
  });
  process.stderr.write(`# ${appDir} ready in the runtime layout\n`);
  return base;
}

/** An OTLP/HTTP collector on loopback that counts the trace exports it receives, by service. */
async function fakeCollector() {
  const posts = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      posts.push({ url: req.url, body: Buffer.concat(chunks).toString('latin1') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, posts, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('the catalogue and the gateway run from the runtime install and the runtime files alone (production mode, tracing on)', async () => {
  const run = `image-${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}00`;
  const collector = await fakeCollector();
  after(() => collector.close());
  // The catalogue and the gateway verify tokens with identity's public keys only
  const shared = { JWT_PUBLIC_KEYS: randomTokenKeys('runtime').JWT_PUBLIC_KEYS, REDIS_URL: infra.REDIS_URL, REDIS_KEY_PREFIX: `${run}:`, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url };
  const catalogueEnv = {
    ...shared,
    MONGO_URL: infra.MONGO_URL,
    MONGO_DB: `${run}_catalogue`,
    MONGO_AUTO_INDEX: 'false',
    KAFKA_BROKERS: infra.KAFKA_BROKERS,
    KAFKA_TOPIC_PREFIX: `${run}.`,
  };
  databases.push(catalogueEnv.MONGO_DB);
  // The production init step (the Deployments' create-indexes init container), from the same files
  assemble('services/catalogue', root);
  const indexes = spawnSync(process.execPath, ['dist/main.js', '--create-indexes'], {
    cwd: path.join(root, 'services/catalogue'),
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...catalogueEnv },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(indexes.status, 0, `--create-indexes: ${indexes.stdout}${indexes.stderr}`);
  assert.match(indexes.stdout, /catalogue: indexes built for .*modules/);
  const catalogue = await start('services/catalogue', catalogueEnv);
  const gateway = await start('gateway', { ...shared, CATALOGUE_URL: catalogue, FRONTENDS_DIR: path.join(root, 'frontends'), CORS_ORIGINS: 'http://127.0.0.1' });

  const modules = await fetch(`${gateway}/api/modules`);
  const body = await modules.text();
  assert.equal(modules.status, 200, `GET /api/modules through the gateway: ${modules.status} ${body}`);
  assert.ok(JSON.parse(body).data.length > 0, 'the seeded catalogue answers a list');
  for (const base of [catalogue, gateway]) {
    const metrics = await fetch(`${base}/metrics`);
    assert.equal(metrics.status, 200);
    assert.match(await metrics.text(), /^liquify_http_request_duration_seconds_count\{method="GET",route="\/readyz",status_code="200"\} \d+$/m, `${base}/metrics`);
  }
  // Tracing on by configuration: both export spans over OTLP/HTTP (batched every few seconds)
  await pollUntil(() => ['gateway', 'catalogue'].every((name) => collector.posts.some((p) => p.url === '/v1/traces' && p.body.includes(name))), {
    timeoutMs: 20_000,
    intervalMs: 250,
    what: 'both processes to export traces',
  });
  const page = await fetch(`${gateway}/`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /text\/html/);
  assert.match(await page.text(), /<script/, "the gateway serves the shell's built page");
});
