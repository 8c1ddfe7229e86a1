/**
 * What a module loads with it: every file it reaches through relative static imports, and the packages those
 * import. For tests that keep code out of a first load (a dynamic import() loads on demand and is not followed).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

function readable(candidate: string): boolean {
  try {
    return readFileSync(candidate) !== undefined;
  } catch {
    return false;
  }
}

export function importGraph(...entries: string[]): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    const source = readFileSync(file, 'utf8');
    // Static imports and re-exports of values only: a type import is erased, a dynamic import() loads on demand.
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gms)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(readable);
      if (resolved) visit(resolved);
    }
  };
  for (const entry of entries) visit(entry);
  return { files, packages };
}
