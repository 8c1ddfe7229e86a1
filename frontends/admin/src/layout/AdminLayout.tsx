/**
 * The back-office layout (doc 3 §2): the sidebar's eight links, a header with the back office's search
 * (Ctrl/Cmd+K, issue #25 item 13), the notifications button (new tickets and paid sign-ups), the fixed label 'Administrator' and Sign out (→ /admin/login).
 */
import * as Popover from '@radix-ui/react-popover';
import { Bell, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '@liquify/session';
import { SidePanel } from '@liquify/ui';
import { AdminSearch } from './AdminSearch';
import { NAV_ITEMS } from './nav';
import { badgeText, notificationsLabel, useNotifications } from './notifications';

function Brand() {
  return (
    <div className="flex h-16 items-center gap-2 px-4">
      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-purple-600 text-lg font-bold text-white">
        L
      </span>
      <span className="text-lg font-bold text-slate-900">Liquify Admin</span>
    </div>
  );
}

/** The eight links (doc 3 §2), in the sidebar or, on a phone, in the menu. */
function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {NAV_ITEMS.map(({ to, label, Icon, alsoActiveOn }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/admin'}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium ${
                  isActive || (alsoActiveOn && pathname.startsWith(alsoActiveOn)) ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Sidebar() {
  return (
    <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-r border-slate-200 bg-white md:flex">
      <Brand />
      <NavLinks />
    </aside>
  );
}

/** Below the md breakpoint the sidebar is hidden: this button opens the same links in a panel. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label="Open the admin menu" aria-expanded={open} onClick={() => setOpen(true)} className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden">
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      <SidePanel open={open} onOpenChange={setOpen} title="Admin menu" description="The back office's pages" header={<Brand />} closeLabel="Close the admin menu" hiddenFrom="md">
        <NavLinks onNavigate={() => setOpen(false)} />
      </SidePanel>
    </>
  );
}

function NotificationsButton() {
  const { tickets, signups, count, ticketsFailed, signupsFailed, markSeen } = useNotifications();
  const ticketCount = tickets?.count ?? 0;
  const signupCount = signups?.count ?? 0;
  return (
    <Popover.Root>
      <Popover.Trigger aria-label={notificationsLabel(count)} className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100">
        <Bell aria-hidden="true" className="h-5 w-5" />
        {count > 0 ? (
          <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold text-white">{badgeText(count)}</span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} collisionPadding={8} className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
          <p className="text-sm font-semibold text-slate-900">Notifications</p>
          {ticketsFailed && signupsFailed ? (
            <p className="mt-2 text-sm text-red-700">Could not load notifications</p>
          ) : count === 0 && !ticketsFailed && !signupsFailed ? (
            <p className="mt-2 text-sm text-slate-600">Nothing new since your last visit</p>
          ) : (
            <>
              <section aria-label="New tickets" className="mt-2">
                <p className="text-sm text-slate-700">{ticketsFailed ? 'Could not load new tickets' : ticketCount === 1 ? '1 new ticket' : `${ticketCount} new tickets`}</p>
                {tickets?.tickets.length ? (
                  <ul className="mt-1 max-h-40 space-y-1 overflow-y-auto">
                    {tickets.tickets.map((ticket) => (
                      <li key={ticket._id}>
                        <Link to={`/admin/support/tickets/${ticket._id}`} className="block truncate rounded px-2 py-1 text-sm text-brand-700 hover:bg-slate-50">
                          {ticket.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
              <section aria-label="New paid sign-ups" className="mt-3">
                <p className="text-sm text-slate-700">{signupsFailed ? 'Could not load new paid sign-ups' : signupCount === 1 ? '1 new paid sign-up' : `${signupCount} new paid sign-ups`}</p>
                {signups?.signups.length ? (
                  <ul className="mt-1 max-h-40 space-y-1 overflow-y-auto">
                    {signups.signups.map((signup) => (
                      <li key={signup.sessionId} className="truncate px-2 py-1 text-sm text-slate-700">
                        {signup.name || signup.email} <span className="text-slate-500">· {signup.planName}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
              <button type="button" onClick={markSeen} className="mt-3 text-sm font-semibold text-brand-700 hover:underline">
                Mark all as seen
              </button>
            </>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Header() {
  const { logout } = useSession();
  return (
    // On a phone: the menu, the brand and the account controls on one line, the search on its own below.
    <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-3 md:h-16 md:flex-nowrap md:gap-4 md:px-6 md:py-0">
      <MobileMenu />
      <Link to="/admin" className="hidden text-base font-bold text-slate-900 min-[420px]:inline md:hidden">
        Liquify Admin
      </Link>
      <AdminSearch />
      <div className="ml-auto flex items-center gap-3">
        <NotificationsButton />
        <span className="text-sm font-medium text-slate-700">Administrator</span>
        <button
          type="button"
          onClick={() => logout('/admin/login')}
          className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:px-3"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only sm:not-sr-only">Sign out</span>
        </button>
      </div>
    </header>
  );
}

export function AdminLayout() {
  return (
    <div className="flex min-h-screen bg-slate-50">
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header />
        <main className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
