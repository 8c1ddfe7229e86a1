/**
 * A server-rendered public page (/auth) is on screen before the app's code runs. Its forms carry
 * `method="dialog"`, so a submit in that moment is not sent natively (a form outside a <dialog> goes nowhere:
 * no reload, no fields in the URL); this entry script, which runs before the remote's code, holds such a
 * submit by marking the form, and the hydrated form replays it (frontends/landing/src/pages/auth/held-submit.ts).
 * A submit the app handled (React's handler prevents the default) is left alone.
 */

/** Kept equal to frontends/landing/src/pages/auth/held-submit.ts (`Symbol.for` is shared across bundles). */
export const HELD_SUBMIT = Symbol.for('liquify.heldSubmit');

/** A form whose native submit does nothing: method="dialog" outside any <dialog>. */
function goesNowhere(form: HTMLFormElement): boolean {
  return form.getAttribute('method')?.toLowerCase() === 'dialog' && form.closest('dialog') === null;
}

/** Listens on `scope` (the window) for submits no handler took; returns the listener's removal. */
export function holdUnhandledSubmits(scope: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const listener = (event: Event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !goesNowhere(form)) return;
    event.preventDefault();
    (form as HTMLFormElement & { [HELD_SUBMIT]?: boolean })[HELD_SUBMIT] = true;
  };
  scope.addEventListener('submit', listener);
  return () => scope.removeEventListener('submit', listener);
}
