// The images build from what is committed, and a process's runtime holds what it needs and nothing of the
// front-end or build tool chain. No Docker engine is needed: the Dockerfile's steps are checked as files
// (hadolint, the stages' rules) and replayed outside Docker where they matter (npm ci on a clean export,
// the runtime install, the runtime file set; runtime.test.mjs starts processes from them).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../infra/paths.mjs';
import { PROCESSES } from '../stack/processes.mjs';
import { pythonTools } from '../delivery/tools.mjs';
import { runtimeFiles } from './runtime-files.mjs';
import { FORBIDDEN_AT_RUNTIME, packageName, productionPackages } from './runtime-deps.mjs';
import { dockerStages } from './dockerfile.mjs';

const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'));
const rootManifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
const processes = PROCESSES.filter((p) => p.enabled());

test('npm ci accepts the committed package-lock.json on a clean export of HEAD (git archive)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liquify-lock-'));
  try {
    const archive = spawnSync('sh', ['-c', `git -C "${REPO_ROOT}" archive --format=tar HEAD | tar -x -C "${dir}"`], { encoding: 'utf8' });
    assert.equal(archive.status, 0, `git archive HEAD failed: ${archive.stderr}`);
    assert.ok(fs.existsSync(path.join(dir, 'package-lock.json')), 'HEAD has no package-lock.json');
    const ci = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8', timeout: 5 * 60_000 });
    const errors = `${ci.stderr}`.split('\n').filter((l) => l.startsWith('npm error')).slice(0, 15).join('\n');
    assert.equal(ci.status, 0, `npm ci refuses the committed lock file:\n${errors}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the runtime install (npm ci --omit=dev) holds no front-end or build package', () => {
  const prod = productionPackages(lock);
  const forbidden = [...prod.keys()].filter((name) => FORBIDDEN_AT_RUNTIME.some((re) => re.test(name)));
  assert.deepEqual(forbidden, [], 'packages the front ends or the build need, which the services would carry');
  // the root's own runtime dependencies are all of that set, and nothing front-end is among them
  for (const name of Object.keys(rootManifest.dependencies)) assert.ok(prod.has(name), `${name} is a dependency but not in the runtime install`);
});

test('front-end workspaces take their packages as devDependencies (a workspace dependency joins every runtime install)', () => {
  const frontends = fs.readdirSync(path.join(REPO_ROOT, 'frontends')).filter((d) => fs.existsSync(path.join(REPO_ROOT, 'frontends', d, 'package.json')));
  for (const fe of frontends) {
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'frontends', fe, 'package.json'), 'utf8'));
    assert.deepEqual(Object.keys(manifest.dependencies ?? {}), [], `frontends/${fe}/package.json: move its dependencies to devDependencies (the gateway serves the built bundle)`);
  }
});

test("every package a built process requires at run time is in the runtime install (no process loses a dependency)", () => {
  const prod = productionPackages(lock, { topLevel: true });
  const libs = new Set(
    fs.readdirSync(path.join(REPO_ROOT, 'libs')).filter((d) => fs.existsSync(path.join(REPO_ROOT, 'libs', d, 'dist'))).map((d) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'libs', d, 'package.json'), 'utf8')).name),
  );
  const missing = new Set();
  for (const proc of processes) {
    for (const rel of runtimeFiles(proc.dir)) {
      for (const file of jsFiles(path.join(REPO_ROOT, rel))) {
        for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/\brequire\("([^".][^"]*)"\)/g)) {
          if (isBuiltin(spec)) continue;
          const name = packageName(spec);
          if (name.startsWith('@liquify/') ? !libs.has(name) : !prod.has(name)) missing.add(`${name} (${path.relative(REPO_ROOT, file)})`);
        }
      }
    }
  }
  assert.deepEqual([...missing], [], 'required at run time but not installed by npm ci --omit=dev (or not a built library)');
});

function* jsFiles(p) {
  if (!fs.existsSync(p)) return;
  if (fs.statSync(p).isFile()) {
    if (/\.[cm]?js$/.test(p)) yield p;
    return;
  }
  for (const entry of fs.readdirSync(p)) yield* jsFiles(path.join(p, entry));
}

test('each process carries its dist and no sources; the gateway carries the built front ends and no front-end tool chain', () => {
  for (const proc of processes) {
    const files = runtimeFiles(proc.dir);
    assert.ok(files.includes(`${proc.dir}/dist`), `${proc.name} ships ${proc.dir}/dist`);
    assert.ok(!files.some((f) => /\/(src|test)$/.test(f) || /\.spec\./.test(f)), `${proc.name} ships no sources or tests: ${files.join(', ')}`);
    assert.ok(!files.some((f) => f.startsWith('frontends/')) || proc.name === 'gateway', `${proc.name} ships no front end`);
  }
  const gateway = runtimeFiles('gateway');
  for (const fe of fs.readdirSync(path.join(REPO_ROOT, 'frontends'))) assert.ok(gateway.includes(`frontends/${fe}/dist`), `the gateway ships frontends/${fe}/dist`);
  assert.ok(runtimeFiles('services/catalogue').includes('services/catalogue/seed'), 'catalogue ships its seed catalogue');
});

test('Dockerfile: hadolint finds nothing', async () => {
  const { hadolint } = await pythonTools();
  const res = spawnSync(hadolint, ['--no-color', path.join(REPO_ROOT, 'Dockerfile')], { encoding: 'utf8' });
  assert.equal(res.status, 0, `hadolint:\n${res.stdout}${res.stderr}`);
});

test('Dockerfile: pinned base, npm ci cached on manifests only, runtime from npm ci --omit=dev, non-root UID >= 10000', () => {
  const { args, stages } = dockerStages(dockerfile);
  for (const stage of stages) {
    const image = stage.from.replace(/\$\{(\w+)\}/g, (_m, name) => args[name] ?? '');
    if (stages.some((s) => s.name === image)) continue;
    assert.match(image, /(@sha256:[0-9a-f]{64}|:\d+\.\d+\.\d+[\w.-]*)$/, `stage ${stage.name} starts from ${image}, which is neither digest- nor version-pinned`);
  }
  const byName = Object.fromEntries(stages.map((s) => [s.name, s]));
  // npm ci runs after copying the manifests and before any source: a source change keeps its layer
  for (const name of ['deps', 'prod-deps']) {
    const { lines } = byName[name];
    const ci = lines.findIndex((l) => /^RUN\b[\s\S]*\bnpm ci\b/.test(l));
    assert.ok(ci >= 0, `stage ${name} runs npm ci`);
    assert.deepEqual(lines.slice(0, ci).filter((l) => /^(COPY|ADD)\b/.test(l)), ['COPY --from=manifests /manifests/ ./'], `stage ${name} copies only the manifests before npm ci`);
  }
  assert.match(byName['prod-deps'].lines.find((l) => /npm ci/.test(l)), /--omit=dev/);
  // the manifests stage copies every workspace's package.json
  const loop = byName.manifests.lines.find((l) => /for dir in/.test(l));
  const globs = /for dir in ([^;]+);/.exec(loop)[1].trim().split(/\s+/).sort();
  assert.deepEqual(globs, [...rootManifest.workspaces].sort(), 'the manifests stage copies the package.json of every workspace glob');

  const runtime = stages.at(-1);
  assert.equal(runtime.name, 'runtime');
  const copies = runtime.lines.filter((l) => /^COPY\b/.test(l));
  assert.deepEqual(copies, ['COPY --from=prod-deps /repo/node_modules ./node_modules', 'COPY --from=app /app/ ./'], 'the runtime takes node_modules from prod-deps and the files of runtime-files.mjs');
  const user = runtime.lines.filter((l) => /^USER\b/.test(l)).at(-1);
  const [uid, gid] = (/^USER (\d+):(\d+)$/.exec(user ?? '') ?? []).slice(1).map(Number);
  assert.ok(uid >= 10000 && gid >= 10000, `the runtime runs as a numeric UID:GID >= 10000 (found ${user})`);
  assert.match(runtime.lines.join('\n'), new RegExp(`useradd [^\\n]*--uid ${uid}\\b`), 'the runtime user exists in the image');
  assert.ok(byName.app.lines.some((l) => l === 'RUN node scripts/docker/runtime-files.mjs "${APP_DIR}" /app'), 'the app stage assembles with runtime-files.mjs');
});
