import { Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { preloadablePage } from './preloadable-page';

function Modules() {
  return <h1>Modules</h1>;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** What the first commit shows (flushSync: no task runs in between, as in a browser's first render). */
function firstCommit(Page: React.ComponentType): string {
  flushSync(() =>
    root.render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    ),
  );
  return container.textContent ?? '';
}

describe('a page whose code loads on demand', () => {
  it('renders in its first commit when its code was loaded ahead (no fallback, which React would hold for 300 ms)', async () => {
    const importPage = jest.fn(async () => ({ default: Modules }));
    const { Page, load } = preloadablePage(importPage);
    await load();
    expect(firstCommit(Page)).toBe('Modules');
    expect(importPage).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until its code arrives when it was not loaded ahead, then the page', async () => {
    let arrive: (module: { default: typeof Modules }) => void = () => undefined;
    const { Page } = preloadablePage(() => new Promise((resolve) => (arrive = resolve)));
    expect(firstCommit(Page)).toBe('Loading page');
    arrive({ default: Modules });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(container.textContent).toBe('Modules');
  });

  it('fetches its code once, and again after a failed load', async () => {
    const importPage = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Modules });
    const { load } = preloadablePage(importPage);
    await expect(load()).rejects.toThrow('offline');
    await load();
    await load();
    expect(importPage).toHaveBeenCalledTimes(2);
  });

  it('keeps a mounted page (and its state) when its code arrives later for other mounts', async () => {
    let arrive: (module: { default: typeof Modules }) => void = () => undefined;
    const { Page } = preloadablePage(() => new Promise((resolve) => (arrive = resolve)));
    firstCommit(Page);
    arrive({ default: Modules });
    await new Promise((resolve) => setTimeout(resolve, 350));
    const heading = container.querySelector('h1');
    flushSync(() =>
      root.render(
        <Suspense fallback={<p>Loading page</p>}>
          <Page />
        </Suspense>,
      ),
    );
    expect(container.querySelector('h1')).toBe(heading);
  });
});
