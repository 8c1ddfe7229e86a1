/**
 * The layout of every /dashboard page: sidebar (collapsible; drawer on small screens), top bar, the
 * page, and the keyboard shortcuts Cmd/Ctrl+K (focus search) and Cmd/Ctrl+P (command palette).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isModShortcut, useSearchFocus } from './search-focus';
import { MobileSidebar, Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const CommandPalette = lazy(() => import('./CommandPalette'));

const COLLAPSED_KEY = 'dashboard-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function DashboardLayout() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  const searchFocus = useSearchFocus();
  const { pathname } = useLocation();

  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isModShortcut(event, 'k')) {
        if (searchFocus?.focus()) event.preventDefault();
      } else if (isModShortcut(event, 'p')) {
        event.preventDefault();
        setPaletteLoaded(true);
        setPaletteOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [searchFocus]);

  const toggle = () =>
    setCollapsed((value) => {
      try {
        globalThis.localStorage?.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        /* storage unavailable */
      }
      return !value;
    });

  return (
    <div className="flex min-h-screen bg-slate-50">
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <MobileSidebar open={drawerOpen} onOpenChange={setDrawerOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
        <main id="dashboard-main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
      {paletteLoaded ? (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
