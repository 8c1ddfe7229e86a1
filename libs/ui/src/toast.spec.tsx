import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastApi } from './core';

/** Every file core.ts reaches through relative imports, and the packages they import. */
function importGraph(entry: string): { files: string[]; packages: Set<string> } {
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
      const resolved = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => {
        try {
          return readFileSync(candidate) !== undefined;
        } catch {
          return false;
        }
      });
      if (resolved) visit(resolved);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the light entry (@liquify/ui/core) and its toasts', () => {
  it('imports no Radix: what shows a toast is loaded with the first toast, not with core', () => {
    const { files, packages } = importGraph(path.join(__dirname, 'core.ts'));
    expect(files.map((file) => path.basename(file))).toContain('toast.tsx');
    expect(files.map((file) => path.basename(file))).not.toContain('toast-viewport.tsx');
    expect([...packages].filter((name) => name.startsWith('@radix-ui/'))).toEqual([]);
  });

  it('renders no notifications region before the first toast, and the toast once raised', async () => {
    let toast: ToastApi | undefined;
    function Grab() {
      toast = useToast();
      return <p>page</p>;
    }
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => {
      toast!.success('Module Added', 'In your library.');
    });
    expect(await screen.findByText('Module Added')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
