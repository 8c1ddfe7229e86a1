// docker-compose.yml and deploy/k8s/base describe what the repo holds: every Node process that exists (and only
// those), wired to services that are defined, with an environment each process accepts in production.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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

test('compose: every Node process accepts its environment in production (billing with the local checkout)', () => {
  const { services } = read('docker-compose.yml');
  // A secret the shell may be asked for (${JWT_SECRET:?...}): what an operator would export.
  const shell = { JWT_SECRET: crypto.randomBytes(32).toString('hex') };
  for (const proc of existing) {
    const service = services[proc.name];
    assert.ok(service, `compose has no service ${proc.name}`);
    const env = Object.fromEntries(Object.entries(service.environment).map(([k, v]) => [k, interpolate(v, shell)]));
    assert.equal(env.NODE_ENV, 'production');
    const result = configSchemaOf(proc).safeParse(env);
    assert.ok(result.success, `${proc.name} would refuse to start: ${result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
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
