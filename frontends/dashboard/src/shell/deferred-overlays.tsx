/**
 * The top bar's menus, its referral popover and the quota tooltips are Radix components (menu, popover,
 * tooltip, floating-ui, focus and scroll locks: ~35 KB brotli), none of which shows on a page's first screen.
 * Their code (overlays.tsx) is not part of a first load: until it is here each trigger is the same button,
 * and the code follows once the page has loaded and the browser is idle, or at once when the user reaches for
 * a trigger (pointer over it, focus); a press before it arrives opens the menu as soon as it is here. On a
 * phone's first load of /dashboard/modules those bytes shared the line with the code the list waits for.
 */
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { afterPageLoad } from './after-page-load';
import { lazyModule } from './lazy-module';

type Overlays = typeof import('./overlays');

const overlays = lazyModule<Overlays>(() => import(/* webpackChunkName: "top-bar-overlays" */ './overlays'));

/** Fetches the overlays' code, once (again after a failure); every trigger renders its overlay once it is here. */
export function loadOverlays(importOverlays?: () => Promise<Overlays>): Promise<Overlays> {
  return overlays.load(importOverlays);
}

const loadQuietly = () => {
  // A trigger whose code cannot be fetched stays a button; the next reach for it tries again.
  loadOverlays().catch(() => undefined);
};

/** The overlays' code once it is here (rendering again then), fetched after the page has loaded and its queries have their answers. */
export function useOverlays(): Overlays | undefined {
  const current = useSyncExternalStore(overlays.subscribe, overlays.current);
  const queries = useContext(QueryClientContext);
  useEffect(() => (overlays.current() ? undefined : afterPageLoad(loadQuietly, window, () => (queries?.isFetching() ?? 0) > 0)), [queries]);
  return current;
}

/** What an overlay's trigger is given: open at once (it was pressed before the code came), and its button. */
export interface OverlayTriggerProps {
  defaultOpen: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export interface DeferredOverlayProps {
  /** The trigger with its overlay, from the loaded code. */
  render: (overlays: Overlays, props: OverlayTriggerProps) => ReactNode;
  /** The trigger's button until then: its classes, its accessible name when it has one, what it opens. */
  className: string;
  label?: string;
  popup?: 'menu' | 'dialog';
  /** What a press does besides opening (the quota info opens the upgrade dialog). */
  onClick?: () => void;
  children: ReactNode;
}

/** A trigger whose overlay's code may not be here yet: the same button until it is, then the overlay's. */
export function DeferredOverlay({ render, className, label, popup, onClick, children }: DeferredOverlayProps) {
  const overlays = useOverlays();
  const [openAsked, setOpenAsked] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A focused trigger keeps the focus when it is replaced by the overlay's.
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (overlays && focused.current && !openAsked) triggerRef.current?.focus();
  }, [overlays, openAsked]);
  if (overlays) return render(overlays, { defaultOpen: openAsked, triggerRef });
  return (
    <button
      ref={triggerRef}
      type="button"
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={popup ? false : undefined}
      data-state="closed"
      className={className}
      onPointerEnter={loadQuietly}
      onFocus={() => {
        focused.current = true;
        loadQuietly();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => {
        onClick?.();
        if (popup) setOpenAsked(true);
        loadQuietly();
      }}
    >
      {children}
    </button>
  );
}

/** Test helper: forget the loaded code. */
export function forgetOverlays(): void {
  overlays.forget();
}
