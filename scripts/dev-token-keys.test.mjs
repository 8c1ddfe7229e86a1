// Issue 22 item 3: identity signs tokens with a private key; npm start keeps this machine's own key pair in the
// git-ignored cache, e2e stacks make one per run, and only identity is started with the private key.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { devEnv, e2eEnv, PROCESS_SECRETS, scopedEnv } from './stack/env.mjs';
import { PROCESSES } from './stack/processes.mjs';
import { devTokenKeys, randomTokenKeys } from './stack/token-keys.mjs';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-dev-keys-'));

/** Signs with the private key, verifies with the JWKS's key of that kid. */
function roundTrip(env) {
  const [jwk] = JSON.parse(env.JWT_PUBLIC_KEYS).keys;
  assert.equal(jwk.kid, env.JWT_KEY_ID);
  assert.equal(jwk.d, undefined, 'the public key set holds no private key');
  const data = Buffer.from('payload');
  const signature = crypto.sign('sha256', data, crypto.createPrivateKey(env.JWT_PRIVATE_KEY));
  return crypto.verify('sha256', data, crypto.createPublicKey({ key: jwk, format: 'jwk' }), signature);
}

test('the first start makes an EC P-256 key pair, readable by its owner only, and later starts reuse it', () => {
  const file = path.join(tempDir(), 'nested', 'dev-jwt-key.pem');
  const first = devTokenKeys(file);
  assert.match(first.JWT_PRIVATE_KEY, /^-----BEGIN PRIVATE KEY-----/);
  assert.match(first.JWT_KEY_ID, /^dev-[A-Za-z0-9_-]{12}$/);
  assert.equal(crypto.createPrivateKey(first.JWT_PRIVATE_KEY).asymmetricKeyDetails.namedCurve, 'prime256v1');
  assert.ok(roundTrip(first));
  if (process.platform !== 'win32') assert.equal(fs.statSync(file).mode & 0o777, 0o600);
  assert.deepEqual(devTokenKeys(file), first);
  assert.deepEqual(fs.readdirSync(path.dirname(file)), ['dev-jwt-key.pem']);
});

test('each machine and each e2e run gets its own key and kid', () => {
  const a = devTokenKeys(path.join(tempDir(), 'k.pem'));
  const b = devTokenKeys(path.join(tempDir(), 'k.pem'));
  assert.notEqual(a.JWT_PRIVATE_KEY, b.JWT_PRIVATE_KEY);
  assert.notEqual(a.JWT_KEY_ID, b.JWT_KEY_ID);
  const run = randomTokenKeys('e2e');
  assert.ok(roundTrip(run));
  assert.notEqual(run.JWT_KEY_ID, randomTokenKeys('e2e').JWT_KEY_ID);
});

test('a file that holds no EC P-256 private key (empty, garbage, an RSA key) is replaced', () => {
  const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' });
  for (const bad of ['', 'not a key', rsa]) {
    const file = path.join(tempDir(), 'dev-jwt-key.pem');
    fs.writeFileSync(file, bad);
    const keys = devTokenKeys(file);
    assert.ok(roundTrip(keys));
    assert.equal(fs.readFileSync(file, 'utf8'), keys.JWT_PRIVATE_KEY);
  }
});

test("npm start's environment carries the key pair kept in the cache folder (.cache/dev-jwt-key.pem)", () => {
  const previous = process.env.LIQUIFY_CACHE_DIR;
  process.env.LIQUIFY_CACHE_DIR = tempDir();
  try {
    const env = devEnv({});
    assert.ok(roundTrip(env));
    assert.equal(fs.readFileSync(path.join(process.env.LIQUIFY_CACHE_DIR, 'dev-jwt-key.pem'), 'utf8'), env.JWT_PRIVATE_KEY);
    assert.equal(devEnv({}).JWT_KEY_ID, env.JWT_KEY_ID);
  } finally {
    if (previous === undefined) delete process.env.LIQUIFY_CACHE_DIR;
    else process.env.LIQUIFY_CACHE_DIR = previous;
  }
});

test('only identity is started with the private key; the checkout claim secret goes to billing and identity, the snippet link secret to library', () => {
  const env = e2eEnv({}, { runId: 'e2e-x', gatewayPort: 1 });
  assert.ok(roundTrip(env));
  for (const proc of PROCESSES) {
    const scoped = scopedEnv(proc.name, env);
    assert.equal(scoped.JWT_PUBLIC_KEYS, env.JWT_PUBLIC_KEYS, `${proc.name} verifies tokens`);
    assert.equal('JWT_PRIVATE_KEY' in scoped, proc.name === 'identity', `${proc.name} ${proc.name === 'identity' ? 'signs' : 'cannot sign'} tokens`);
    assert.equal('CHECKOUT_CLAIM_SECRET' in scoped, ['identity', 'billing'].includes(proc.name));
    assert.equal('SNIPPET_LINK_SECRET' in scoped, proc.name === 'library');
  }
  assert.deepEqual(PROCESS_SECRETS.JWT_PRIVATE_KEY, ['identity']);
});
