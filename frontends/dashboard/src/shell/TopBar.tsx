/**
 * The top bar of every /dashboard page (doc 2 §2): drawer button (small screens), search (hidden on
 * /dashboard/modules), 'Create new' menu, referral popup, quota info, help and the user menu.
 */
import { ChevronDown, HelpCircle, Menu, Plus, Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '@liquify/session';
import { DeferredOverlay } from './deferred-overlays';
import { usePlan } from './plan';
import { QuotaInfo } from './QuotaInfo';
import { ReferralPopup } from './ReferralPopup';
import { useSearchFocusTarget } from './search-focus';
import { useUsage } from './use-usage';

const CREATE_NEW_TRIGGER = 'inline-flex min-h-10 items-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700';
const USER_MENU_TRIGGER = 'flex min-h-10 items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-100';

export function TopBar({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { pathname } = useLocation();
  const hideSearch = pathname.replace(/\/+$/, '') === '/dashboard/modules';
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:gap-3 sm:px-6">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label="Open menu"
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="min-w-0 flex-1">{hideSearch ? null : <TopSearch />}</div>
      <CreateNewMenu />
      <ReferralPopup />
      <QuotaInfo kind="overview" />
      <Link to="/help" aria-label="Help" className="hidden rounded-lg p-2 text-slate-600 hover:bg-slate-100 sm:inline-flex">
        <HelpCircle aria-hidden="true" className="h-5 w-5" />
      </Link>
      <UserMenu />
    </header>
  );
}

/** Searches the module catalogue; Cmd/Ctrl+K focuses it when the page has no search of its own. */
function TopSearch() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const ref = useRef<HTMLInputElement>(null);
  useSearchFocusTarget(ref);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    navigate(q ? `/dashboard/modules?search=${encodeURIComponent(q)}` : '/dashboard/modules');
  };
  return (
    <form role="search" onSubmit={submit} className="relative hidden max-w-md sm:block">
      <label htmlFor="dashboard-top-search" className="sr-only">
        Search modules
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        ref={ref}
        id="dashboard-top-search"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Search modules..."
        className="h-10 w-full rounded-lg border border-slate-200 bg-slate-50 pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none"
      />
    </form>
  );
}

/** 'Create new': its menu (overlays.tsx) loads after the first screen; until then the same button. */
export function CreateNewMenu() {
  const usage = useUsage();
  const label = (
    <>
      <Plus aria-hidden="true" className="h-4 w-4" />
      <span className="hidden sm:inline">Create new</span>
      <span className="sr-only sm:hidden">Create new</span>
    </>
  );
  return (
    <DeferredOverlay
      className={CREATE_NEW_TRIGGER}
      popup="menu"
      render={(overlays, props) => (
        <overlays.CreateNewDropdown {...props} className={CREATE_NEW_TRIGGER} usage={usage}>
          {label}
        </overlays.CreateNewDropdown>
      )}
    >
      {label}
    </DeferredOverlay>
  );
}

/** The user menu: its menu (overlays.tsx) loads after the first screen; until then the same button. */
export function UserMenu() {
  const { user } = useSession();
  const plan = usePlan();
  const name = user?.name?.trim() || 'User';
  const planName = plan.data?.name || 'Free';
  const label = (
    <>
      <span className="sr-only md:hidden">Account menu: {name}</span>
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="hidden min-w-0 flex-col md:flex">
        <span className="max-w-32 truncate text-sm font-semibold text-slate-900">{name}</span>
        <span className="text-xs text-slate-600">{planName}</span>
      </span>
      <ChevronDown aria-hidden="true" className="hidden h-4 w-4 text-slate-500 md:block" />
    </>
  );
  return (
    <DeferredOverlay
      className={USER_MENU_TRIGGER}
      popup="menu"
      render={(overlays, props) => (
        <overlays.UserDropdown {...props} className={USER_MENU_TRIGGER} name={name} planName={planName}>
          {label}
        </overlays.UserDropdown>
      )}
    >
      {label}
    </DeferredOverlay>
  );
}
