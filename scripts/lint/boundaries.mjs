// ESLint rule `liquify/boundaries`: the architecture's import boundaries (docs/service-template.md).
//  - a service never imports another service (by package name or by a path into its folder);
//  - a front end (and the browser libs) never imports a service or the gateway: it speaks HTTP;
//  - libs/contracts imports only zod and its own files: every service and every browser bundle loads it;
//  - what a first page load carries (the landing, the shell, the shared browser libs) takes values from the
//    zod-free `@liquify/contracts/rules` (rules) and `@liquify/contracts/routes` (routes to call) entries; types
//    may come from the full index (they leave no code).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVICE_PACKAGE = /^@liquify\/([a-z-]+)-service(\/|$)/;
const BROWSER_DIRS = ['frontends', 'libs/api-client', 'libs/session', 'libs/ui'];
/** Code in every visitor's first load: the full contracts index (~45 KB gzip of zod and schemas) stays out. */
const FIRST_LOAD_DIRS = ['frontends/landing', 'frontends/shell', 'libs/api-client', 'libs/session', 'libs/ui'];
const FULL_CONTRACTS = /^@liquify\/contracts$/;

/** Where a repo-relative file lives: { area: 'service', name } | { area: 'browser' } | { area: 'contracts' } | null. */
function zoneOf(relative) {
  const parts = relative.split(path.sep).join('/');
  const service = /^services\/([^/]+)\//.exec(parts);
  if (service) return { area: 'service', name: service[1] };
  // Its tests are never bundled: they may use test tools (e.g. an OpenAPI validator).
  if (parts.startsWith('libs/contracts/src/') && !/\.spec\.ts$/.test(parts)) return { area: 'contracts' };
  if (BROWSER_DIRS.some((dir) => parts.startsWith(`${dir}/`))) {
    const firstLoad = FIRST_LOAD_DIRS.some((dir) => parts.startsWith(`${dir}/`)) && !/\.spec\.tsx?$/.test(parts);
    return { area: 'browser', firstLoad };
  }
  if (parts.startsWith('gateway/')) return { area: 'gateway' };
  return null;
}

function violation(zone, source, fileDir, typeOnly = false) {
  const relativeImport = source.startsWith('./') || source.startsWith('../');
  const target = relativeImport ? zoneOf(path.relative(ROOT, path.resolve(fileDir, source)) + path.sep + '_') : null;
  const servicePackage = SERVICE_PACKAGE.exec(source);
  if (zone.area === 'service') {
    if (servicePackage && servicePackage[1] !== zone.name) return 'Services never import each other: read models fed by events, shared code in libs/.';
    if (target?.area === 'service' && target.name !== zone.name) return 'Services never import each other: read models fed by events, shared code in libs/.';
  }
  if (zone.area === 'browser') {
    if (servicePackage || target?.area === 'service') return 'Front ends never import a service: they speak to the gateway over HTTP.';
    if (/^@liquify\/gateway(\/|$)/.test(source) || target?.area === 'gateway') return 'Front ends never import the gateway: they speak to it over HTTP.';
    if (zone.firstLoad && !typeOnly && FULL_CONTRACTS.test(source)) {
      return "A first page load takes values from '@liquify/contracts/rules' or '@liquify/contracts/routes' (no zod, no schemas); only types may come from '@liquify/contracts'.";
    }
  }
  if (zone.area === 'contracts') {
    if (relativeImport ? target?.area !== 'contracts' : !/^zod(\/|$)/.test(source)) {
      return 'libs/contracts imports only zod and its own files: every service and every browser bundle loads it.';
    }
  }
  return null;
}

/** `import type {…}`, `export type {…}`, or every specifier marked `type`: no code reaches the bundle. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

export const boundaries = {
  meta: { type: 'problem', docs: { description: 'Import boundaries between services, front ends and contracts' }, schema: [] },
  create(context) {
    const file = context.filename;
    const zone = zoneOf(path.relative(ROOT, file));
    if (!zone) return {};
    const check = (node, source, typeOnly = false) => {
      if (typeof source !== 'string') return;
      const message = violation(zone, source, path.dirname(file), typeOnly);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal') check(node, node.arguments[0].value);
      },
    };
  },
};

