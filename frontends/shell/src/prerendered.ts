/**
 * A public page the gateway sent as HTML (gateway/src/frontends/public-pages.ts): the root element names the
 * path it was rendered for, and a JSON script holds the query cache it was rendered from. The app hydrates
 * that markup (bootstrap.tsx) when its first render would be the same: the same path with no query string
 * (which can change the page), and no stored session (a signed-in visitor's session check renders a spinner
 * first). Otherwise the app renders afresh over it, as it does over the plain document's spinner.
 */
import { STORED_TOKEN_KEY } from './user-area';

/** Kept equal to gateway/src/frontends/prerendered-document.ts. */
export const PRERENDER_STATE_ID = 'prerender-state';
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

/**
 * The shell's stylesheets in a prerendered document wait as print-only (so they do not hold the first paint,
 * which the document's critical CSS covers) in their place in <head>; the entry switches them on at once.
 */
export function enableDeferredStylesheets(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)) {
    link.media = 'all';
    link.removeAttribute(DEFERRED_STYLESHEET_ATTRIBUTE);
  }
}

/**
 * Resolves once the browser has painted a frame of the document as it is now: `requestAnimationFrame` runs
 * just before a frame's paint, and a task queued from it runs after that paint. On a prerendered page the
 * entry waits for it before its main-thread work (the full stylesheet, hydration), so the page's first paint,
 * from the HTML and its critical CSS, never waits for that work when the scripts arrive before the browser
 * painted. A document that was not prerendered has nothing to paint: it resolves at once.
 */
export function afterFirstPaint(doc: Document, win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'>): Promise<void> {
  if (!doc.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}

export interface Prerendered {
  path: string;
  /** The query cache (TanStack Query's dehydrated state). */
  state: unknown;
}

export function readPrerendered(doc: Document, location: Pick<Location, 'pathname' | 'search'>, storage: Pick<Storage, 'getItem'> | undefined): Prerendered | null {
  const root = doc.getElementById('root');
  const path = root?.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!path || path !== location.pathname || location.search !== '') return null;
  try {
    if (storage?.getItem(STORED_TOKEN_KEY)) return null;
  } catch {
    /* storage unavailable: no session either */
  }
  const json = doc.getElementById(PRERENDER_STATE_ID)?.textContent;
  if (!json) return null;
  try {
    return { path, state: JSON.parse(json) as unknown };
  } catch {
    return null;
  }
}
