import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog } from '@liquify/ui';
import { leavingLinkTarget } from './leave-guard';

export const LEAVE_GUARD_TEXT = {
  title: 'Leave without saving?',
  description: 'You have unsaved changes. If you leave this page now, they are lost.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
} as const;

/** What `pending` holds when the browser's Back button asked to leave. */
const BROWSER_BACK = Symbol('browser back');
/** Marks the history entry the guard adds on top of the editor's own (same URL). */
const SENTINEL = 'liquifyLeaveGuard';
const onSentinel = () => Boolean((window.history.state as Record<string, unknown> | null)?.[SENTINEL]);
const pushSentinel = () => window.history.pushState({ ...(window.history.state ?? {}), [SENTINEL]: true }, '', window.location.href);

/**
 * Asks before an editor with unsaved changes is left (issue 24 item 7): in-app links anywhere on the page
 * (sidebar, header, back links) and the editor's own navigation open a confirmation; the browser's Back
 * button too (a second history entry for the same address is added while there are changes: Back pops it,
 * which leaves the page in place, and asks); closing or reloading the tab gets the browser's own prompt
 * (beforeunload). Returns a guarded navigate and the dialog to render.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | typeof BROWSER_BACK | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** Set while the guard itself walks back through history (Leave after Back), so that pop is not asked about. */
  const leavingRef = useRef(false);
  /** Set while the guard takes its extra entry away (after a save): that pop is the guard's own, not a Back. */
  const ownBackRef = useRef(false);
  const mountedRef = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      if (ownBackRef.current) {
        ownBackRef.current = false;
        // Changed again meanwhile: the extra entry goes back on top.
        if (dirtyRef.current && !onSentinel()) pushSentinel();
        return;
      }
      if (leavingRef.current || !dirtyRef.current) return;
      // The extra entry was popped: the address is the editor's still. Put it back and ask.
      pushSentinel();
      setPending(BROWSER_BACK);
    };
    mountedRef.current = true;
    window.addEventListener('popstate', onPopState);
    return () => {
      mountedRef.current = false;
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    if (!dirty) return;
    if (!onSentinel() && !ownBackRef.current) pushSentinel();
    return () => {
      // Saved (or discarded) while still here: take the extra entry away, so Back leaves at the first press.
      // (Checked once every cleanup of this render is done: an editor that unmounts leaves the entry be.)
      queueMicrotask(() => {
        if (!mountedRef.current || dirtyRef.current || leavingRef.current || ownBackRef.current || !onSentinel()) return;
        ownBackRef.current = true;
        window.history.back();
      });
    };
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const anchor = element instanceof HTMLAnchorElement ? { href: element.href, target: element.target, download: element.hasAttribute('download') } : null;
      const to = leavingLinkTarget({ button: event.button, metaKey: event.metaKey, ctrlKey: event.ctrlKey, shiftKey: event.shiftKey, altKey: event.altKey, defaultPrevented: event.defaultPrevented, anchor }, window.location);
      if (!to) return;
      // Captured before the router's own link handler: the page stays until the user chooses.
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const guardedNavigate = useCallback((to: string) => (dirtyRef.current ? setPending(to) : navigate(to)), [navigate]);

  const dialog = (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
      title={LEAVE_GUARD_TEXT.title}
      description={LEAVE_GUARD_TEXT.description}
      actions={
        <>
          <Button variant="secondary" onClick={() => setPending(null)}>
            {LEAVE_GUARD_TEXT.stay}
          </Button>
          <Button
            onClick={() => {
              const to = pending;
              setPending(null);
              if (to === BROWSER_BACK) {
                // Above the editor's own entry sits the sentinel: two steps back is the page before the editor.
                leavingRef.current = true;
                window.history.go(-2);
              } else if (to) navigate(to);
            }}
          >
            {LEAVE_GUARD_TEXT.leave}
          </Button>
        </>
      }
    />
  );
  return { guardedNavigate, dialog };
}
