/** Work that can wait until a page has loaded and shown its first screen (the top bar's overlays, a search index). */

/**
 * How long no resource may have finished loading before the page's first screen counts as shown. The window's
 * load event does not wait for the page's API answers (the list they fill, its thumbnails): on a fast machine it
 * came before them, and the overlays' code was fetched ahead of the first screen (first-load.e2e, CI).
 */
export const QUIET_NETWORK_MS = 300;

/**
 * Runs `then` once no resource has finished loading for QUIET_NETWORK_MS and `busy()` is false (at once without
 * PerformanceObserver). A request still waiting for its answer finishes nothing: an API answer slower than the
 * quiet time (a busy server) let the overlays' code go ahead of the list it fills (first-load.e2e, a fresh-clone CI
 * run). `busy` tells of such requests: the page's data queries still fetching.
 */
function whenNetworkQuiet(win: Window & typeof globalThis, then: () => void, busy: () => boolean): () => void {
  if (typeof win.PerformanceObserver !== 'function') {
    then();
    return () => undefined;
  }
  let timer: number | undefined;
  const observer = new win.PerformanceObserver(() => arm());
  const arm = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = win.setTimeout(() => {
      if (busy()) return arm();
      observer.disconnect();
      then();
    }, QUIET_NETWORK_MS);
  };
  observer.observe({ type: 'resource' });
  arm();
  return () => {
    observer.disconnect();
    if (timer !== undefined) win.clearTimeout(timer);
  };
}

/**
 * Runs `task` once the page has loaded, its network has gone quiet (`busy()`: requests still waiting for their
 * answers, e.g. the page's queries fetching) and the browser is idle; answers a cancel.
 */
export function afterPageLoad(task: () => void, win: Window & typeof globalThis = window, busy: () => boolean = () => false): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let stopWaiting: () => void = () => undefined;
  const idleThen = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') idle = win.requestIdleCallback(task, { timeout: 2000 });
    else idle = win.setTimeout(task, 200);
  };
  const run = () => {
    if (!cancelled) stopWaiting = whenNetworkQuiet(win, idleThen, busy);
  };
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    stopWaiting();
    win.removeEventListener('load', run);
    if (idle !== undefined) {
      if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idle);
      else win.clearTimeout(idle);
    }
  };
}
