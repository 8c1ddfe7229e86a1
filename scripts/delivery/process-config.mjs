// The built processes' own configuration rules, for checks that an environment written in the repo (compose,
// the Kubernetes overlays) is one each process accepts. npm test builds before the scripts' phase.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../infra/paths.mjs';

const require = createRequire(import.meta.url);

/** parseConfig of the built @liquify/config: the schema plus the process-wide rules (secret files, production secrets). */
export function parseConfigOf() {
  const file = path.join(REPO_ROOT, 'libs/config/dist/index.js');
  assert.ok(fs.existsSync(file), 'libs/config is not built: npm test builds before this phase');
  return require(file).parseConfig;
}

/** The config schema a built process validates its environment with (dist/config.js). */
export function configSchemaOf(proc) {
  const file = path.join(proc.absDir, 'dist', 'config.js');
  assert.ok(fs.existsSync(file), `${proc.dir} is not built (${path.relative(REPO_ROOT, file)} is missing): npm test builds before this phase`);
  const mod = require(file);
  const schema = Object.entries(mod).find(([name, v]) => /configSchema$/i.test(name) && typeof v?.safeParse === 'function')?.[1];
  assert.ok(schema, `${path.relative(REPO_ROOT, file)} exports no *configSchema`);
  return schema;
}
