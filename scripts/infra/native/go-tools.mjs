// Go-built tools (FerretDB, stripe-mock) installed into <cache>/bin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { binDir } from '../paths.mjs';
import { commandExists, InfraError, run } from '../proc.mjs';

export function requireGo(component) {
  if (!commandExists('go')) {
    throw new InfraError(component, 'Go (1.22+) is required to build this tool once. Install it from https://go.dev/dl/ and put `go` on PATH');
  }
}

/** `go install pkg@version` with GOBIN pointing at `gobin`; resolves the command output. */
export function goInstall(component, pkg, gobin, { timeoutMs = 8 * 60_000 } = {}) {
  requireGo(component);
  fs.mkdirSync(gobin, { recursive: true });
  return run('go', ['install', pkg], { env: { ...process.env, GOBIN: gobin, GOFLAGS: '-buildvcs=false' }, timeoutMs });
}

/** Run `<binary> <args>` and return its output, or null when it fails (missing, panics, wrong arch). */
export async function probe(binary, args) {
  if (!fs.existsSync(binary)) return null;
  try {
    return await run(binary, args, { timeoutMs: 15_000 });
  } catch {
    return null;
  }
}

export function scratchDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const cachedBinary = (name) => path.join(binDir(), name);
