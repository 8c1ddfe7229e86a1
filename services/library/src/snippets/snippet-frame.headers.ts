import { sandboxedDocumentCsp } from '@liquify/contracts';

/**
 * The policy of the snippet's `<noscript>` frame (/api/remote-modules/snippet/{token}/frame). It exists to be
 * framed by any store, so it names its own `frame-ancestors *` (the gateway then adds no X-Frame-Options: DENY
 * to it, security-headers.ts) and locks the document down instead (sandboxedDocumentCsp): an opaque origin;
 * links may open the store's top page or a new tab on a click (the frame's `<base target="_top">`), nothing
 * else; no script at all unless the module has some (then inline script only, still sandboxed).
 */
const SANDBOX = ['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-top-navigation-by-user-activation'];

/** Whether the rendered module has a script of its own (a `<script` tag). */
export const needsScript = (code: string) => /<script[\s>/]/i.test(code);

export function snippetFrameCsp(code: string): string {
  const scripts = needsScript(code);
  return sandboxedDocumentCsp({ scripts, frameAncestors: '*', sandbox: [...(scripts ? ['allow-scripts'] : []), ...SANDBOX] });
}

/** The frame's own security headers (no X-Frame-Options: its policy's frame-ancestors decides). */
export function snippetFrameHeaders(code: string): Record<string, string> {
  return { 'content-security-policy': snippetFrameCsp(code), 'referrer-policy': 'no-referrer' };
}
