import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The library's feature folders import downward only (issue #27 item 4): the graph of which folder imports which
 * has no cycle, so each folder can be read, tested and moved with only what lies below it.
 */
function folderImports(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of readdirSync(root).filter((name) => statSync(path.join(root, name)).isDirectory())) {
    const targets = new Set<string>();
    for (const file of readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))) {
      const source = readFileSync(path.join(root, folder, file), 'utf8');
      for (const [, target] of source.matchAll(/from '\.\.\/([a-z-]+)\//g)) if (target !== folder) targets.add(target);
    }
    graph.set(folder, targets);
  }
  return graph;
}

function cycleIn(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'visiting');
    for (const next of graph.get(node) ?? []) {
      const found = visit(next, [...trail, node]);
      if (found) return found;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const found = visit(node, []);
    if (found) return found;
  }
  return null;
}

describe('the library folders', () => {
  it('import downward only: no folder reaches back to one that imports it', () => {
    const graph = folderImports(__dirname);
    expect(graph.get('entries')).toEqual(expect.any(Set));
    expect(cycleIn(graph)).toBeNull();
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['entries', new Set(['usage'])],
      ['usage', new Set(['entries'])],
    ]);
    expect(cycleIn(graph)).toEqual(['entries', 'usage', 'entries']);
  });
});
