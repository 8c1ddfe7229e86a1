/** Interactive phone preview scrolling (spec 1 §2, §9: range 0 to 1000). */
import { PREVIEW_SCROLL_MAX, PREVIEW_SCROLL_MIN } from '../home.const';

/** Keeps a scroll offset inside 0..1000; anything that is not a number counts as the top. */
export function clampPreviewScroll(offset: number): number {
  if (Number.isNaN(offset)) return PREVIEW_SCROLL_MIN;
  return Math.min(PREVIEW_SCROLL_MAX, Math.max(PREVIEW_SCROLL_MIN, offset));
}

/** The offset after scrolling by `delta` pixels (wheel deltaY, or a touch drag distance). */
export function scrollPreviewBy(offset: number, delta: number): number {
  return clampPreviewScroll(offset + (Number.isFinite(delta) ? delta : 0));
}
