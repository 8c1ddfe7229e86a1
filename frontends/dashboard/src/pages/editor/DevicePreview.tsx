/**
 * The editor's live preview (doc 2 §2): device switcher (desktop full size, tablet 768x1024, mobile
 * 375x667), zoom (buttons, Ctrl/Cmd + wheel) and pan (hand tool or drag with the middle button).
 */
import { Hand, Maximize, Monitor, Smartphone, Tablet, ZoomIn, ZoomOut } from 'lucide-react';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { clampZoom, zoomFromWheel, zoomIn, zoomOut } from '@liquify/template-engine';
import { PreviewFrame } from '../../components/PreviewFrame';
import { DEVICE_SIZES, type Device } from './editor-rules';

const DEVICES: Array<{ id: Device; label: string; Icon: typeof Monitor }> = [
  { id: 'desktop', label: 'Desktop', Icon: Monitor },
  { id: 'tablet', label: 'Tablet (768x1024)', Icon: Tablet },
  { id: 'mobile', label: 'Mobile (375x667)', Icon: Smartphone },
];

const tool = 'flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 aria-pressed:bg-brand-600 aria-pressed:text-white';

export function DevicePreview({ code, title }: { code: string; title: string }) {
  const [device, setDevice] = useState<Device>('desktop');
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [panning, setPanning] = useState(false);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);
  const size = DEVICE_SIZES[device];

  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, ox: offset.x, oy: offset.y };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const moveDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset({ x: drag.current.ox + event.clientX - drag.current.x, y: drag.current.oy + event.clientY - drag.current.y });
  };
  const reset = () => {
    setZoom(1);
    setOffset({ x: 0, y: 0 });
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <div role="group" aria-label="Device" className="flex gap-1">
          {DEVICES.map(({ id, label, Icon }) => (
            <button key={id} type="button" aria-label={label} aria-pressed={device === id} onClick={() => setDevice(id)} className={tool}>
              <Icon aria-hidden="true" className="h-4 w-4" />
            </button>
          ))}
        </div>
        <div role="group" aria-label="Zoom and pan" className="flex items-center gap-1">
          <button type="button" aria-label="Zoom out" onClick={() => setZoom(zoomOut)} className={tool}>
            <ZoomOut aria-hidden="true" className="h-4 w-4" />
          </button>
          <span className="w-14 text-center text-sm tabular-nums text-slate-700" data-testid="zoom-level">
            {Math.round(zoom * 100)}%
          </span>
          <button type="button" aria-label="Zoom in" onClick={() => setZoom(zoomIn)} className={tool}>
            <ZoomIn aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" aria-label="Pan" aria-pressed={panning} onClick={() => setPanning((p) => !p)} className={tool}>
            <Hand aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" aria-label="Reset view" onClick={reset} className={tool}>
            <Maximize aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
      <div
        className="relative min-h-0 flex-1 overflow-hidden bg-[radial-gradient(circle,#cbd5e1_1px,transparent_1px)] [background-size:16px_16px]"
        onWheel={(event) => {
          if (event.ctrlKey || event.metaKey) {
            event.preventDefault();
            setZoom((z) => zoomFromWheel(z, event.deltaY));
          }
        }}
        data-testid="preview-canvas"
      >
        <div
          className="absolute left-1/2 top-4 origin-top"
          style={{
            transform: `translate(calc(-50% + ${offset.x}px), ${offset.y}px) scale(${clampZoom(zoom)})`,
            width: size ? size.width : 'calc(100% - 2rem)',
            height: size ? size.height : 'calc(100% - 2rem)',
          }}
        >
          <PreviewFrame
            code={code}
            title={title}
            className={`h-full w-full shadow-lg ${size ? 'rounded-[1.25rem] ring-8 ring-slate-800' : 'rounded-lg ring-1 ring-slate-200'}`}
          />
        </div>
        {panning ? (
          <div
            aria-hidden="true"
            className="absolute inset-0 cursor-grab active:cursor-grabbing"
            onPointerDown={startDrag}
            onPointerMove={moveDrag}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
          />
        ) : null}
      </div>
    </div>
  );
}
