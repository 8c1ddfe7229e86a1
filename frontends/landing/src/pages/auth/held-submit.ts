/**
 * A submit made on a server-rendered form before the app's code ran is held by the shell
 * (frontends/shell/src/held-submits.ts), which marks the form with this symbol; the hydrated form submits
 * it again. `Symbol.for` is the same symbol in every bundle (the shell's and this remote's).
 */
export const HELD_SUBMIT = Symbol.for('liquify.heldSubmit');

type Marked = HTMLFormElement & { [HELD_SUBMIT]?: boolean };

/** Whether the shell held a submit of `form`; clears the mark, so a held submit is replayed once. */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const marked = form as Marked;
  if (!marked[HELD_SUBMIT]) return false;
  delete marked[HELD_SUBMIT];
  return true;
}
