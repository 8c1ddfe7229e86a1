import path from 'node:path';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { importGraph } from '../../../../libs/ui/testing/import-graph';
import { baseRoutes, renderDashboard } from '../testing/render-dashboard';
import { afterPageLoad, QUIET_NETWORK_MS } from './after-page-load';
import { forgetOverlays, loadOverlays } from './deferred-overlays';
import { TopBar } from './TopBar';

type IdleWindow = Window & typeof globalThis;

/** The browser never idle: the overlays' code comes only when the user reaches for a trigger. */
function neverIdle() {
  const win = window as Partial<Pick<IdleWindow, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  win.requestIdleCallback = jest.fn(() => 1);
  win.cancelIdleCallback = jest.fn();
}

afterEach(() => {
  forgetOverlays();
  delete (window as Partial<IdleWindow>).requestIdleCallback;
  delete (window as Partial<IdleWindow>).cancelIdleCallback;
});

const src = path.join(__dirname, '..');

describe("the top bar's menus, popover and tooltips (their Radix code after the first screen)", () => {
  it('are not part of the first load of a /dashboard page: no Radix in what the remote and /dashboard/modules import', () => {
    const { files, packages } = importGraph(path.join(src, 'app/DashboardApp.tsx'), path.join(src, 'pages/modules/ModulesPage.tsx'));
    expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['TopBar.tsx', 'QuotaInfo.tsx', 'ReferralPopup.tsx']));
    expect(files.map((file) => path.basename(file))).not.toContain('overlays.tsx');
    expect([...packages].filter((name) => name.startsWith('@radix-ui/'))).toEqual([]);
  });

  it('show the same buttons before their code is here, and a pressed menu opens once it arrives', async () => {
    neverIdle();
    renderDashboard(<TopBar onOpenDrawer={() => undefined} />, { path: '/dashboard', routes: baseRoutes() });
    const create = await screen.findByRole('button', { name: /Create new/ });
    expect(create).toHaveAttribute('aria-haspopup', 'menu');
    expect(create).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Refer friends' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(create);
    expect(await screen.findByRole('menuitem', { name: 'Add a module' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create new/, hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the upgrade dialog from the quota info before its tooltip code is here', async () => {
    neverIdle();
    renderDashboard(<TopBar onOpenDrawer={() => undefined} />, { path: '/dashboard', routes: baseRoutes() });
    fireEvent.click(await screen.findByRole('button', { name: 'Plan usage' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('load once the page has loaded and the browser is idle, and a focused trigger keeps the focus', async () => {
    let idle: (() => void) | undefined;
    (window as Partial<IdleWindow>).requestIdleCallback = jest.fn((task: () => void) => ((idle = task), 1)) as unknown as IdleWindow['requestIdleCallback'];
    (window as Partial<IdleWindow>).cancelIdleCallback = jest.fn();
    renderDashboard(<TopBar onOpenDrawer={() => undefined} />, { path: '/dashboard', routes: baseRoutes() });
    const pending = await screen.findByRole('button', { name: /Create new/ });
    await waitFor(() => expect(idle).toBeDefined());
    // Focus without the focus event's own load: the idle load replaces the focused button.
    act(() => pending.focus());
    await act(async () => {
      idle!();
      await loadOverlays();
    });
    const loaded = screen.getByRole('button', { name: /Create new/ });
    expect(loaded).not.toBe(pending);
    expect(loaded).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

/** A loaded page's window whose timers, resource observer and idle callback the test runs by hand. */
function loadedWindow() {
  const timers: Array<{ fn: () => void; ms: number; id: number; cleared?: boolean }> = [];
  const calls: { observed?: () => void; idle?: () => void } = {};
  class FakeObserver {
    constructor(callback: () => void) {
      calls.observed = callback;
    }
    observe() {}
    disconnect() {}
  }
  const win = {
    document: { readyState: 'complete' },
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms, id: timers.length + 1 }),
    clearTimeout: (id: number) => void (timers[id - 1].cleared = true),
    requestIdleCallback: (callback: () => void) => ((calls.idle = callback), 3),
    cancelIdleCallback: jest.fn(),
  } as unknown as IdleWindow;
  return { win, timers, calls };
}

describe('after the page has loaded', () => {
  it('waits for the load event when the page is still loading, then for idle time; a cancel stops it', () => {
    const task = jest.fn();
    const listeners: Record<string, () => void> = {};
    let idle: (() => void) | undefined;
    const win = {
      document: { readyState: 'loading' },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      removeEventListener: jest.fn(),
      requestIdleCallback: (callback: () => void) => ((idle = callback), 7),
      cancelIdleCallback: jest.fn(),
    } as unknown as IdleWindow;
    afterPageLoad(task, win);
    expect(idle).toBeUndefined();
    listeners.load();
    idle!();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const cancel = afterPageLoad(cancelled, { ...win, document: { readyState: 'complete' } } as unknown as IdleWindow);
    cancel();
    expect(win.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('then waits until no resource has finished loading for a while (the page answers and thumbnails), then for idle time', () => {
    const task = jest.fn();
    const { win, timers, calls } = loadedWindow();
    afterPageLoad(task, win);
    expect(timers).toHaveLength(1);
    calls.observed!(); // an answer came in: the quiet time starts again
    expect(timers[0].cleared).toBe(true);
    expect(timers[1].ms).toBe(QUIET_NETWORK_MS);
    timers[1].fn();
    expect(task).not.toHaveBeenCalled();
    calls.idle!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits, too, while the page still waits for an answer (a query fetching longer than the quiet time)', () => {
    const task = jest.fn();
    const { win, timers, calls } = loadedWindow();
    let fetching = 1;
    afterPageLoad(task, win, () => fetching > 0);
    timers[0].fn(); // quiet for QUIET_NETWORK_MS, but the list's answer has not come
    expect(calls.idle).toBeUndefined();
    expect(timers).toHaveLength(2);
    expect(timers[1].ms).toBe(QUIET_NETWORK_MS);
    fetching = 0;
    timers[1].fn();
    calls.idle!();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
