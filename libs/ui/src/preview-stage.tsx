/**
 * The live preview's stage (doc 2 §2, doc 3 §2 "Template preview"): device switcher (desktop at a real
 * desktop width, tablet 768x1024, mobile 375x667), each frame rendered at the device's CSS size and scaled
 * to fit the pane (fitPreview, re-measured with a ResizeObserver); zoom 0.2 to 4 by factors 0.95 / 1.05
 * (buttons, Ctrl/Cmd + wheel) multiplies that fit, and pan (hand tool, then drag). What is shown inside
 * (an iframe, however it is fed) is the caller's: the stage gives it the frame's classes.
 */
import { Hand, Maximize, Monitor, Smartphone, Tablet, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { clampZoom, DEVICE_FRAMES, ZOOM_DEFAULT, zoomFromWheel, zoomIn, zoomOut } from '@liquify/template-engine';
import { fitPreview, PREVIEW_PANE_GUTTER } from './preview-fit';

export type PreviewDevice = 'desktop' | 'tablet' | 'mobile';

/** Desktop is a real desktop width (fitPreview); tablet and mobile are the spec's frames. */
export const PREVIEW_DEVICE_SIZES: Record<PreviewDevice, { width: number; height: number } | null> = {
  desktop: null,
  tablet: DEVICE_FRAMES.tablet,
  mobile: DEVICE_FRAMES.mobile,
};

export interface PreviewStageLabels {
  desktop: string;
  tablet: string;
  mobile: string;
  device: string;
  tools: string;
  zoomOut: string;
  zoomIn: string;
  pan: string;
  reset: string;
}

const ENGLISH: PreviewStageLabels = {
  desktop: 'Desktop',
  tablet: 'Tablet (768x1024)',
  mobile: 'Mobile (375x667)',
  device: 'Device',
  tools: 'Zoom and pan',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  pan: 'Pan',
  reset: 'Reset view',
};

const DEVICES: Array<{ id: PreviewDevice; Icon: typeof Monitor }> = [
  { id: 'desktop', Icon: Monitor },
  { id: 'tablet', Icon: Tablet },
  { id: 'mobile', Icon: Smartphone },
];

const tool = 'flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 aria-pressed:bg-brand-600 aria-pressed:text-white';

export interface PreviewStageProps {
  /** Renders the previewed content; `className` sizes it to the device frame. */
  children: (frame: { className: string; device: PreviewDevice }) => ReactNode;
  labels?: Partial<PreviewStageLabels>;
  className?: string;
}

export function PreviewStage({ children, labels: override, className = '' }: PreviewStageProps) {
  const labels = { ...ENGLISH, ...override };
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [panning, setPanning] = useState(false);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);
  const size = PREVIEW_DEVICE_SIZES[device];
  const canvas = useRef<HTMLDivElement>(null);
  const [pane, setPane] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const measure = () => setPane({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fit = fitPreview(size, pane, clampZoom(zoom));

  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, ox: offset.x, oy: offset.y };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const moveDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset({ x: drag.current.ox + event.clientX - drag.current.x, y: drag.current.oy + event.clientY - drag.current.y });
  };
  const reset = () => {
    setZoom(ZOOM_DEFAULT);
    setOffset({ x: 0, y: 0 });
  };

  return (
    <div className={`flex h-full min-h-0 flex-col ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <div role="group" aria-label={labels.device} className="flex gap-1">
          {DEVICES.map(({ id, Icon }) => (
            <button key={id} type="button" aria-label={labels[id]} title={labels[id]} aria-pressed={device === id} onClick={() => setDevice(id)} className={tool}>
              <Icon aria-hidden="true" className="h-4 w-4" />
            </button>
          ))}
        </div>
        <div role="group" aria-label={labels.tools} className="flex items-center gap-1">
          <button type="button" aria-label={labels.zoomOut} title={labels.zoomOut} onClick={() => setZoom(zoomOut)} className={tool}>
            <ZoomOut aria-hidden="true" className="h-4 w-4" />
          </button>
          <span className="w-14 text-center text-sm tabular-nums text-slate-700" data-testid="zoom-level">
            {Math.round(zoom * 100)}%
          </span>
          <button type="button" aria-label={labels.zoomIn} title={labels.zoomIn} onClick={() => setZoom(zoomIn)} className={tool}>
            <ZoomIn aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" aria-label={labels.pan} title={labels.pan} aria-pressed={panning} onClick={() => setPanning((p) => !p)} className={tool}>
            <Hand aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" aria-label={labels.reset} title={labels.reset} onClick={reset} className={tool}>
            <Maximize aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
      <div
        ref={canvas}
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
          className="absolute left-1/2 origin-top"
          style={{
            top: PREVIEW_PANE_GUTTER,
            transform: `translate(calc(-50% + ${offset.x}px), ${offset.y}px) scale(${fit.scale})`,
            width: fit.width,
            height: fit.height,
          }}
          data-device={device}
          data-scale={fit.scale.toFixed(4)}
        >
          {children({ device, className: `h-full w-full shadow-lg ${size ? 'rounded-[1.25rem] ring-8 ring-slate-800' : 'rounded-lg ring-1 ring-slate-200'}` })}
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
