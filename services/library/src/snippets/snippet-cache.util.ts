/**
 * The Cache-Control of a live snippet (issue 26 item 5): shared caches (a CDN, the browser) keep it `maxAge`
 * seconds, then may serve it `stale` seconds more while they revalidate it with its ETag in the background
 * (a 304 when it did not change). Without a max-age every load revalidates.
 */
export function snippetCacheControl(maxAge: number, stale: number): string {
  if (maxAge <= 0) return 'public, no-cache';
  return `public, max-age=${maxAge}, s-maxage=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}
