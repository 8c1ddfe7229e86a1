// docker-compose.yml as Docker Compose reads it: compose-config loads it with compose-go (the loader of Docker
// Compose: schema, interpolation, merge keys, depends_on consistency) and answers the resolved project, which
// is then held to the delivery rules: pinned images, a healthcheck for every long-running service, the
// gateway waiting for healthy services, Redis persistent, no admin password written in the file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { REPO_ROOT } from '../infra/paths.mjs';
import { PROCESSES } from '../stack/processes.mjs';
import { composeConfig } from './tools.mjs';

const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');
let tool;
before(async () => {
  tool = await composeConfig();
});

/** The project `docker compose config` would print, with only `shell` exported. */
function resolved(shell = {}, file = COMPOSE_FILE) {
  const res = spawnSync(tool, [file, ...Object.entries(shell).map(([k, v]) => `${k}=${v}`)], { encoding: 'utf8' });
  assert.equal(res.status, 0, `compose refuses ${path.relative(REPO_ROOT, file)}:\n${res.stderr}`);
  return JSON.parse(res.stdout);
}

test('compose accepts the file, with nothing exported and with every variable it reads exported', () => {
  assert.ok(resolved().services.gateway);
  const own = resolved({ JWT_KEY_ID: '2026-11', CHECKOUT_CLAIM_SECRET: 'c'.repeat(64), SNIPPET_LINK_SECRET: 's'.repeat(64), ADMIN_PASSWORD: 'my own password', PUBLIC_URL: 'https://shop.example', SEED_DEMO: 'false' });
  assert.equal(own.services.secrets.environment.ADMIN_PASSWORD, 'my own password');
  assert.equal(own.services.secrets.environment.JWT_KEY_ID, '2026-11');
  assert.equal(own.services.secrets.environment.CHECKOUT_CLAIM_SECRET, 'c'.repeat(64));
  assert.equal(own.services.gateway.environment.PUBLIC_URL, 'https://shop.example');
});

test('compose-config rejects what Docker Compose rejects (the check can fail)', () => {
  const res = spawnSync(tool, [path.join(REPO_ROOT, 'scripts/delivery/testdata/compose-undefined-dependency.yml')], { encoding: 'utf8' });
  assert.notEqual(res.status, 0);
  assert.match(res.stderr, /depends on undefined service "mongo"/);
});

test('every image is pinned to a full version (mongo 7.0.x, redis 7.4.x, Jaeger v2, ...), in every profile', () => {
  const { services } = resolved({ COMPOSE_PROFILES: '*' });
  for (const [name, s] of Object.entries(services)) {
    if (s.build) continue;
    // A full version, optionally with its variant (node:24.21.0-bookworm-slim); never 24, 24-slim or latest
    assert.match(s.image, /:v?\d+\.\d+\.\d+(-[a-z][a-z0-9.]*)*$|@sha256:[0-9a-f]{64}$/, `${name}: ${s.image} floats`);
  }
  assert.match(services.mongo.image, /^mongo:7\.0\.\d+$/);
  assert.match(services.redis.image, /^redis:7\.4\.\d+$/);
  assert.match(services.jaeger.image, /^jaegertracing\/jaeger:2\.\d+\.\d+$/);
  // The secrets service makes identity's key pair with the Node processes' own base image
  const nodeImage = /^ARG NODE_IMAGE=(\S+)$/m.exec(fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'))?.[1];
  assert.equal(services.secrets.image, nodeImage);
});

test('every long-running service has a healthcheck; the gateway starts once every service is healthy', () => {
  const { services } = resolved();
  for (const [name, s] of Object.entries(services)) {
    if (s.restart === 'no') continue; // one-shot (secrets): the others wait for it to complete
    assert.ok(s.healthcheck?.test?.length && !s.healthcheck.disable, `${name} has a healthcheck`);
  }
  for (const proc of PROCESSES.filter((p) => p.enabled())) {
    assert.match(services[proc.name].healthcheck.test.join(' '), /\/readyz/, `${proc.name} is healthy when ready`);
    if (proc.name !== 'gateway') assert.deepEqual(services.gateway.depends_on[proc.name], { condition: 'service_healthy', required: true }, `the gateway waits for ${proc.name} to be healthy`);
  }
});

test('Redis keeps what it holds across restarts (append-only file on a volume) and never evicts', () => {
  const { services } = resolved();
  const args = services.redis.command.join(' ');
  assert.match(args, /--appendonly yes/);
  assert.match(args, /--maxmemory-policy noeviction/);
  assert.ok(services.redis.volumes?.some((v) => v.type === 'volume' && v.target === '/data'), 'Redis data is on a volume');
});

test("the first admin's password is generated or exported, never written in the file", () => {
  const { services } = resolved();
  for (const [name, s] of Object.entries(services)) {
    if (name === 'secrets') continue;
    assert.equal(s.environment?.ADMIN_PASSWORD, undefined, `${name} gets no ADMIN_PASSWORD value`);
  }
  assert.equal(services.identity.environment.ADMIN_PASSWORD_FILE, '/run/liquify-secrets/admin-password');
  assert.equal(services.secrets.environment.ADMIN_PASSWORD, '', 'nothing exported: the secrets service generates one');
});

test("only identity mounts the volume of the private key that signs tokens; every Node process reads the public keys", () => {
  const { services } = resolved();
  for (const proc of PROCESSES.filter((p) => p.enabled())) {
    const s = services[proc.name];
    const sources = (s.volumes ?? []).map((v) => v.source);
    assert.equal(sources.includes('liquify-identity-secrets'), proc.name === 'identity', `${proc.name} ${proc.name === 'identity' ? 'mounts' : 'must not mount'} liquify-identity-secrets`);
    assert.ok((s.volumes ?? []).every((v) => v.read_only), `${proc.name} mounts its secrets read-only`);
    assert.equal(s.environment.JWT_PUBLIC_KEYS_FILE, '/run/liquify-secrets/jwt-public-keys');
    assert.equal(s.environment.JWT_SECRET_FILE, undefined, `${proc.name} gets no shared JWT secret`);
  }
  assert.equal(services.identity.environment.JWT_PRIVATE_KEY_FILE, '/run/liquify-identity-secrets/jwt-private-key');
  assert.equal(services.secrets.environment.JWT_PRIVATE_KEY, '', 'nothing exported: the secrets service generates the key pair');
});

test("the tests' containers (scripts/infra/docker.mjs, testcontainers) run the images compose pins", () => {
  const { services } = resolved({ COMPOSE_PROFILES: '*' });
  const source = fs.readFileSync(path.join(REPO_ROOT, 'scripts/infra/docker.mjs'), 'utf8');
  const used = [...source.matchAll(/new GenericContainer\('([^']+)'\)/g)].map((m) => m[1]);
  assert.ok(used.length >= 3);
  for (const image of used) assert.ok(Object.values(services).some((s) => s.image === image), `testcontainers runs ${image}, which compose does not pin`);
});

test('the broker never auto-creates a topic (the services create theirs, as in production)', () => {
  const { services } = resolved();
  assert.equal(services.kafka.environment.KAFKA_AUTO_CREATE_TOPICS_ENABLE, 'false');
});
