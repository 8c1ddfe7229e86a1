import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file `entry` loads, following its relative imports and re-exports (type-only imports are erased). */
export function filesLoadedBy(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    seen.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(`${path.resolve(path.dirname(file), specifier)}.ts`);
    }
  };
  visit(entry);
  return seen;
}

/** `file imports package` for each package (not a relative file) that the files loaded by `entry` import. */
export function packagesLoadedBy(entry: string): string[] {
  return [...filesLoadedBy(entry)].flatMap(([file, specifiers]) =>
    specifiers.filter((s) => !s.startsWith('.')).map((s) => `${path.relative(path.dirname(entry), file)} imports ${s}`),
  );
}
