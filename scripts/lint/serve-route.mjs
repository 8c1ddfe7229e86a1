// ESLint rule `liquify/serve-route`: a controller of a service or of the gateway serves the routes declared in
// libs/contracts with `@ServeRoute(route)` (libs/service), never a path and method written again in Nest's
// decorators. A string path in `@Get('x')`, `@Post()` under `@Controller('api/x')`, `@RequestMapping(...)`
// is a route the gateway table, the OpenAPI document and the e2e matrix do not know.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const IN_SCOPE = /^(services\/[^/]+\/src|gateway\/src)\//;
const METHOD_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Options', 'Head', 'Search', 'RequestMapping']);

export const MESSAGE =
  'Serve routes with @ServeRoute(route) in a @Controller() without a path: declare the route in libs/contracts with defineRoute (the gateway table, OpenAPI and the e2e matrix derive from it).';

/** What a @Controller(...) argument says about its path: undefined when it gives none. */
function controllerPath(argument) {
  if (!argument) return undefined;
  if (argument.type === 'ObjectExpression') {
    const property = argument.properties.find((p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === 'path');
    return property?.value;
  }
  return argument;
}

const isEmptyPath = (node) => (node.type === 'Literal' && node.value === '') || (node.type === 'TemplateLiteral' && node.expressions.length === 0 && node.quasis[0].value.cooked === '');

export const serveRoute = {
  meta: {
    type: 'problem',
    docs: { description: 'Controllers serve libs/contracts routes with @ServeRoute, never a path of their own' },
    schema: [
      {
        type: 'object',
        properties: {
          // Files (repo-relative) that deliberately serve routes outside libs/contracts, each with its reason.
          allow: { type: 'array', items: { type: 'object', properties: { file: { type: 'string' }, reason: { type: 'string' } }, required: ['file', 'reason'], additionalProperties: false } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const relative = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (!IN_SCOPE.test(relative)) return {};
    const allowed = (context.options[0]?.allow ?? []).some((entry) => entry.file === relative);
    if (allowed) return {};
    /** Local names of @nestjs/common's Controller and route decorators in this file. */
    const nest = new Map();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@nestjs/common') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const imported = specifier.imported.name ?? specifier.imported.value;
          if (imported === 'Controller' || METHOD_DECORATORS.has(imported)) nest.set(specifier.local.name, imported);
        }
      },
      Decorator(node) {
        const call = node.expression.type === 'CallExpression' ? node.expression : undefined;
        const callee = call ? call.callee : node.expression;
        if (callee.type !== 'Identifier' || !nest.has(callee.name)) return;
        const name = nest.get(callee.name);
        if (name === 'Controller') {
          const given = controllerPath(call?.arguments[0]);
          if (given && !isEmptyPath(given)) context.report({ node, message: MESSAGE });
          return;
        }
        context.report({ node, message: MESSAGE });
      },
    };
  },
};
