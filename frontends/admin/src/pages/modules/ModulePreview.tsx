/**
 * The module editor's live preview (doc 3 §2 "Template preview"): the shared stage of @liquify/ui (device
 * frames 375x667 / 768x1024, zoom 0.2–4 by 0.95 / 1.05, pan) around one sandboxed frame.
 *
 * The only place the admin remote turns module code into a document: the frame is fed by `srcdoc`, which
 * inherits the site's CSP (script-src 'self'), so module scripts do not run here. When the dashboard's
 * preview route with its own policy lands, switch `PreviewDocumentFrame` to it; nothing else changes.
 */
import { PreviewStage, type PreviewStageLabels } from '@liquify/ui';

const FRENCH: PreviewStageLabels = {
  desktop: 'Bureau',
  tablet: 'Tablette (768x1024)',
  mobile: 'Mobile (375x667)',
  device: 'Appareil',
  tools: 'Zoom et déplacement',
  zoomOut: 'Zoom arrière',
  zoomIn: 'Zoom avant',
  pan: 'Déplacer',
  reset: 'Réinitialiser la vue',
};

export function previewDocument(code: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0;font-family:system-ui,sans-serif}</style></head><body>${code}</body></html>`;
}

function PreviewDocumentFrame({ code, title, className }: { code: string; title: string; className: string }) {
  return <iframe title={title} sandbox="allow-scripts" srcDoc={previewDocument(code)} className={`border-0 bg-white ${className}`} />;
}

export function ModulePreview({ code, title, className = '' }: { code: string; title: string; className?: string }) {
  return (
    <PreviewStage labels={FRENCH} className={className}>
      {({ className: frame }) => <PreviewDocumentFrame code={code} title={title} className={frame} />}
    </PreviewStage>
  );
}
