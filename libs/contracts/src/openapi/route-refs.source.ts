import type { RouteContract } from './registry';

const identifier = /^[A-Za-z_$][\w$]*$/;
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (identifier.test(name) ? name : quote(name));

/**
 * The text of `src/routes.ts`, the light entry `@liquify/contracts/routes`: one reference (method, path, access,
 * typed by its declaration) for every declared route, under the name the full index exports it by, either
 * itself (`snippetTestPageRoute`) or as a member of a named group (`libraryModuleRoutes.list`). A declared route
 * that no export names cannot be called by name: that is an error, naming it.
 */
export function routeRefsSource(exported: Record<string, unknown>, declared: readonly RouteContract[]): string {
  const isRoute = (value: unknown): value is RouteContract => declared.includes(value as RouteContract);
  const ref = (route: RouteContract, typeName: string) =>
    `/*#__PURE__*/ r<typeof C.${typeName}>(${quote(route.method)}, ${quote(route.path)}, ${quote(route.access)})`;
  const named = new Set<RouteContract>();
  const blocks: string[] = [];
  for (const name of Object.keys(exported).sort()) {
    const value = exported[name];
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    if (isRoute(value)) {
      named.add(value);
      blocks.push(`export const ${name} = ${ref(value, name)};`);
      continue;
    }
    const members = Object.entries(value).filter((entry): entry is [string, RouteContract] => isRoute(entry[1]));
    if (!members.length) continue;
    members.forEach(([, route]) => named.add(route));
    const lines = members.map(([member, route]) =>
      `  ${key(member)}: ${ref(route, identifier.test(member) ? `${name}.${member}` : `${name}[${quote(member)}]`)},`,
    );
    blocks.push(`export const ${name} = {\n${lines.join('\n')}\n};`);
  }
  const unnamed = declared.filter((route) => !named.has(route)).map((route) => `${route.method.toUpperCase()} ${route.path}`);
  if (unnamed.length) {
    throw new Error(`routes no export names (give each a name in its *.routes.ts group): ${unnamed.join(', ')}`);
  }
  return [
    '// Generated from the route declarations by `node scripts/contracts/route-refs.mjs --write`: do not edit.',
    '// `routes.spec.ts` fails when it differs from what the declarations give. Each reference is pure, so a bundle',
    '// keeps only the groups it calls.',
    "import type * as C from './index';",
    "import { routeRef as r } from './openapi/route-ref';",
    '',
    "export type { CallableRoute, RouteAnswer, RouteBody, RouteParams, RouteQuery, RouteRef } from './openapi/route-ref';",
    '',
    ...blocks.flatMap((block) => [block, '']),
  ].join('\n');
}
