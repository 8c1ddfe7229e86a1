/**
 * A section's live preview (the dashboard's section editor, the admin's section dialog): the edited Liquid
 * rendered in the browser by the same engine as the catalogue's preview route (libs/liquid-preview:
 * schema defaults, first preset's blocks, sample store), a moment after typing stops. The engine is
 * loaded on demand, the first time a preview renders.
 */
import { SandboxedPreview } from '@liquify/ui';
import { useEffect, useRef, useState } from 'react';

export const LIVE_PREVIEW_DEBOUNCE_MS = 400;

type PreviewModule = typeof import('@liquify/liquid-preview');
let engine: Promise<{ lib: PreviewModule; liquid: ReturnType<PreviewModule['createShopifyLiquid']> }> | null = null;
function loadEngine() {
  engine ??= import('@liquify/liquid-preview').then((lib) => ({ lib, liquid: lib.createShopifyLiquid() }));
  return engine;
}

export async function renderLiquidPreview(input: { slug: string; title: string; code: string }): Promise<string> {
  const { lib, liquid } = await loadEngine();
  const schema = lib.readSectionSchema(input.code);
  return lib.renderSectionPreview(liquid, { ...input, schema });
}

export function LiquidLivePreview({ slug, title, code }: { slug: string; title: string; code: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);
  useEffect(() => {
    const id = ++run.current;
    const timer = setTimeout(() => {
      renderLiquidPreview({ slug, title, code }).then(
        (doc) => {
          if (id !== run.current) return;
          setHtml(doc);
          setError(null);
        },
        (e: unknown) => {
          if (id !== run.current) return;
          setError(e instanceof Error ? e.message : String(e));
        },
      );
    }, LIVE_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [slug, title, code]);

  return (
    <div className="relative flex h-full min-h-[320px] flex-col">
      {error ? (
        <p role="status" className="border-b border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900">
          Preview not updated: {error}
        </p>
      ) : null}
      {html === null && !error ? <p className="p-4 text-sm text-slate-500">Rendering preview...</p> : null}
      {html !== null ? <SandboxedPreview title={`Live preview of ${title}`} html={html} className="w-full flex-1 border-0 bg-white" /> : null}
    </div>
  );
}
