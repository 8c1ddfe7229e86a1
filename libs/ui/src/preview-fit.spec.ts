import { DESKTOP_PREVIEW_WIDTH, fitPreview, PREVIEW_PANE_GUTTER } from './preview-fit';

const tablet = { width: 768, height: 1024 };
const mobile = { width: 375, height: 667 };
const pane = (width: number, height: number) => ({ width: width + 2 * PREVIEW_PANE_GUTTER, height: height + 2 * PREVIEW_PANE_GUTTER });

describe('fitPreview', () => {
  it('renders desktop 1280 px wide in a narrow pane, scaled down to fit its width and filling its height', () => {
    const fit = fitPreview(null, pane(592, 700), 1);
    expect(fit.width).toBe(DESKTOP_PREVIEW_WIDTH);
    expect(fit.scale).toBeCloseTo(592 / 1280);
    expect(fit.width * fit.scale).toBeCloseTo(592);
    expect(fit.height * fit.scale).toBeCloseTo(700, 0);
  });

  it('renders desktop at the pane width, unscaled, when the pane is wider than 1280 px', () => {
    expect(fitPreview(null, pane(1600, 900), 1)).toEqual({ width: 1600, height: 900, fitScale: 1, scale: 1 });
  });

  it('keeps desktop wider than tablet whatever the pane', () => {
    for (const w of [300, 592, 900, 1400]) expect(fitPreview(null, pane(w, 700), 1).width).toBeGreaterThan(tablet.width);
  });

  it('fits the tablet frame in the pane by its tighter side, never enlarging it', () => {
    const tall = fitPreview(tablet, pane(592, 700), 1);
    expect(tall).toMatchObject({ width: 768, height: 1024 });
    expect(tall.scale).toBeCloseTo(Math.min(592 / 768, 700 / 1024));
    expect(tall.height * tall.scale).toBeLessThanOrEqual(700);
    expect(tall.width * tall.scale).toBeLessThanOrEqual(592);
    expect(fitPreview(tablet, pane(2000, 2000), 1).scale).toBe(1);
  });

  it('fits the whole mobile frame, bottom included', () => {
    const fit = fitPreview(mobile, pane(592, 500), 1);
    expect(fit.height * fit.scale).toBeCloseTo(500);
    expect(fit.width).toBe(375);
  });

  it('zooms from the fitted scale', () => {
    const fit = fitPreview(mobile, pane(592, 500), 2);
    expect(fit.scale).toBeCloseTo(fit.fitScale * 2);
    expect(fitPreview(null, pane(592, 700), 0.5).scale).toBeCloseTo((592 / 1280) * 0.5);
  });

  it('answers the device at the zoom before the pane is measured', () => {
    expect(fitPreview(mobile, { width: 0, height: 0 }, 1)).toEqual({ width: 375, height: 667, fitScale: 1, scale: 1 });
    expect(fitPreview(null, { width: 0, height: 0 }, 1)).toMatchObject({ width: 1280, fitScale: 1, scale: 1 });
  });
});
