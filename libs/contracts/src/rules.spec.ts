import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesLoadedBy, packagesLoadedBy } from '../test/files-loaded-by';
import * as full from './index';
import * as rules from './rules';

describe('@liquify/contracts/rules, the light entry of browser bundles', () => {
  const loaded = filesLoadedBy(path.join(__dirname, 'rules.ts'));

  it('loads no package at all (no zod): only its own rule files', () => {
    expect(packagesLoadedBy(path.join(__dirname, 'rules.ts'))).toEqual([]);
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
