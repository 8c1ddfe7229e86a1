/** Work that can wait until a page has loaded and shown its first screen (the top bar's overlays, a search index). */

/** Runs `task` once the page has loaded and the browser is idle; answers a cancel. */
export function afterPageLoad(task: () => void, win: Window & typeof globalThis = window): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') idle = win.requestIdleCallback(task, { timeout: 2000 });
    else idle = win.setTimeout(task, 200);
  };
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', run);
    if (idle !== undefined) {
      if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idle);
      else win.clearTimeout(idle);
    }
  };
}
