/**
 * The module editor's live preview (doc 3 §2 "Template preview"): the shared stage of @liquify/ui (device
 * frames 375x667 / 768x1024, zoom 0.2–4 by 0.95 / 1.05, pan) around one sandboxed frame.
 *
 * The only place the admin remote turns module code into a document: libs/ui's SandboxedPreview, the
 * preview document served with its own policy, so module scripts run, in an opaque origin that cannot
 * reach the app (a `srcdoc` frame would inherit the site's script-src 'self' and run none).
 */
import { PreviewStage, SandboxedPreview, type PreviewStageLabels } from '@liquify/ui';

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
  return <SandboxedPreview html={previewDocument(code)} title={title} className={`border-0 bg-white ${className}`} />;
}

export function ModulePreview({ code, title, className = '' }: { code: string; title: string; className?: string }) {
  return (
    <PreviewStage labels={FRENCH} className={className}>
      {({ className: frame }) => <PreviewDocumentFrame code={code} title={title} className={frame} />}
    </PreviewStage>
  );
}
