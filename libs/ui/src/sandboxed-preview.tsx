/**
 * Where module and section previews run: a frame of the gateway's preview document (PREVIEW_FRAME_PATH),
 * sandboxed with scripts only. The document has its own policy (inline scripts run) and an opaque origin,
 * so preview code runs but cannot reach the app, its storage or its token, and the site's own policy stays
 * script-src 'self'. A srcdoc frame would inherit the site's policy and no module script would run.
 *
 * The frame says when it listens (PREVIEW_FRAME_READY); this component answers with the HTML to show.
 * A frame shows one document: new HTML mounts a new frame.
 */
import { PREVIEW_FRAME_PATH, PREVIEW_FRAME_READY, PREVIEW_FRAME_SHOW } from '@liquify/contracts/rules';
import { useEffect, useRef, type CSSProperties } from 'react';

/** Scripts only: never allow-same-origin, which would hand preview code the app's origin. */
export const PREVIEW_SANDBOX = 'allow-scripts';

export interface SandboxedPreviewProps {
  /** A whole HTML document (or fragment) to show. */
  html: string;
  title: string;
  className?: string;
  style?: CSSProperties;
}

export function SandboxedPreview({ html, title, className, style }: SandboxedPreviewProps) {
  const generation = useGeneration(html);
  return <PreviewFrameDocument key={generation} html={html} title={title} className={className} style={style} />;
}

function PreviewFrameDocument({ html, title, className, style }: SandboxedPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || (event.data as { type?: unknown } | null)?.type !== PREVIEW_FRAME_READY) return;
      // The frame's origin is opaque ('null'): '*' is the only target origin that reaches it.
      target.postMessage({ type: PREVIEW_FRAME_SHOW, html }, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [html]);
  return <iframe ref={frame} title={title} src={PREVIEW_FRAME_PATH} sandbox={PREVIEW_SANDBOX} className={className} style={style} />;
}

/** A number that changes whenever `value` does (the key of the frame showing it). */
function useGeneration(value: string): number {
  const last = useRef<{ value: string; generation: number }>({ value, generation: 0 });
  if (last.current.value !== value) last.current = { value, generation: last.current.generation + 1 };
  return last.current.generation;
}
