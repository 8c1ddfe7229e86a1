/**
 * A first load of /dashboard/modules: its largest paint is a thumbnail of the first row, which the page
 * could only ask for once its code had loaded and rendered the list (~4 s on a phone). The catalogue and the
 * plan are requested early (early-requests.ts); as soon as both answer, the first row's thumbnails are
 * fetched too (a preload link, high priority), so the images are there when the list first renders.
 * The dashboard does the same on its own navigations (its app/preload.ts); the same URL is fetched once.
 */
import { firstScreenThumbnails, gridColumnsAt, MODULE_CATALOGUE_REQUEST, peekEarlyRequest, USER_PLAN_REQUEST } from '@liquify/contracts/rules';

/** The body of a request started early, read from a copy (the API client still reads the original). */
function bodyOf(url: string, scope: object): Promise<unknown> | undefined {
  const request = peekEarlyRequest(url, scope);
  // Cloned in the same turn the response arrives, before the client (which waits for it later) reads it.
  return request?.response.then((response) => (response.ok ? response.clone().json() : undefined));
}

/**
 * Starts the first row's thumbnails of /dashboard/modules once the early catalogue and plan answer; resolves with
 * their URLs. The row is the grid's at `width` (the viewport's): one card on a phone.
 */
export async function preloadFirstScreenImages(
  apiBase: string,
  location: Pick<Location, 'pathname' | 'search'>,
  doc: Document = document,
  scope: object = globalThis,
  width: number = doc.defaultView?.innerWidth ?? 0,
): Promise<string[]> {
  // A search from the top bar (?search=) shows other cards first.
  if (location.pathname.replace(/\/+$/, '') !== '/dashboard/modules' || new URLSearchParams(location.search).has('search')) return [];
  const base = apiBase.replace(/\/+$/, '');
  const catalogue = bodyOf(`${base}${MODULE_CATALOGUE_REQUEST.path}`, scope);
  const plan = bodyOf(`${base}${USER_PLAN_REQUEST.path}`, scope);
  if (!catalogue) return [];
  const [catalogueBody, planBody] = await Promise.all([catalogue, plan?.catch(() => undefined)]);
  const urls = firstScreenThumbnails(catalogueBody, planBody, gridColumnsAt(width));
  // The dashboard's code, when it runs first (its files are named by the document), preloads the same images.
  const named = new Set([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href));
  for (const url of urls) {
    if (named.has(new URL(url, doc.baseURI).href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('href', url);
    link.setAttribute('fetchpriority', 'high');
    doc.head.append(link);
  }
  return urls;
}
