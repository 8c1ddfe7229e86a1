/**
 * A sandboxed preview of module code (scripts and same-origin allowed, doc 2 §2), written into the frame
 * 100 ms after mount so the dialog opens first.
 */
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
  return (
    <iframe
      title={title}
      sandbox="allow-scripts allow-same-origin"
      srcDoc={doc ?? ''}
      className={`border-0 bg-white ${className}`}
      style={style}
    />
  );
}
