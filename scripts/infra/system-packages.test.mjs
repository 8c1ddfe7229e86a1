import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ensureSystemPrograms, installPrefix } from './system-packages.mjs';

/** A fake machine: which programs exist, and what apt-get installs (it adds the programs). */
function machine(present, installs = {}) {
  const have = new Set(present);
  const calls = [];
  const exec = async (cmd, args) => {
    calls.push([cmd, ...args].join(' '));
    const i = args.indexOf('install');
    if (i >= 0) for (const pkg of args.slice(i + 1)) for (const p of installs[pkg] ?? []) have.add(p);
    return '';
  };
  return { has: (p) => have.has(p), exec, calls, log: () => undefined };
}

test('a missing redis-server is installed with apt-get when running as root, saying so', async () => {
  const m = machine(['apt-get'], { 'redis-server': ['redis-server'] });
  const said = [];
  const installed = await ensureSystemPrograms(['redis-server'], { ...m, prefix: [], log: (s) => said.push(s) });
  assert.deepEqual(installed, ['redis-server']);
  assert.deepEqual(m.calls, ['env DEBIAN_FRONTEND=noninteractive apt-get update -qq', 'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server']);
  assert.match(said[0], /installing redis-server with apt-get/);
});

test('with passwordless sudo the install goes through sudo -n', async () => {
  const m = machine(['apt-get', 'sudo'], { chromium: ['chromium'] });
  await ensureSystemPrograms(['chromium'], { ...m, prefix: ['sudo', '-n'] });
  assert.deepEqual(m.calls, [
    'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
    'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium',
  ]);
});

test('without install rights it stops with the one command to run, and installs nothing', async () => {
  const m = machine(['apt-get']);
  await assert.rejects(ensureSystemPrograms(['redis-server', 'java'], { ...m, prefix: null, root: false }), (err) => {
    assert.match(err.message, /redis-server, java .* are not installed/);
    const commands = err.message.split('\n').slice(1);
    assert.deepEqual(commands, ['  sudo apt-get update && sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server openjdk-17-jre-headless']);
    return true;
  });
  assert.deepEqual(m.calls, []);
});

test('programs already installed are left alone', async () => {
  const m = machine(['redis-server', 'chromium']);
  assert.deepEqual(await ensureSystemPrograms(['redis-server', 'chromium'], { ...m, prefix: [] }), []);
  assert.deepEqual(m.calls, []);
});

test('an apt-get that does not deliver the program is an error, not a silent pass', async () => {
  const m = machine(['apt-get']);
  await assert.rejects(ensureSystemPrograms(['redis-server'], { ...m, prefix: [] }), /still not on PATH/);
});

test('install rights: root, else passwordless sudo, else none (and none without apt-get)', () => {
  const has = (set) => (p) => set.includes(p);
  assert.deepEqual(installPrefix({ uid: 0, has: has(['apt-get']) }), []);
  assert.deepEqual(installPrefix({ uid: 1000, has: has(['apt-get', 'sudo']), sudoWorks: () => true }), ['sudo', '-n']);
  assert.equal(installPrefix({ uid: 1000, has: has(['apt-get', 'sudo']), sudoWorks: () => false }), null);
  assert.equal(installPrefix({ uid: 0, has: has([]) }), null);
});
