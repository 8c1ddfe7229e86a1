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
