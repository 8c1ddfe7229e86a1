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

/**
 * Asks before an editor with unsaved changes is left (issue 24 item 7): in-app links anywhere on the page
 * (sidebar, header, back links) and the editor's own navigation open a confirmation; closing or reloading
 * the tab gets the browser's own prompt (beforeunload). Returns a guarded navigate and the dialog to render.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

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
              if (to) navigate(to);
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
