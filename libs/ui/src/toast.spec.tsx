import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { importGraph } from '../testing/import-graph';
import { ToastProvider, useToast, type ToastApi } from './core';

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
