#!/usr/bin/env node
// The files one process's image runs from, copied out of a built checkout (the Dockerfile's `app` stage):
//   node scripts/docker/runtime-files.mjs <APP_DIR> <out>
// <out> receives the root package.json, each built library (package.json + dist/), the process folder
// (dist/ and the files it reads at run time, such as services/catalogue/seed/) and, for the gateway, every
// front end's built dist/. Sources, tests and build configuration stay out; node_modules comes from the
// runtime stage's own `npm ci --omit=dev`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Folders of a process that are never needed at run time (sources are compiled to dist/, tests do not ship). */
const PROCESS_EXCLUDED = new Set(['src', 'test', 'node_modules', 'coverage']);
const PROCESS_EXCLUDED_FILE = /^(jest\.config\..*|tsconfig.*\.json|\.swcrc|.*\.spec\.[cm]?[jt]sx?)$/;

const isDir = (p) => fs.existsSync(p) && fs.statSync(p).isDirectory();
const workspaceDirs = (parent) =>
  isDir(path.join(REPO_ROOT, parent))
    ? fs.readdirSync(path.join(REPO_ROOT, parent)).map((n) => `${parent}/${n}`).filter((d) => fs.existsSync(path.join(REPO_ROOT, d, 'package.json')))
    : [];

/** Relative paths (files or folders) that make up the runtime of `appDir`, in copy order. */
export function runtimeFiles(appDir, root = REPO_ROOT) {
  const app = appDir.replace(/\/+$/, '');
  if (!fs.existsSync(path.join(root, app, 'package.json'))) throw new Error(`${app} has no package.json`);
  if (!isDir(path.join(root, app, 'dist'))) throw new Error(`${app}/dist is missing: build before assembling`);
  const files = ['package.json'];
  // Built libraries only: the libraries without dist/ (ui, session, api-client, ...) are bundled into the front ends.
  for (const lib of workspaceDirs('libs')) {
    if (isDir(path.join(root, lib, 'dist'))) files.push(`${lib}/package.json`, `${lib}/dist`);
  }
  for (const entry of fs.readdirSync(path.join(root, app))) {
    if (PROCESS_EXCLUDED.has(entry) || PROCESS_EXCLUDED_FILE.test(entry)) continue;
    files.push(`${app}/${entry}`);
  }
  if (app === 'gateway') {
    for (const fe of workspaceDirs('frontends')) {
      if (!isDir(path.join(root, fe, 'dist'))) throw new Error(`${fe}/dist is missing: the gateway image carries the built front ends`);
      files.push(`${fe}/package.json`, `${fe}/dist`);
    }
  }
  return files;
}

/** Copies runtimeFiles(appDir) from the checkout into `out`, keeping their paths. */
export function assemble(appDir, out, root = REPO_ROOT) {
  const files = runtimeFiles(appDir, root);
  for (const rel of files) {
    fs.cpSync(path.join(root, rel), path.join(out, rel), {
      recursive: true,
      filter: (src) => !/\.spec\.[cm]?js(\.map)?$/.test(src),
    });
  }
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [appDir, out] = process.argv.slice(2);
  if (!appDir || !out) {
    process.stderr.write('usage: node scripts/docker/runtime-files.mjs <APP_DIR> <out>\n');
    process.exit(2);
  }
  const files = assemble(appDir, path.resolve(out));
  process.stdout.write(`${appDir}: ${files.length} paths copied to ${out}\n`);
}
