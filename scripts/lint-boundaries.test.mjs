// The workspace lint enforces the architecture's boundaries (eslint.config.mjs): these fixtures are linted
// with the real config, as `npm run lint` does, and must fail exactly where a boundary is crossed.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages.filter((m) => m.ruleId === 'liquify/boundaries').map((m) => m.message);
}

test('a service importing another service by package name fails the lint', async () => {
  const errors = await boundaryErrors('services/identity/src/fixture.ts', "import { service } from '@liquify/billing-service';\nvoid service;\n");
  assert.equal(errors.length, 1);
  assert.match(errors[0], /Services never import each other/);
});

test('a service importing another service by path fails the lint', async () => {
  const errors = await boundaryErrors('services/catalogue/src/modules/fixture.ts', "import { PlansRepository } from '../../../billing/src/plans/plans.repository';\nvoid PlansRepository;\n");
  assert.equal(errors.length, 1);
  assert.match(errors[0], /Services never import each other/);
  const lazy = await boundaryErrors('services/catalogue/src/fixture.ts', "void import('../../identity/src/service');\n");
  assert.equal(lazy.length, 1);
});

test("a service's own files, however deep, pass", async () => {
  assert.deepEqual(await boundaryErrors('services/catalogue/test/fixture.ts', "import { service } from '../src/service';\nimport { x } from '../seed/seed-files.util';\nvoid service;\nvoid x;\n"), []);
});

test('a front end importing a service or the gateway fails the lint', async () => {
  assert.equal((await boundaryErrors('frontends/landing/src/fixture.ts', "import { x } from '@liquify/catalogue-service';\nvoid x;\n")).length, 1);
  assert.equal((await boundaryErrors('frontends/shell/src/fixture.tsx', "import { x } from '../../../services/identity/src/x';\nvoid x;\n")).length, 1);
  assert.equal((await boundaryErrors('frontends/shell/src/fixture.ts', "import { x } from '@liquify/gateway';\nvoid x;\n")).length, 1);
});

test('libs/contracts importing anything but zod and its own files fails the lint', async () => {
  assert.equal((await boundaryErrors('libs/contracts/src/fixture.ts', "import { VARIABLE_TYPES } from '@liquify/template-engine';\nvoid VARIABLE_TYPES;\n")).length, 1);
  assert.equal((await boundaryErrors('libs/contracts/src/fixture.ts', "import { Liquid } from 'liquidjs';\nvoid Liquid;\n")).length, 1);
});

test('the allowed imports pass: libs from services and front ends, zod and own files in contracts', async () => {
  assert.deepEqual(await boundaryErrors('services/identity/src/fixture.ts', "import { ok } from '@liquify/http';\nimport { service } from './service';\nvoid ok;\nvoid service;\n"), []);
  assert.deepEqual(await boundaryErrors('frontends/landing/src/fixture.ts', "import { getModules } from '@liquify/api-client';\nvoid getModules;\n"), []);
  assert.deepEqual(await boundaryErrors('libs/contracts/src/billing/fixture.ts', "import { z } from 'zod';\nimport { isoDateSchema } from '../common';\nvoid z;\nvoid isoDateSchema;\n"), []);
});
