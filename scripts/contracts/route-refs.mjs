#!/usr/bin/env node
// Writes (--write) or checks libs/contracts/src/routes.ts, the light entry `@liquify/contracts/routes`: a
// reference (method, path, access) for every route declared in libs/contracts, typed by its declaration.
// Reads the built contracts: `npx nx run @liquify/contracts:build` first.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const contracts = require(path.join(root, 'libs/contracts/dist/index.js'));
const { routeRefsSource } = require(path.join(root, 'libs/contracts/dist/openapi/route-refs.source.js'));
const target = path.join(root, 'libs/contracts/src/routes.ts');
const text = routeRefsSource(contracts, contracts.allRoutes());
if (process.argv.includes('--write')) {
  writeFileSync(target, text);
  console.log(`wrote ${path.relative(root, target)}`);
} else if (readFileSync(target, 'utf8') !== text) {
  console.error(`${path.relative(root, target)} is stale: run node scripts/contracts/route-refs.mjs --write`);
  process.exit(1);
} else {
  console.log(`${path.relative(root, target)} is up to date`);
}
