/**
 * The preview frame: the one document on the site that runs user and module script (module previews in
 * the dashboard and the back office). The gateway serves it at PREVIEW_FRAME_PATH under its own policy
 * (inline scripts allowed, CSP `sandbox allow-scripts`: an opaque origin, no access to the app, its
 * storage or its token); libs/ui's <SandboxedPreview> frames it with sandbox="allow-scripts" and hands
 * it the HTML to show through postMessage. Declared here so both sides read the same names.
 */
export const PREVIEW_FRAME_PATH = '/preview-frame';

/** Sent by the frame (to its parent) once it listens; the parent answers with PREVIEW_FRAME_SHOW. */
export const PREVIEW_FRAME_READY = 'liquify:preview-frame-ready';

/** Sent by the parent: `{ type: PREVIEW_FRAME_SHOW, html }`; the frame replaces itself with that document. */
export const PREVIEW_FRAME_SHOW = 'liquify:preview-frame-show';

/** What a sandboxed document of module or section code may do (sandboxedDocumentCsp). */
export interface SandboxedDocumentPolicy {
  /** Inline script runs (the code has some); otherwise no script at all. */
  scripts: boolean;
  /** Who may frame it: `'self'` (the site's own previews) or `*` (the remote snippet's frame, in any store). */
  frameAncestors: string;
  /** The CSP sandbox flags (an opaque origin whatever they are). */
  sandbox: readonly string[];
}

/**
 * The policy of a document that shows module or section code from our origin: inline styles, images, fonts
 * and media from https and data:, nothing fetched, posted or based elsewhere, in a CSP sandbox (an opaque
 * origin even when opened directly: no access to the site's cookies, storage or token).
 */
export function sandboxedDocumentCsp({ scripts, frameAncestors, sandbox }: SandboxedDocumentPolicy): string {
  return [
    "default-src 'none'",
    `script-src ${scripts ? "'unsafe-inline'" : "'none'"}`,
    "style-src 'unsafe-inline'",
    'img-src data: https:',
    'font-src data: https:',
    'media-src data: https:',
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    `sandbox${sandbox.length ? ` ${sandbox.join(' ')}` : ''}`,
  ].join('; ');
}
