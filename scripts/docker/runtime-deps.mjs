// What `npm ci --omit=dev` installs, read from package-lock.json: every package entry npm does not flag
// `dev` (needed only by devDependencies). Workspace links are the repo's own packages and are left out.

/** Packages of the front ends' and the build's tool chain, which no Node process loads. */
export const FORBIDDEN_AT_RUNTIME = [
  /^@rspack\//,
  /^@module-federation\//,
  /^react(-dom|-router|-hook-form)?$/,
  /^@codemirror\//,
  /^@radix-ui\//,
  /^@tanstack\/react-query$/,
  /^(lucide-react|recharts|cmdk)$/,
  /^(typescript|nx|jest|eslint|webpack|tailwindcss|jsdom|playwright-core|testcontainers)$/,
  /^@(swc|nx|jest|tailwindcss|testing-library|typescript-eslint)\//,
];

/** The package a require specifier loads: 'a/b' -> 'a', '@s/a/b' -> '@s/a'. */
export const packageName = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

/**
 * Name -> version of each package the runtime install holds (any depth). With `topLevel`, only those a
 * require from the repo's own folders resolves to (<root>/node_modules/<name>).
 */
export function productionPackages(lock, { topLevel = false } = {}) {
  const out = new Map();
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key.includes('node_modules/') || entry.dev || entry.link) continue;
    if (topLevel && key.lastIndexOf('node_modules/') !== 0) continue;
    out.set(key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length), entry.version);
  }
  return out;
}
