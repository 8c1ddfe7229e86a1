// The workspace lint refuses a controller that writes its own path (eslint.config.mjs, `liquify/serve-route`):
// these fixtures are linted with the real config, as `npm run lint` does, and must fail exactly where a
// controller of a service or of the gateway serves a route that is not a libs/contracts route.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function serveRouteErrors(filePath, code, overrideConfig) {
  const linter = overrideConfig ? new ESLint({ cwd: ROOT, overrideConfig }) : eslint;
  const [result] = await linter.lintText(code, { filePath: path.join(ROOT, filePath) });
  assert.deepEqual(result.messages.filter((m) => m.fatal), [], 'the fixture parses');
  return result.messages.filter((m) => m.ruleId === 'liquify/serve-route').map((m) => m.message);
}

const controller = (decorators, imports = 'Controller, Get, Post') => `import { ${imports} } from '@nestjs/common';
import { adminModuleRoutes } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
${decorators}
export class FixtureController {
  constructor() {}
}
void adminModuleRoutes;
void ServeRoute;
`;

test('a string path in a route decorator of a service controller fails the lint, with the way out in the message', async () => {
  const code = `import { Controller, Get, Post, HttpCode } from '@nestjs/common';
@Controller()
export class FixtureController {
  @Get('api/admin/modules')
  list() { return []; }

  @Post('api/admin/modules/bulk')
  @HttpCode(200)
  bulk() { return {}; }
}
`;
  const errors = await serveRouteErrors('services/catalogue/src/modules/fixture.controller.ts', code);
  assert.equal(errors.length, 2);
  assert.match(errors[0], /@ServeRoute\(route\)/);
  assert.match(errors[0], /declare the route in libs\/contracts/);
});

test('a path on @Controller fails the lint, whatever its form', async () => {
  assert.equal((await serveRouteErrors('services/billing/src/fixture.controller.ts', controller("@Controller('api/plans')"))).length, 1);
  assert.equal((await serveRouteErrors('services/billing/src/fixture.controller.ts', controller("@Controller(['api/plans'])"))).length, 1);
  assert.equal((await serveRouteErrors('services/billing/src/fixture.controller.ts', controller("@Controller({ path: 'api/plans' })"))).length, 1);
  assert.equal((await serveRouteErrors('gateway/src/fixture.controller.ts', controller('@Controller(`api/plans`)'))).length, 1);
});

test('Get, Put, Patch, Delete, All and RequestMapping, renamed or path-less, fail the lint in services and the gateway', async () => {
  const code = `import { Controller, Get as Read, Put, Patch, Delete, All, RequestMapping, RequestMethod } from '@nestjs/common';
@Controller()
export class FixtureController {
  @Read() a() {}
  @Put(':id') b() {}
  @Patch(':id') c() {}
  @Delete(':id') d() {}
  @All('*') e() {}
  @RequestMapping({ path: 'x', method: RequestMethod.GET }) f() {}
}
`;
  assert.equal((await serveRouteErrors('services/support/src/tickets/fixture.controller.ts', code)).length, 6);
  assert.equal((await serveRouteErrors('gateway/src/routing/fixture.controller.ts', code)).length, 6);
});

test('@ServeRoute in a @Controller() without a path passes, and so do event consumers', async () => {
  const served = `import { Controller, Param } from '@nestjs/common';
import { adminModuleRoutes } from '@liquify/contracts';
import { ServeRoute } from '@liquify/service';
@Controller()
export class FixtureController {
  @ServeRoute(adminModuleRoutes.byId)
  byId(@Param('id') id: string) { return id; }
}
`;
  assert.deepEqual(await serveRouteErrors('services/catalogue/src/modules/fixture.controller.ts', served), []);
  assert.deepEqual(await serveRouteErrors('services/catalogue/src/modules/fixture.controller.ts', controller("@Controller('')")), []);
  const consumer = `import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
@Controller()
export class FixtureConsumer {
  @EventPattern('catalogue.module.published.v1')
  handle(@Payload() event: unknown) { return event; }
}
`;
  assert.deepEqual(await serveRouteErrors('services/library/src/read-models/fixture.consumer.ts', consumer), []);
});

test('decorators that are not Nest route decorators, and code outside services/*/src and gateway/src, pass', async () => {
  const own = `function Get(_path: string) { return (..._args: unknown[]) => undefined; }
export class FixtureController {
  @Get('x') a() {}
}
`;
  assert.deepEqual(await serveRouteErrors('services/catalogue/src/fixture.controller.ts', own), []);
  const routeDecorator = controller("@Controller('api/x')");
  assert.deepEqual(await serveRouteErrors('libs/http/src/fixture.controller.ts', routeDecorator), []);
  assert.deepEqual(await serveRouteErrors('services/catalogue/test/fixture.controller.ts', routeDecorator), []);
  assert.deepEqual(await serveRouteErrors('e2e/api/fixture.controller.ts', routeDecorator), []);
});

test('a file listed as deliberately outside the contracts passes; only that file', async () => {
  const allow = { rules: { 'liquify/serve-route': ['error', { allow: [{ file: 'services/identity/src/internal.controller.ts', reason: 'fixture' }] }] } };
  const code = controller("@Controller('internal')");
  assert.deepEqual(await serveRouteErrors('services/identity/src/internal.controller.ts', code, allow), []);
  assert.equal((await serveRouteErrors('services/identity/src/other.controller.ts', code, allow)).length, 1);
});

test('every controller of the services and the gateway passes today', async () => {
  const results = await eslint.lintFiles(['services/*/src/**/*.ts', 'gateway/src/**/*.ts']);
  const offending = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'liquify/serve-route').map((m) => `${path.relative(ROOT, r.filePath)}:${m.line}`));
  assert.deepEqual(offending, []);
});
