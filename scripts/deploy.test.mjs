// docker-compose.yml and deploy/k8s/base describe what the repo holds: every Node process that exists (and only
// those), wired to services that are defined, with an environment each process accepts in production.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { parse } from 'yaml';
import { REPO_ROOT } from './infra/paths.mjs';
import { PROCESSES, serviceUrlVar } from './stack/processes.mjs';
import { configSchemaOf, parseConfigOf } from './delivery/process-config.mjs';

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
 * The files compose's one-shot `secrets` service writes, as `<volume>/<file>`, the *_FILE variable that reads
 * each, and the processes that may mount that volume (and so read it).
 */
const SECRET_FILES = {
  'liquify-secrets/admin-password': 'ADMIN_PASSWORD_FILE',
  'liquify-secrets/jwt-public-keys': 'JWT_PUBLIC_KEYS_FILE',
  'liquify-identity-secrets/jwt-private-key': 'JWT_PRIVATE_KEY_FILE',
  'liquify-identity-secrets/jwt-key-id': 'JWT_KEY_ID_FILE',
  'liquify-identity-secrets/checkout-claim-secret': 'CHECKOUT_CLAIM_SECRET_FILE',
  'liquify-billing-secrets/checkout-claim-secret': 'CHECKOUT_CLAIM_SECRET_FILE',
  'liquify-library-secrets/snippet-link-secret': 'SNIPPET_LINK_SECRET_FILE',
};
const VOLUME_READERS = { 'liquify-identity-secrets': ['identity'], 'liquify-billing-secrets': ['billing'], 'liquify-library-secrets': ['library'] };
/** What the secrets service takes from the shell. */
const SHELL_SECRETS = ['ADMIN_PASSWORD', 'JWT_PRIVATE_KEY', 'JWT_KEY_ID', 'CHECKOUT_CLAIM_SECRET', 'SNIPPET_LINK_SECRET'];

/**
 * Runs compose's one-shot secrets service the way its container would (the same sh script, `$$` unescaped), with
 * each of its volumes at `dir`/<volume>; answers the container path of each volume (`mounts`: volume -> path),
 * where it is on the host (`hostDirs`), and each file's content (`files`, by `<volume>/<file>`).
 */
function runSecretsInit(services, dir, shell = {}, before = () => undefined) {
  const init = services.secrets;
  const [shellCmd, flags, script] = init.command;
  const mounts = Object.fromEntries(init.volumes.map((v) => v.split(':')));
  const hostDirs = Object.fromEntries(Object.keys(mounts).map((volume) => [volume, path.join(dir, volume)]));
  for (const hostDir of Object.values(hostDirs)) fs.mkdirSync(hostDir, { recursive: true });
  before(hostDirs);
  const env = { PATH: process.env.PATH };
  for (const [name, value] of Object.entries(init.environment)) {
    const volume = Object.keys(mounts).find((v) => mounts[v] === value);
    env[name] = volume ? hostDirs[volume] : interpolate(value, shell);
  }
  const res = spawnSync(shellCmd, [flags, script.replaceAll('$$', '$')], { env, encoding: 'utf8' });
  assert.equal(res.status, 0, `secrets failed: ${res.stderr}`);
  const files = {};
  for (const [volume, hostDir] of Object.entries(hostDirs)) for (const file of fs.readdirSync(hostDir)) files[`${volume}/${file}`] = fs.readFileSync(path.join(hostDir, file), 'utf8');
  return { mounts, hostDirs, files };
}

