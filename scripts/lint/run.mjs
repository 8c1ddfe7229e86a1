// The workspace lint as one check of `npm test` (the same files and config as `npm run lint`), with ESLint's
// cache under .cache/ so an unchanged file is not linted again. Prints each problem as `npm run lint` would.
import path from 'node:path';
import { ESLint } from 'eslint';

export const LINTED = ['libs', 'gateway', 'services', 'scripts', 'frontends', 'e2e'];

/** Lints the workspace; resolves { files, errorFiles, errors, warnings, report } (report: ESLint's stylish text). */
export async function lintWorkspace(root, { cacheLocation = path.join(root, '.cache', 'eslint', 'cache.json') } = {}) {
  const eslint = new ESLint({ cwd: root, cache: true, cacheLocation, cacheStrategy: 'content' });
  const results = await eslint.lintFiles(LINTED);
  const formatter = await eslint.loadFormatter('stylish');
  const withErrors = results.filter((r) => r.errorCount > 0 || r.fatalErrorCount > 0);
  return {
    files: results.length,
    errorFiles: withErrors.map((r) => path.relative(root, r.filePath)),
    errors: results.reduce((n, r) => n + r.errorCount, 0),
    warnings: results.reduce((n, r) => n + r.warningCount, 0),
    report: await formatter.format(results),
  };
}
