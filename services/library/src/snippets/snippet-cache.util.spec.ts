import { snippetCacheControl } from './snippet-cache.util';

describe('snippetCacheControl (issue 26 item 5: CDN-cacheable with revalidation)', () => {
  it('lets shared caches keep a snippet, then serve it while they revalidate', () => {
    expect(snippetCacheControl(900, 60)).toBe('public, max-age=900, s-maxage=900, stale-while-revalidate=60');
    expect(snippetCacheControl(2, 1)).toBe('public, max-age=2, s-maxage=2, stale-while-revalidate=1');
  });

  it('leaves stale-while-revalidate out when no stale window is allowed', () => {
    expect(snippetCacheControl(900, 0)).toBe('public, max-age=900, s-maxage=900');
  });

  it('revalidates every load when no caching is allowed', () => {
    expect(snippetCacheControl(0, 60)).toBe('public, no-cache');
  });
});
