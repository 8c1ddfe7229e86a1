import { sandboxedDocumentCsp } from '@liquify/contracts';

/**
 * A preview is admin-written HTML and script served from our origin, so it is locked into a sandbox:
 * the CSP `sandbox` directive gives the document an opaque origin even when opened directly (no access
 * to the site's storage, cookies or token), nothing is fetched from elsewhere except https images and
 * fonts, and forms post nowhere. Inline styles and scripts of the section itself still run.
 */
// The user area and the back office show previews in iframes of the site itself; nobody else may frame them.
export const PREVIEW_CSP = sandboxedDocumentCsp({ scripts: true, frameAncestors: "'self'", sandbox: ['allow-scripts'] });

export const PREVIEW_HEADERS: Record<string, string> = {
  'content-security-policy': PREVIEW_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // Set here so the gateway's site-wide DENY (clickjacking) does not apply to this framed document.
  'x-frame-options': 'SAMEORIGIN',
};

export const PREVIEW_CACHE_CONTROL = 'public, no-cache';
