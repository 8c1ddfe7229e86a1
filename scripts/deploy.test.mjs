// docker-compose.yml and deploy/k8s/base describe what the repo holds: every Node process that exists (and only
// those), wired to services that are defined, with an environment each process accepts in production.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { parse } from 'yaml';
import { REPO_ROOT } from './infra/paths.mjs';
import { PROCESSES, serviceUrlVar } from './stack/processes.mjs';

const require = createRequire(import.meta.url);
const existing = PROCESSES.filter((p) => p.enabled());
const read = (file) => parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'), { merge: true });

/** What `docker compose` does with ${VAR}, ${VAR:-default} and ${VAR:?message} when the shell sets only `shell`. */
function interpolate(value, shell) {
  return String(value).replace(/\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (_m, name, op, arg) => {
    if (shell[name] !== undefined && shell[name] !== '') return shell[name];
    if (op === ':-' || op === '-') return arg;
    if (op === ':?' || op === '?') throw new Error(`compose needs ${name}: ${arg}`);
    return '';
  });
}

/**
 * Runs compose's one-shot jwt-secret service the way its container would (the same sh script, `$$` unescaped),
 * with its volume at `dir`; answers the secret file's path and content on the host.
 */
function runJwtSecretInit(services, dir, shell = {}) {
  const init = services['jwt-secret'];
  const [shellCmd, flags, script] = init.command;
  const containerFile = init.environment.SECRET_FILE;
  const [volume, mountPath] = init.volumes[0].split(':');
  assert.equal(volume, 'liquify-secrets');
  const hostFile = path.join(dir, path.relative(mountPath, containerFile));
  const env = { PATH: process.env.PATH, SECRET_FILE: hostFile, JWT_SECRET: interpolate(init.environment.JWT_SECRET, shell) };
  const res = spawnSync(shellCmd, [flags, script.replaceAll('$$', '$')], { env, encoding: 'utf8' });
  assert.equal(res.status, 0, `jwt-secret failed: ${res.stderr}`);
  return { hostFile, containerFile, secret: fs.readFileSync(hostFile, 'utf8') };
}

/** parseConfig of the built @liquify/config: the schema plus the process-wide rules (secret files, production secrets). */
function parseConfigOf() {
  const file = path.join(REPO_ROOT, 'libs/config/dist/index.js');
  assert.ok(fs.existsSync(file), 'libs/config is not built: npm test builds before this phase');
  return require(file).parseConfig;
}

/** The config schema a built process validates its environment with (dist/config.js). */
function configSchemaOf(proc) {
  const file = path.join(proc.absDir, 'dist', 'config.js');
  assert.ok(fs.existsSync(file), `${proc.dir} is not built (${path.relative(REPO_ROOT, file)} is missing): npm test builds before this phase`);
  const mod = require(file);
  const schema = Object.entries(mod).find(([name, v]) => /configSchema$/i.test(name) && typeof v?.safeParse === 'function')?.[1];
  assert.ok(schema, `${path.relative(REPO_ROOT, file)} exports no *configSchema`);
  return schema;
}

test('docker compose builds exactly the Node processes whose code exists', () => {
  const { services } = read('docker-compose.yml');
  const built = Object.entries(services).filter(([, s]) => s.build);
  for (const [name, s] of built) {
    const dir = s.build.args?.APP_DIR;
    assert.ok(dir && fs.existsSync(path.join(REPO_ROOT, dir, 'package.json')), `compose service ${name} builds ${dir}, which has no package.json`);
  }
  assert.deepEqual(built.map(([, s]) => s.build.args.APP_DIR).sort(), existing.map((p) => p.dir).sort());
});

test('compose: every depends_on and every service URL the gateway gets names a defined service', () => {
  const { services } = read('docker-compose.yml');
  for (const [name, s] of Object.entries(services)) {
    for (const dep of Object.keys(s.depends_on ?? {})) assert.ok(services[dep], `${name} depends on ${dep}, which compose does not define`);
  }
  const gatewayEnv = services.gateway.environment;
  for (const proc of existing.filter((p) => p.name !== 'gateway')) {
    assert.equal(gatewayEnv[serviceUrlVar(proc.name)], `http://${proc.name}:${proc.port}`, `the gateway's ${serviceUrlVar(proc.name)}`);
  }
  for (const [key, value] of Object.entries(gatewayEnv)) {
    if (!/_URL$/.test(key) || key === 'PUBLIC_URL') continue;
    const host = new URL(interpolate(value, {})).hostname;
    assert.ok(services[host], `the gateway's ${key} points at ${host}, which compose does not define`);
  }
});

