/**
 * A preview of module code, written into libs/ui's SandboxedPreview (the preview document with its own
 * policy, so module script runs, in an opaque origin that cannot reach the app) 100 ms after mount so the
 * dialog opens first (doc 2 §2).
 */
import { SandboxedPreview } from '@liquify/ui';
import { useEffect, useState } from 'react';

export const PREVIEW_LOAD_DELAY_MS = 100;

export function previewDocument(code: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0;font-family:system-ui,sans-serif}</style></head><body>${code}</body></html>`;
}

export function PreviewFrame({ code, title, className = '', style }: { code: string; title: string; className?: string; style?: React.CSSProperties }) {
  const [doc, setDoc] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDoc(previewDocument(code)), PREVIEW_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);
  return <SandboxedPreview html={doc ?? ''} title={title} className={`border-0 bg-white ${className}`} style={style} />;
}
