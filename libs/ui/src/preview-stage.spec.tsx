import { fireEvent, render, screen } from '@testing-library/react';
import { PreviewStage } from './preview-stage';

/** The editor's preview pane at 1280x800: about 592 x 700 px (jsdom has no layout, so the pane's size is given). */
const PANE = { width: 624, height: 732 };

let restore: () => void;
beforeEach(() => {
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => PANE.width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => PANE.height });
  restore = () => {
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
  };
});
afterEach(() => restore());

const frame = () => document.querySelector<HTMLElement>('[data-device]')!;
const scale = () => Number(frame().dataset.scale);

describe('PreviewStage device frames (issue 24 item 2)', () => {
  it('renders Desktop at a real desktop width (1280 CSS px), wider than Tablet, scaled to fit the pane', () => {
    render(<PreviewStage>{({ className }) => <iframe title="preview" className={className} />}</PreviewStage>);
    expect(frame().dataset.device).toBe('desktop');
    expect(frame().style.width).toBe('1280px');
    expect(1280 * scale()).toBeCloseTo(592, 0);
    expect(frame().style.transform).toContain(`scale(${scale()})`);
  });

  it('fits the whole Tablet and Mobile frames in the pane (nothing clipped, nothing cut at the bottom)', () => {
    render(<PreviewStage>{({ className }) => <iframe title="preview" className={className} />}</PreviewStage>);
    fireEvent.click(screen.getByRole('button', { name: 'Tablet (768x1024)' }));
    expect(frame().style.width).toBe('768px');
    expect(768 * scale()).toBeLessThanOrEqual(592.5);
    expect(1024 * scale()).toBeLessThanOrEqual(700.5);
    fireEvent.click(screen.getByRole('button', { name: 'Mobile (375x667)' }));
    expect(frame().style.width).toBe('375px');
    expect(667 * scale()).toBeLessThanOrEqual(700.5);
  });

  it('zooms from the fitted size, and Reset view returns to fit', () => {
    render(<PreviewStage>{({ className }) => <iframe title="preview" className={className} />}</PreviewStage>);
    const fitted = scale();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(scale()).toBeCloseTo(fitted * 1.05);
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('105%');
    fireEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(scale()).toBeCloseTo(fitted);
  });
});
