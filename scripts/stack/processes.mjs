// The single registry of the product's Node processes. A process is started only once its folder
// has a package.json (services appear over time); each serves GET /healthz and /readyz on `port`.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../infra/paths.mjs';

const definitions = [
  { name: 'gateway', dir: 'gateway', port: 8080 },
  { name: 'identity', dir: 'services/identity', port: 3001 },
  { name: 'catalogue', dir: 'services/catalogue', port: 3002 },
  { name: 'billing', dir: 'services/billing', port: 3003 },
  { name: 'library', dir: 'services/library', port: 3004 },
  { name: 'stores', dir: 'services/stores', port: 3005 },
  { name: 'support', dir: 'services/support', port: 3006 },
];

export const PROCESSES = definitions.map((p) => ({
  ...p,
  entry: 'dist/main.js',
  absDir: path.join(REPO_ROOT, p.dir),
  enabled: () => fs.existsSync(path.join(REPO_ROOT, p.dir, 'package.json')),
}));

/** The services the gateway routes to (everything but the gateway itself). */
export const SERVICES = PROCESSES.filter((p) => p.name !== 'gateway');

/** Environment variable that tells the gateway where a service listens: identity -> IDENTITY_URL. */
export const serviceUrlVar = (name) => `${name.toUpperCase()}_URL`;

/** Enabled processes, optionally limited to the names in `only`; unknown names are an error. */
export function enabledProcesses(only) {
  if (only?.length) {
    const unknown = only.filter((n) => !PROCESSES.some((p) => p.name === n));
    if (unknown.length) throw new Error(`unknown process ${unknown.join(', ')} (known: ${PROCESSES.map((p) => p.name).join(', ')})`);
  }
  return PROCESSES.filter((p) => (!only?.length || only.includes(p.name)) && p.enabled());
}
