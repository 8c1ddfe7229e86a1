// Where the infrastructure scripts keep binaries, data, logs and pid files.
// Everything lives under one git-ignored cache folder so a cold start is `rm -rf .cache`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Root of the cache; LIQUIFY_CACHE_DIR overrides `<repo>/.cache`. Read on every call so tests can change it. */
export function cacheDir() {
  const fromEnv = process.env.LIQUIFY_CACHE_DIR;
  return fromEnv ? path.resolve(fromEnv) : path.join(REPO_ROOT, '.cache');
}

export const cachePath = (...parts) => path.join(cacheDir(), ...parts);
export const binDir = () => cachePath('bin');
export const logDir = () => cachePath('logs');
export const runDir = () => cachePath('run');
export const logFile = (name) => path.join(logDir(), `${name}.log`);
export const pidFile = (name) => path.join(runDir(), `${name}.pid`);
export const envFile = () => cachePath('infra.env.json');
