/**
 * The sidebar (doc 2 §2): the six links, collapsible on large screens, a slide-in drawer on small ones;
 * the logo goes to /.
 */
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { NAV_ITEMS } from './nav';

// The drawer's panel (the UI kit's overlays, not part of a first load) loads when it first opens, then stays.
const SidePanel = lazy(() => import('@liquify/ui').then(({ SidePanel: panel }) => ({ default: panel })));

function Logo({ compact }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg" aria-label={compact ? 'Liquify' : undefined}>
      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-purple-600 text-lg font-bold text-white">
        L
      </span>
      {compact ? null : <span className="text-lg font-bold text-slate-900">Liquify</span>}
    </Link>
  );
}

function NavLinks({ compact, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {NAV_ITEMS.map(({ to, label, Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            title={compact ? label : undefined}
            aria-label={compact ? label : undefined}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium ${compact ? 'justify-center' : ''} ${
                isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
              }`
            }
          >
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
            {compact ? null : <span>{label}</span>}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  return (
    <aside
      className={`sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] lg:flex ${collapsed ? 'w-20' : 'w-64'}`}
    >
      <div className={`flex h-16 items-center ${collapsed ? 'justify-center' : 'justify-between px-4'}`}>
        <Logo compact={collapsed} />
      </div>
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
        <NavLinks compact={collapsed} />
      </nav>
      <div className="border-t border-slate-200 p-3">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg text-sm text-slate-600 hover:bg-slate-100"
        >
          {collapsed ? <ChevronsRight aria-hidden="true" className="h-5 w-5" /> : <ChevronsLeft aria-hidden="true" className="h-5 w-5" />}
          {collapsed ? null : <span>Collapse</span>}
        </button>
      </div>
    </aside>
  );
}

export function MobileSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SidePanel
        open={open}
        onOpenChange={onOpenChange}
        title="Navigation"
        description="Pages of your dashboard"
        header={
          <div className="px-4">
            <Logo />
          </div>
        }
        closeLabel="Close menu"
        hiddenFrom="lg"
      >
        <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
          <NavLinks onNavigate={() => onOpenChange(false)} />
        </nav>
      </SidePanel>
    </Suspense>
  );
}
