import { PREVIEW_FRAME_READY, PREVIEW_FRAME_SHOW } from '@liquify/contracts';

/**
 * The preview frame's own policy. Module code (its inline <script> and <style>) must run in a preview,
 * which the site's policy (script-src 'self') forbids, so previews get this document instead of a srcdoc
 * that would inherit the site's policy:
 * - `sandbox allow-scripts`: an opaque origin even if the document is opened directly, so preview script
 *   never reaches the app, its storage, cookies or token (the frame's sandbox="allow-scripts" says the same);
 * - inline scripts and styles run; images, fonts and media from https/data; nothing is fetched or posted;
 * - only the site itself may frame it.
 */
export const PREVIEW_FRAME_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "media-src 'self' data: https:",
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ');

export const PREVIEW_FRAME_HEADERS: Record<string, string> = {
  'content-security-policy': PREVIEW_FRAME_CSP,
  // Framed by the site: the site-wide DENY would refuse it.
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'public, max-age=300',
};

/**
 * A blank document that asks its parent for the HTML to show and replaces itself with it
 * (document.write: the written scripts run under this document's policy). Only the framing window is
 * listened to, and only once.
 */
export const PREVIEW_FRAME_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head><body><script>
(function () {
  var shown = false;
  window.addEventListener('message', function (event) {
    if (shown || event.source !== window.parent || !event.data || event.data.type !== ${JSON.stringify(PREVIEW_FRAME_SHOW)} || typeof event.data.html !== 'string') return;
    shown = true;
    document.open();
    document.write(event.data.html);
    document.close();
  });
  window.parent.postMessage({ type: ${JSON.stringify(PREVIEW_FRAME_READY)} }, '*');
})();
</script></body></html>`;
