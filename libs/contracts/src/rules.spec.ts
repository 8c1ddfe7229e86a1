import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as full from './index';
import * as rules from './rules';

/** Every file rules.ts loads, following its relative imports and re-exports (type-only imports are erased). */
function filesLoadedBy(entry: string): Map<string, string[]> {
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

describe('@liquify/contracts/rules, the light entry of browser bundles', () => {
  const loaded = filesLoadedBy(path.join(__dirname, 'rules.ts'));

  it('loads no package at all (no zod): only its own rule files', () => {
    const packages = [...loaded].flatMap(([file, specifiers]) =>
      specifiers.filter((s) => !s.startsWith('.')).map((s) => `${path.relative(__dirname, file)} imports ${s}`),
    );
    expect(packages).toEqual([]);
  });

  it('declares no route and builds no schema', () => {
    const heavy = [...loaded.keys()]
      .filter((file) => /\b(defineRoute|z\.object|\.schemas'|\.routes')/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(__dirname, file));
    expect(heavy).toEqual([]);
  });

  it('exports the very values of the full index (one source for each rule)', () => {
    const names = Object.keys(rules);
    expect(names.length).toBeGreaterThan(50);
    const differing = names.filter((name) => (rules as Record<string, unknown>)[name] !== (full as Record<string, unknown>)[name]);
    expect(differing).toEqual([]);
    expect(rules.pickFreePlan).toBe(full.pickFreePlan);
    expect(rules.VARIABLE_TYPES).toBe(full.VARIABLE_TYPES);
  });
});