/** A *_FILE path inside the containers -> the same file on the host, after runSecretsInit. */
function hostPathOf(containerPath, { mounts, hostDirs }) {
  const volume = Object.keys(mounts).find((v) => containerPath.startsWith(`${mounts[v]}/`));
  return volume ? path.join(hostDirs[volume], path.posix.relative(mounts[volume], containerPath)) : containerPath;
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
    // `docker compose up` on a fresh machine: an empty shell, the secrets generated by the secrets service
    const volumes = runSecretsInit(services, dir);
    for (const proc of existing) {
      const service = services[proc.name];
      assert.ok(service, `compose has no service ${proc.name}`);
      const env = Object.fromEntries(Object.entries(service.environment).map(([k, v]) => [k, interpolate(v, {})]));
      assert.equal(env.NODE_ENV, 'production');
      for (const variable of Object.keys(env).filter((k) => k.endsWith('_FILE'))) env[variable] = hostPathOf(env[variable], volumes);
      assert.doesNotThrow(() => parseConfig(configSchemaOf(proc), env), `${proc.name} would refuse to start`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('compose: the token keys, the secrets and the admin password come only from the secrets volumes, after the secrets service ran; only identity mounts the private key', () => {
  const { services, volumes } = read('docker-compose.yml');
  const init = services.secrets;
  assert.ok(init && !init.build, 'compose defines the one-shot secrets service');
  for (const volume of ['liquify-secrets', ...Object.keys(VOLUME_READERS)]) assert.ok(volumes && volume in volumes, `the ${volume} volume is declared`);
  const mountsOf = (service) => Object.fromEntries((service.volumes ?? []).map((v) => v.split(':')).map(([name, at, mode]) => [name, { at, mode }]));
  for (const proc of existing) {
    const service = services[proc.name];
    for (const name of SHELL_SECRETS) assert.equal(service.environment[name], undefined, `${proc.name} gets no ${name} variable (a default would be a known secret)`);
    const mounts = mountsOf(service);
    assert.ok(mounts['liquify-secrets'], `${proc.name} mounts liquify-secrets`);
    for (const [volume, { mode }] of Object.entries(mounts)) {
      assert.equal(mode, 'ro', `${proc.name} mounts ${volume} read-only`);
      if (VOLUME_READERS[volume]) assert.ok(VOLUME_READERS[volume].includes(proc.name), `${proc.name} must not mount ${volume}`);
    }
    for (const [file, variable] of Object.entries(SECRET_FILES)) {
      const [volume, name] = file.split('/');
      if (mounts[volume] && service.environment[variable] !== undefined) assert.equal(service.environment[variable], path.posix.join(mounts[volume].at, name), `${proc.name}'s ${variable}`);
    }
    assert.equal(service.environment.JWT_PUBLIC_KEYS_FILE, path.posix.join(mounts['liquify-secrets'].at, 'jwt-public-keys'), `${proc.name} verifies tokens with the generated public keys`);
    assert.equal('JWT_PRIVATE_KEY_FILE' in service.environment, proc.name === 'identity', `only identity is given the private key`);
    assert.deepEqual(service.depends_on.secrets, { condition: 'service_completed_successfully' }, `${proc.name} starts after the secrets service`);
  }
  assert.equal(services.identity.environment.ADMIN_PASSWORD_FILE, path.posix.join(mountsOf(services.identity)['liquify-secrets'].at, 'admin-password'));
  // the infrastructure alone (scripts/infra: docker compose up -d mongo kafka redis) does not need it
  for (const name of ['mongo', 'kafka', 'redis']) assert.equal(services[name].depends_on, undefined, `${name} depends on nothing`);
  // no secret default is written anywhere in the file
  assert.doesNotMatch(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), /(JWT_SECRET|JWT_PRIVATE_KEY|JWT_KEY_ID|CLAIM_SECRET|LINK_SECRET|SECRET_KEY|WEBHOOK_SECRET|ADMIN_PASSWORD)[^\n]*:-[^}\s]/);
});

test('compose: the secrets service generates each secret once, keeps it across restarts, and takes the one exported in the shell', () => {
  const { services } = read('docker-compose.yml');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-compose-'));
  try {
    const first = runSecretsInit(services, dir).files;
    assert.deepEqual(Object.keys(first).sort(), Object.keys(SECRET_FILES).sort(), 'exactly the files the processes read');
    assert.match(first['liquify-secrets/admin-password'], /^[0-9a-f]{24}$/, 'a 12-byte admin password');
    assert.match(first['liquify-identity-secrets/checkout-claim-secret'], /^[0-9a-f]{64}$/, 'a 32-byte checkout claim secret');
    assert.equal(first['liquify-billing-secrets/checkout-claim-secret'], first['liquify-identity-secrets/checkout-claim-secret'], 'billing signs the claims identity checks');
    assert.match(first['liquify-library-secrets/snippet-link-secret'], /^[0-9a-f]{64}$/, 'a 32-byte snippet link secret');
    // identity's key pair: the public key set lists the private key's public half under identity's kid, and holds no private key
    const privateKey = crypto.createPrivateKey(first['liquify-identity-secrets/jwt-private-key']);
    assert.equal(privateKey.asymmetricKeyDetails.namedCurve, 'prime256v1');
    const [jwk, ...more] = JSON.parse(first['liquify-secrets/jwt-public-keys']).keys;
    assert.equal(more.length, 0);
    assert.equal(jwk.kid, first['liquify-identity-secrets/jwt-key-id']);
    assert.equal(jwk.d, undefined);
    assert.deepEqual(crypto.createPublicKey({ key: jwk, format: 'jwk' }).export({ format: 'jwk' }), crypto.createPublicKey(privateKey).export({ format: 'jwk' }));
    assert.deepEqual(runSecretsInit(services, dir).files, first, 'a restart keeps them (tokens stay valid, the password stays)');
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-compose-'));
    try {
      const second = runSecretsInit(services, other).files;
      for (const name of Object.keys(SECRET_FILES)) assert.notEqual(second[name], first[name], `each installation gets its own ${name}`);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
    const ownKey = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'pem', type: 'pkcs8' });
    const own = { ADMIN_PASSWORD: 'an admin password of my own', JWT_PRIVATE_KEY: ownKey, JWT_KEY_ID: '2026-11', CHECKOUT_CLAIM_SECRET: 'c'.repeat(64), SNIPPET_LINK_SECRET: 's'.repeat(64) };
    const mine = runSecretsInit(services, dir, own).files;
    assert.equal(mine['liquify-secrets/admin-password'], own.ADMIN_PASSWORD);
    assert.equal(mine['liquify-identity-secrets/jwt-private-key'], ownKey);
    assert.equal(mine['liquify-identity-secrets/jwt-key-id'], '2026-11');
    assert.equal(JSON.parse(mine['liquify-secrets/jwt-public-keys']).keys[0].kid, '2026-11');
    assert.equal(mine['liquify-identity-secrets/checkout-claim-secret'], own.CHECKOUT_CLAIM_SECRET);
    assert.equal(mine['liquify-billing-secrets/checkout-claim-secret'], own.CHECKOUT_CLAIM_SECRET);
    assert.equal(mine['liquify-library-secrets/snippet-link-secret'], own.SNIPPET_LINK_SECRET);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('compose: a volume from before issue 22 item 3 keeps its snippet links (the former shared JWT secret becomes library\'s, and leaves the shared volume)', () => {
  const { services } = read('docker-compose.yml');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-compose-'));
  try {
    const former = crypto.randomBytes(32).toString('hex');
    const { files } = runSecretsInit(services, dir, {}, (hostDirs) => fs.writeFileSync(path.join(hostDirs['liquify-secrets'], 'jwt-secret'), former));
    assert.equal(files['liquify-library-secrets/snippet-link-secret'], former);
    assert.equal(files['liquify-secrets/jwt-secret'], undefined, 'no process but library can read it any more');
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
  assert.equal(kustomization.images, undefined, 'the base pins no image: each overlay does');
  for (const overlay of K8S_OVERLAYS) {
    const images = read(`deploy/k8s/overlays/${overlay}/kustomization.yaml`).images.map((i) => i.name.replace(/^liquify\//, '')).sort();
    assert.deepEqual(images, deployed, `overlay ${overlay}: images: one entry per deployed process`);
  }

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

test('k8s: each process loads its own Secret liquify-<process>, holding only keys its configuration reads, and starts in production (prod overlay) with them; no secret is written in the repo', () => {
  const kustomization = read('deploy/k8s/base/kustomization.yaml');
  const docs = kustomization.resources.flatMap((file) =>
    fs.readFileSync(path.join(REPO_ROOT, 'deploy/k8s/base', file), 'utf8').split(/^---$/m).map((d) => parse(d)).filter(Boolean),
  );
  const documented = secretKeysDocumented();
  const parseConfig = parseConfigOf();
  // The prod overlay's config map merged over the base's, as kustomize does (behavior: merge)
  const prod = read('deploy/k8s/overlays/prod/kustomization.yaml').configMapGenerator.find((g) => g.name === 'liquify-config');
  const literals = Object.fromEntries([...kustomization.configMapGenerator[0].literals, ...prod.literals].map((l) => l.split(/=(.*)/s).slice(0, 2)));
  for (const deployment of docs.filter((d) => d.kind === 'Deployment')) {
    const name = deployment.metadata.name;
    const proc = existing.find((p) => p.name === name);
    for (const container of deployment.spec.template.spec.containers) {
      const secrets = container.envFrom.filter((e) => e.secretRef).map((e) => e.secretRef.name);
      assert.deepEqual(secrets, [`liquify-${name}`], `${name} loads its own Secret and no other`);
      const configMaps = container.envFrom.filter((e) => e.configMapRef).map((e) => e.configMapRef.name);
      assert.deepEqual(configMaps, ['liquify-config', 'liquify-token-keys'], `${name} loads the config and the public keys that verify tokens`);
      assert.ok(!(container.env ?? []).some((e) => /SECRET|PASSWORD/.test(e.name) && 'value' in e), `${name} writes no secret value`);
      const keys = documented.get(`liquify-${name}`);
      assert.ok(keys?.length, `secret-keys.md lists the keys of liquify-${name}`);
      // A production start with the config map, the Deployment's env and the Secret's keys (made-up values)
      const env = { ...literals, ...TOKEN_KEYS_CONFIG_MAP, ...Object.fromEntries((container.env ?? []).map((e) => [e.name, e.value])) };
      for (const key of keys) env[key] = SAMPLE_SECRET_VALUES[key] ?? assert.fail(`no sample value for ${key}`);
      let config;
      assert.doesNotThrow(() => (config = parseConfig(configSchemaOf(proc), env)), `${name} would refuse to start with liquify-${name}`);
      for (const key of keys) assert.ok(key in config, `liquify-${name} holds ${key}, which ${name} does not read`);
    }
  }
  // Only identity signs tokens: no other Secret holds the private key; the HMAC secrets go only where they are used.
  for (const [secret, keys] of documented) {
    for (const [key, holders] of Object.entries({ JWT_PRIVATE_KEY: ['liquify-identity'], JWT_KEY_ID: ['liquify-identity'], CHECKOUT_CLAIM_SECRET: ['liquify-identity', 'liquify-billing'], SNIPPET_LINK_SECRET: ['liquify-library'] })) {
      assert.equal(keys.includes(key), holders.includes(secret), `${secret} ${holders.includes(secret) ? 'holds' : 'must not hold'} ${key}`);
    }
    assert.ok(!keys.includes('JWT_SECRET'), `${secret} holds no shared JWT secret`);
  }
  assert.ok(!docs.some((d) => d.kind === 'Secret'), 'the base ships no Secret (it is created per installation)');
  assert.ok(!docs.some((d) => d.kind === 'ConfigMap' && d.metadata.name === 'liquify-token-keys'), 'the public keys are created per installation too');
  for (const overlay of K8S_OVERLAYS) {
    const k = read(`deploy/k8s/overlays/${overlay}/kustomization.yaml`);
    assert.equal(k.secretGenerator, undefined, `overlay ${overlay} generates no Secret`);
    assert.ok(!(k.resources ?? []).some((r) => /secret/i.test(r)), `overlay ${overlay} ships no Secret`);
  }
  const allLiterals = [kustomization, ...K8S_OVERLAYS.map((o) => read(`deploy/k8s/overlays/${o}/kustomization.yaml`))].flatMap((k) => (k.configMapGenerator ?? []).flatMap((g) => g.literals ?? []));
  assert.ok(!allLiterals.some((l) => /^(JWT_SECRET|JWT_PRIVATE_KEY|CHECKOUT_CLAIM_SECRET|SNIPPET_LINK_SECRET|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|ADMIN_PASSWORD|MONGO_URL|REDIS_URL)(_FILE)?=/.test(l)), 'no config map holds a secret');
  const doc = fs.readFileSync(path.join(REPO_ROOT, 'deploy/k8s/base/secret-keys.md'), 'utf8');
  assert.match(doc, /CHECKOUT_CLAIM_SECRET="\$\(openssl rand -hex 32\)"/);
  assert.match(doc, /openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256/);
  assert.match(doc, /kubectl -n \$NS create configmap liquify-token-keys --from-file=JWT_PUBLIC_KEYS=/);
});

const K8S_OVERLAYS = ['dev', 'prod'];

/** identity's key pair, made up: its public half is what the ConfigMap liquify-token-keys holds. */
const sampleKey = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
const TOKEN_KEYS_CONFIG_MAP = {
  JWT_PUBLIC_KEYS: JSON.stringify({ keys: [{ ...crypto.createPublicKey(sampleKey).export({ format: 'jwk' }), kid: '2026-11' }] }),
};

/** Made-up values of the right shape for each key a Secret may hold. */
const SAMPLE_SECRET_VALUES = {
  JWT_PRIVATE_KEY: sampleKey.export({ format: 'pem', type: 'pkcs8' }),
  JWT_KEY_ID: '2026-11',
  CHECKOUT_CLAIM_SECRET: 'k8s-test-'.padEnd(64, 'c'),
  SNIPPET_LINK_SECRET: 'k8s-test-'.padEnd(64, 's'),
  MONGO_URL: 'mongodb://user:pass@mongo-0.mongo:27017/?replicaSet=rs0',
  KAFKA_BROKERS: 'liquify-kafka-bootstrap.kafka:9092',
  REDIS_URL: 'redis://:pass@redis:6379',
  ADMIN_PASSWORD: 'a-long-admin-password',
  KAFKA_SASL_USERNAME: 'liquify-service',
  KAFKA_SASL_PASSWORD: 'scram-password',
  EARLY_BIRD_CODES: 'CODE-ONE,CODE-TWO',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};

/** Secret name -> keys, from the table of deploy/k8s/base/secret-keys.md (rows `| \`liquify-x\` | \`A\`, \`B\` |`). */
function secretKeysDocumented() {
  const doc = fs.readFileSync(path.join(REPO_ROOT, 'deploy/k8s/base/secret-keys.md'), 'utf8');
  const rows = [...doc.matchAll(/^\| `(liquify-[a-z]+)` \| (.+) \|$/gm)];
  return new Map(rows.map(([, name, keys]) => [name, [...keys.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])]));
}
