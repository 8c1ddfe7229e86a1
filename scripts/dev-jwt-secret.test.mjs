// npm start's HMAC secret is this machine's own, made on first start and kept in the git-ignored cache
// (issue 21 item 8: a secret written in the repo let anyone forge an admin token; since issue 22 item 3
// tokens are signed with a key pair, see dev-token-keys.test.mjs, and the secret derives the snippet links).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { devEnv, devJwtSecret } from './stack/env.mjs';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-dev-secret-'));

test('the first start makes a random 32-byte secret, readable by its owner only, and later starts reuse it', () => {
  const file = path.join(tempDir(), 'nested', 'dev-jwt-secret');
  const first = devJwtSecret(file);
  assert.match(first, /^[0-9a-f]{64}$/);
  assert.equal(fs.readFileSync(file, 'utf8').trim(), first);
  if (process.platform !== 'win32') assert.equal(fs.statSync(file).mode & 0o777, 0o600);
  assert.equal(devJwtSecret(file), first);
  assert.deepEqual(fs.readdirSync(path.dirname(file)), ['dev-jwt-secret']);
});

test('each machine gets its own secret', () => {
  const a = devJwtSecret(path.join(tempDir(), 'dev-jwt-secret'));
  const b = devJwtSecret(path.join(tempDir(), 'dev-jwt-secret'));
  assert.notEqual(a, b);
});

test('a file that holds no proper secret (empty, short, the former repo default) is replaced', () => {
  for (const bad of ['', 'abc', 'liquify-dev-jwt-secret-0f3c9a7e51b24d86-not-for-production', 'z'.repeat(64)]) {
    const file = path.join(tempDir(), 'dev-jwt-secret');
    fs.writeFileSync(file, bad);
    const secret = devJwtSecret(file);
    assert.match(secret, /^[0-9a-f]{64}$/);
    assert.equal(fs.readFileSync(file, 'utf8').trim(), secret);
  }
});

test("npm start's environment carries the secret kept in the cache folder (.cache/dev-jwt-secret, git-ignored) as its snippet link secret", () => {
  const previous = process.env.LIQUIFY_CACHE_DIR;
  process.env.LIQUIFY_CACHE_DIR = tempDir();
  try {
    const env = devEnv({});
    assert.match(env.SNIPPET_LINK_SECRET, /^[0-9a-f]{64}$/);
    assert.equal(fs.readFileSync(path.join(process.env.LIQUIFY_CACHE_DIR, 'dev-jwt-secret'), 'utf8').trim(), env.SNIPPET_LINK_SECRET);
    assert.equal(devEnv({}).SNIPPET_LINK_SECRET, env.SNIPPET_LINK_SECRET);
    // The checkout claim secret is derived from it (its own purpose), not the same value.
    assert.match(env.CHECKOUT_CLAIM_SECRET, /^[0-9a-f]{64}$/);
    assert.notEqual(env.CHECKOUT_CLAIM_SECRET, env.SNIPPET_LINK_SECRET);
    assert.equal(env.JWT_SECRET, undefined);
  } finally {
    if (previous === undefined) delete process.env.LIQUIFY_CACHE_DIR;
    else process.env.LIQUIFY_CACHE_DIR = previous;
  }
  assert.match(fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', '.gitignore'), 'utf8'), /^\.cache\/$/m);
});
