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

test("the landing, the shell and the shared browser libs take contract values from the light '@liquify/contracts/rules' entry", async () => {
  const full = await boundaryErrors('frontends/landing/src/fixture.ts', "import { UNLIMITED } from '@liquify/contracts';\nvoid UNLIMITED;\n");
  assert.equal(full.length, 1);
  assert.match(full[0], /@liquify\/contracts\/rules/);
  assert.equal((await boundaryErrors('libs/ui/src/fixture.tsx', "export { UNLIMITED } from '@liquify/contracts';\n")).length, 1);
  assert.equal((await boundaryErrors('frontends/shell/src/fixture.ts', "import { UNLIMITED, type PlanDto } from '@liquify/contracts';\nvoid UNLIMITED;\nexport type P = PlanDto;\n")).length, 1);
  // types leave no code; the rules entry has no zod; a remote loaded later and the tests are not first loads
  assert.deepEqual(await boundaryErrors('frontends/landing/src/fixture.ts', "import type { PlanDto } from '@liquify/contracts';\nimport { type UserDto } from '@liquify/contracts';\nimport { UNLIMITED } from '@liquify/contracts/rules';\nexport type T = PlanDto | UserDto;\nvoid UNLIMITED;\n"), []);
  assert.deepEqual(await boundaryErrors('frontends/dashboard/src/fixture.ts', "import { UNLIMITED } from '@liquify/contracts';\nvoid UNLIMITED;\n"), []);
  assert.deepEqual(await boundaryErrors('frontends/landing/src/fixture.spec.ts', "import { UNLIMITED } from '@liquify/contracts';\nvoid UNLIMITED;\n"), []);
});

test('the allowed imports pass: libs from services and front ends, zod and own files in contracts', async () => {
  assert.deepEqual(await boundaryErrors('services/identity/src/fixture.ts', "import { ok } from '@liquify/http';\nimport { service } from './service';\nvoid ok;\nvoid service;\n"), []);
  assert.deepEqual(await boundaryErrors('frontends/landing/src/fixture.ts', "import { getModules } from '@liquify/api-client';\nvoid getModules;\n"), []);
  assert.deepEqual(await boundaryErrors('libs/contracts/src/billing/fixture.ts', "import { z } from 'zod';\nimport { isoDateSchema } from '../common';\nvoid z;\nvoid isoDateSchema;\n"), []);
});
