/**
 * How the live preview's device frame sits in its pane (doc 2 §2 device preview): the frame is rendered at
 * the device's real CSS width, so modules lay themselves out as on that device, and scaled (CSS transform)
 * to fit the pane. Zoom multiplies the fitted scale: zoom 1 is "fit to screen".
 */

/** Desktop is previewed at a real desktop width, or the pane's when the pane is wider. */
export const DESKTOP_PREVIEW_WIDTH = 1280;
/** Room kept around the frame inside the pane (px, each side): the tablet and mobile bezels are 8 px. */
export const PREVIEW_PANE_GUTTER = 16;

export interface PreviewFit {
  /** The frame's CSS size: what the previewed page sees as its viewport. */
  width: number;
  height: number;
  /** The scale the frame is drawn at: the fit, times the zoom. */
  scale: number;
  /** The scale that makes the frame fit the pane (zoom 1). */
  fitScale: number;
}

/**
 * The frame's size and scale for a device (null: desktop) in a pane of `pane` px at `zoom`. A pane not yet
 * measured (0 px) answers the device size at the zoom.
 */
export function fitPreview(device: { width: number; height: number } | null, pane: { width: number; height: number }, zoom: number): PreviewFit {
  const availableWidth = Math.max(0, pane.width - 2 * PREVIEW_PANE_GUTTER);
  const availableHeight = Math.max(0, pane.height - 2 * PREVIEW_PANE_GUTTER);
  const measured = availableWidth > 0 && availableHeight > 0;
  if (!device) {
    const width = Math.max(DESKTOP_PREVIEW_WIDTH, Math.round(availableWidth));
    const fitScale = measured ? Math.min(1, availableWidth / width) : 1;
    // As tall as the pane shows at that scale: the desktop frame fills the pane.
    const height = measured ? Math.round(availableHeight / fitScale) : Math.round((width * 10) / 16);
    return { width, height, fitScale, scale: fitScale * zoom };
  }
  const fitScale = measured ? Math.min(1, availableWidth / device.width, availableHeight / device.height) : 1;
  return { width: device.width, height: device.height, fitScale, scale: fitScale * zoom };
}
