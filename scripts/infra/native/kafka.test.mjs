import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { run } from '../proc.mjs';
import { clusterId, isUsableClusterId, newClusterId, serverProperties, storageFormatArgs } from './kafka.mjs';

/** Bytes whose base64url text starts with '-' (0xf8 = 111110 00...), then ordinary ones. */
function bytesStartingWithDashThen(next) {
  let calls = 0;
  return (n) => {
    calls += 1;
    return calls === 1 ? Buffer.alloc(n, 0xf8) : Buffer.alloc(n, next);
  };
}

function withCacheDir(fn) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-kafka-test-'));
  const before = process.env.LIQUIFY_CACHE_DIR;
  process.env.LIQUIFY_CACHE_DIR = dir;
  try {
    return fn(dir);
  } finally {
    if (before === undefined) delete process.env.LIQUIFY_CACHE_DIR;
    else process.env.LIQUIFY_CACHE_DIR = before;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("cluster ids never start with '-': an id that would is drawn again, as Kafka's Uuid.randomUuid does", () => {
  assert.ok(Buffer.alloc(16, 0xf8).toString('base64url').startsWith('-'));
  const id = newClusterId(bytesStartingWithDashThen(0x11));
  assert.equal(id.length, 22);
  assert.ok(!id.startsWith('-'));
  assert.ok(isUsableClusterId(id));
});

test('10 000 generated cluster ids are all 22-character ids without a leading dash', () => {
  for (let i = 0; i < 10_000; i++) {
    const id = newClusterId();
    assert.ok(isUsableClusterId(id), id);
  }
});

test("a cached cluster id starting with '-' (left by an older run) is replaced, a good one is kept", () => {
  withCacheDir((dir) => {
    const file = path.join(dir, 'kafka', 'cluster-id');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '-KDLVZ6mRGWC7S1VJb3jYw');
    const replaced = clusterId();
    assert.ok(isUsableClusterId(replaced));
    assert.equal(fs.readFileSync(file, 'utf8'), replaced);
    assert.equal(clusterId(), replaced, 'the new id is kept for the next start');
  });
});

test('the cluster id is passed as one --cluster-id=<id> token, never as a separate argument', () => {
  assert.deepEqual(storageFormatArgs({ id: '-abc', props: '/x/server.properties' }), ['format', '--cluster-id=-abc', '-c', '/x/server.properties']);
});

const jars = path.join(process.env.LIQUIFY_CACHE_DIR ?? path.resolve(import.meta.dirname, '..', '..', '..', '.cache'), 'kafka', 'libs');
test(
  "kafka-storage format accepts an id starting with '-' passed that way (real StorageTool)",
  { skip: !fs.existsSync(path.join(jars, '.complete')) && 'the Kafka jars are not in the cache yet (the infra phase fetches them)' },
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-kafka-format-'));
    try {
      const props = path.join(dir, 'server.properties');
      fs.writeFileSync(props, serverProperties({ dataDir: path.join(dir, 'data') }));
      const out = await run('java', ['-Xmx256m', '-cp', `${jars}/*`, 'kafka.tools.StorageTool', ...storageFormatArgs({ id: '-KDLVZ6mRGWC7S1VJb3jYw', props })], { timeoutMs: 120_000 });
      assert.match(out, /Formatting/);
      assert.match(fs.readFileSync(path.join(dir, 'data', 'meta.properties'), 'utf8'), /cluster\.id=-KDLVZ6mRGWC7S1VJb3jYw/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
