import {
  CHARACTER_COUNT_THRESHOLD,
  ZOOM_DEFAULT,
  ZOOM_IN_FACTOR,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_OUT_FACTOR,
} from './template-engine.const';

/** Preview zoom kept within 0.2 and 4 (spec doc 3 §2); NaN gives the default zoom 1. */
export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return ZOOM_DEFAULT;
  return Math.min(Math.max(zoom, ZOOM_MIN), ZOOM_MAX);
}

/** One zoom-in step: x1.05, clamped. */
export function zoomIn(zoom: number): number {
  return clampZoom(clampZoom(zoom) * ZOOM_IN_FACTOR);
}

/** One zoom-out step: x0.95, clamped. */
export function zoomOut(zoom: number): number {
  return clampZoom(clampZoom(zoom) * ZOOM_OUT_FACTOR);
}

/** Wheel zoom: scrolling down (positive deltaY) zooms out, up zooms in, no delta keeps the zoom. */
export function zoomFromWheel(zoom: number, deltaY: number): number {
  if (deltaY > 0) return zoomOut(zoom);
  if (deltaY < 0) return zoomIn(zoom);
  return clampZoom(zoom);
}

/** Characters of a value as a person counts them (code points: an emoji is one). */
export function characterCount(text: string): number {
  return Array.from(String(text ?? '')).length;
}

/** The variable editor shows a character count above 20 characters (spec doc 3 §2). */
export function showsCharacterCount(text: string): boolean {
  return characterCount(text) > CHARACTER_COUNT_THRESHOLD;
}
