/** How close (px) below the viewport a deferred part of the page starts loading. */
export const NEAR_VIEWPORT_MARGIN_PX = 200;

/**
 * Resolves once the element with `id` comes within `margin` pixels of the viewport, so the code of the
 * page's lower parts loads when the visitor scrolls near them, not with the first paint. Resolves at once
 * when the page was opened on an anchor (/#pricing), when the element is not on the page, and where the
 * browser cannot observe it (tests, very old browsers). The element is looked up after the current render,
 * so it may be one that render creates.
 */
export function whenNearViewport(id: string, margin = NEAR_VIEWPORT_MARGIN_PX): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const element = typeof document === 'undefined' ? null : document.getElementById(id);
      if (!element || typeof IntersectionObserver !== 'function' || window.location.hash.length > 1) {
        resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin: `${margin}px 0px ${margin}px 0px` },
      );
      observer.observe(element);
    }, 0);
  });
}
