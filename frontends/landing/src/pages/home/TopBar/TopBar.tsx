import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { NAVBAR_SCROLL_THRESHOLD_PX } from '../home.const';
import { useScrolledPast } from '../home.hooks';
import { Logo } from '../shared/Logo';
import { focusRing } from '../shared/styles';
import { hasStoredSession } from '@liquify/session';

/** The in-page anchors, in page order (spec 1 §2). */
export const TOP_BAR_ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#benefits', label: 'Benefits' },
  { href: '#demo', label: 'How it Works' },
  { href: '#preview', label: 'Preview' },
  { href: '#showcase', label: 'Library' },
  { href: '#pricing', label: 'Pricing' },
] as const;

function readStoredSession(): boolean {
  try {
    return hasStoredSession(window.localStorage);
  } catch {
    return false;
  }
}

/** Signed-in status as the landing page sees it, kept in step with other tabs signing in or out. */
function useStoredSession(): boolean {
  const [signedIn, setSignedIn] = useState(readStoredSession);
  useEffect(() => {
    const update = () => setSignedIn(readStoredSession());
    window.addEventListener('storage', update);
    return () => window.removeEventListener('storage', update);
  }, []);
  return signedIn;
}

export function TopBar() {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const signedIn = useStoredSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Over the dark hero the bar is clear with light text; once scrolled (or with the menu open) it turns solid.
  const solid = scrolled || menuOpen;
  const account = signedIn
    ? { to: '/dashboard', label: 'Dashboard' }
    : { to: '/auth', label: 'Sign In / Up' };

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,border-color] duration-300 ${
        solid
          ? 'border-b border-slate-200/80 bg-white/90 shadow-sm backdrop-blur-md supports-[backdrop-filter]:bg-white/75'
          : 'border-b border-transparent bg-transparent'
      }`}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link to="/" aria-label="Liquify home" className={`rounded-lg ${focusRing}`}>
          <Logo tone={solid ? 'dark' : 'light'} />
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {TOP_BAR_ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <a
                href={anchor.href}
                className={`rounded-full px-3 py-2 text-sm font-medium transition ${focusRing} ${
                  solid
                    ? 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                    : 'text-slate-200 hover:bg-white/10 hover:text-white'
                }`}
              >
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <Link
            to={account.to}
            className={`inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold transition ${focusRing} ${
              solid
                ? 'bg-brand-600 text-white hover:bg-brand-700'
                : 'bg-white text-slate-900 hover:bg-brand-50'
            }`}
          >
            {account.label}
          </Link>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full lg:hidden ${focusRing} ${
              solid ? 'text-slate-700 hover:bg-slate-100' : 'text-white hover:bg-white/10'
            }`}
          >
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white lg:hidden">
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6">
          {TOP_BAR_ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <a
                href={anchor.href}
                onClick={() => setMenuOpen(false)}
                className={`block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
              >
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