test('compose: every Node process accepts its environment in production with nothing exported (billing with the local checkout)', () => {
  const { services } = read('docker-compose.yml');
  const parseConfig = parseConfigOf();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-compose-'));
  try {
    // `docker compose up` on a fresh machine: an empty shell, the secret generated by jwt-secret
    const { hostFile, containerFile } = runJwtSecretInit(services, dir);
    for (const proc of existing) {
      const service = services[proc.name];
      assert.ok(service, `compose has no service ${proc.name}`);
      const env = Object.fromEntries(Object.entries(service.environment).map(([k, v]) => [k, interpolate(v, {})]));
      assert.equal(env.NODE_ENV, 'production');
      assert.equal(env.JWT_SECRET_FILE, containerFile, `${proc.name} reads the secret jwt-secret writes`);
      env.JWT_SECRET_FILE = hostFile;
      assert.doesNotThrow(() => parseConfig(configSchemaOf(proc), env), `${proc.name} would refuse to start`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('compose: every Node process gets its JWT secret only from the jwt-secret volume, after jwt-secret ran', () => {
  const { services, volumes } = read('docker-compose.yml');
  const init = services['jwt-secret'];
  assert.ok(init && !init.build, 'compose defines the one-shot jwt-secret service');
  assert.ok(volumes && 'liquify-secrets' in volumes, 'the liquify-secrets volume is declared');
  const mountOf = (service) => (service.volumes ?? []).map((v) => v.split(':')).find(([name]) => name === 'liquify-secrets');
  for (const proc of existing) {
    const service = services[proc.name];
    assert.equal(service.environment.JWT_SECRET, undefined, `${proc.name} gets no JWT_SECRET variable (a default would be a known secret)`);
    const mount = mountOf(service);
    assert.ok(mount, `${proc.name} mounts liquify-secrets`);
    assert.equal(mount[2], 'ro', `${proc.name} mounts liquify-secrets read-only`);
    assert.equal(path.posix.dirname(service.environment.JWT_SECRET_FILE), mount[1], `${proc.name}'s JWT_SECRET_FILE is on the liquify-secrets mount`);
    assert.equal(path.posix.basename(service.environment.JWT_SECRET_FILE), path.posix.basename(init.environment.SECRET_FILE));
    assert.deepEqual(service.depends_on['jwt-secret'], { condition: 'service_completed_successfully' }, `${proc.name} starts after jwt-secret`);
  }
  // the infrastructure alone (scripts/infra: docker compose up -d mongo kafka redis) does not need it
  for (const name of ['mongo', 'kafka', 'redis']) assert.equal(services[name].depends_on, undefined, `${name} depends on nothing`);
  // no secret default is written anywhere in the file
  assert.doesNotMatch(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), /(JWT_SECRET|SECRET_KEY|WEBHOOK_SECRET)[^\n]*:-[^}\s]/);
});

test('compose: jwt-secret generates a 32-byte secret once, keeps it across restarts, and takes the one exported in the shell', () => {
  const { services } = read('docker-compose.yml');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-compose-'));
  try {
    const first = runJwtSecretInit(services, dir);
    assert.match(first.secret, /^[0-9a-f]{64}$/);
    assert.equal(runJwtSecretInit(services, dir).secret, first.secret, 'a restart keeps the secret (tokens stay valid)');
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-compose-'));
    try {
      assert.notEqual(runJwtSecretInit(services, other).secret, first.secret, 'each installation gets its own secret');
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
    const own = crypto.randomBytes(32).toString('base64');
    assert.equal(runJwtSecretInit(services, dir, { JWT_SECRET: own }).secret, own);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('k8s base deploys exactly the Node processes whose code exists, and its files are all there', () => {
  const kustomization = read('deploy/k8s/base/kustomization.yaml');
  const docs = kustomization.resources.flatMap((file) => {
    const full = path.join(REPO_ROOT, 'deploy/k8s/base', file);
    assert.ok(fs.existsSync(full), `kustomization lists ${file}, which does not exist`);
    return fs.readFileSync(full, 'utf8').split(/^---$/m).map((d) => parse(d)).filter(Boolean);
  });
  const deployments = docs.filter((d) => d.kind === 'Deployment');
  const deployed = deployments.map((d) => d.spec.template.spec.containers[0].image.replace(/^liquify\//, '')).sort();
  assert.deepEqual(deployed, existing.map((p) => p.name).sort());
  const images = kustomization.images.map((i) => i.name.replace(/^liquify\//, '')).sort();
  assert.deepEqual(images, deployed, 'images: one entry per deployed process');

  const serviceNames = new Set(docs.filter((d) => d.kind === 'Service').map((d) => d.metadata.name));
  const literals = Object.fromEntries(kustomization.configMapGenerator[0].literals.map((l) => l.split(/=(.*)/s).slice(0, 2)));
  for (const proc of existing.filter((p) => p.name !== 'gateway')) {
    assert.equal(literals[serviceUrlVar(proc.name)], `http://${proc.name}:${proc.port}`, `config map ${serviceUrlVar(proc.name)}`);
  }
  for (const [key, value] of Object.entries(literals)) {
    if (!/_URL$/.test(key) || key === 'PUBLIC_URL') continue;
    assert.ok(serviceNames.has(new URL(value).hostname), `config map ${key} points at ${value}, which no Service of the base defines`);
  }
  const deploymentNames = new Set(deployments.map((d) => d.metadata.name));
  for (const hpa of docs.filter((d) => d.kind === 'HorizontalPodAutoscaler')) {
    assert.ok(deploymentNames.has(hpa.spec.scaleTargetRef.name), `HPA ${hpa.metadata.name} scales ${hpa.spec.scaleTargetRef.name}, which is not deployed`);
  }
});

test('compose: the environment parser reads defaults and asks for required variables', () => {
  assert.equal(interpolate('${PUBLIC_URL:-http://localhost:8080}', {}), 'http://localhost:8080');
  assert.equal(interpolate('${PUBLIC_URL:-http://localhost:8080}', { PUBLIC_URL: 'https://x.io' }), 'https://x.io');
  assert.throws(() => interpolate('${JWT_SECRET:?set it}', {}), /compose needs JWT_SECRET: set it/);
});

test('k8s: every process takes JWT_SECRET from the Secret liquify-secrets, whose creation is documented; no secret is written in the base', () => {
  const kustomization = read('deploy/k8s/base/kustomization.yaml');
  const docs = kustomization.resources.flatMap((file) =>
    fs.readFileSync(path.join(REPO_ROOT, 'deploy/k8s/base', file), 'utf8').split(/^---$/m).map((d) => parse(d)).filter(Boolean),
  );
  for (const deployment of docs.filter((d) => d.kind === 'Deployment')) {
    for (const container of deployment.spec.template.spec.containers) {
      assert.ok(container.envFrom?.some((e) => e.secretRef?.name === 'liquify-secrets'), `${deployment.metadata.name} loads the Secret liquify-secrets`);
      assert.ok(!(container.env ?? []).some((e) => /SECRET/.test(e.name) && 'value' in e), `${deployment.metadata.name} writes no secret value`);
    }
  }
  assert.ok(!docs.some((d) => d.kind === 'Secret'), 'the base ships no Secret (it is created per installation)');
  const literals = kustomization.configMapGenerator.flatMap((g) => g.literals ?? []);
  assert.ok(!literals.some((l) => /^(JWT_SECRET|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET)(_FILE)?=/.test(l)), 'the config map holds no secret');
  const doc = fs.readFileSync(path.join(REPO_ROOT, 'deploy/k8s/base/secret-keys.md'), 'utf8');
  assert.match(doc, /create secret generic liquify-secrets[\s\S]*--from-literal=JWT_SECRET="\$\(openssl rand -hex 32\)"/);
});
