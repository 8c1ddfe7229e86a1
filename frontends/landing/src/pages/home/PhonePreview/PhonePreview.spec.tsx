import { act, fireEvent, render, screen } from '@testing-library/react';
import { PhonePreview } from './PhonePreview';

// Under jest an imported image is just its URL (rspack's `asset` rule does the same in the build).
jest.mock('./storefront-preview.svg', () => ({
  __esModule: true,
  default: '/assets/storefront-preview.svg',
}));

function loadPreview() {
  fireEvent.click(screen.getByRole('button', { name: 'Load preview' }));
  const image = screen.getByRole('img', { name: /Example storefront/ });
  fireEvent.load(image);
  return image;
}

function screenRegion() {
  return screen.getByRole('region', { name: /Storefront preview/ });
}

describe('PhonePreview', () => {
  it('does not request the large image until the visitor clicks', () => {
    render(<PhonePreview />);
    expect(screen.queryByRole('img', { name: /Example storefront/ })).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load preview' }));
    expect(screen.getByRole('img', { name: /Example storefront/ })).toHaveAttribute(
      'src',
      '/assets/storefront-preview.svg',
    );
    expect(screen.getByRole('img', { name: /Example storefront/ })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('status', { name: 'Loading preview' })).toBeInTheDocument();
  });

  it('scrolls with the wheel within 0..1000', () => {
    render(<PhonePreview />);
    loadPreview();
    const region = screenRegion();
    expect(region).toHaveAttribute('data-scroll', '0');

    fireEvent.wheel(region, { deltaY: 300 });
    expect(region).toHaveAttribute('data-scroll', '300');
    fireEvent.wheel(region, { deltaY: 5000 });
    expect(region).toHaveAttribute('data-scroll', '1000');
    fireEvent.wheel(region, { deltaY: -250 });
    expect(region).toHaveAttribute('data-scroll', '750');
    fireEvent.wheel(region, { deltaY: -9000 });
    expect(region).toHaveAttribute('data-scroll', '0');
  });

  it('lets the page scroll when the preview is already at its end', () => {
    render(<PhonePreview />);
    loadPreview();
    const region = screenRegion();
    const up = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    act(() => {
      region.dispatchEvent(up);
    });
    expect(up.defaultPrevented).toBe(false);
    const down = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    act(() => {
      region.dispatchEvent(down);
    });
    expect(down.defaultPrevented).toBe(true);
  });

  it('scrolls with a touch drag, clamped to 0..1000', () => {
    render(<PhonePreview />);
    loadPreview();
    const region = screenRegion();
    fireEvent.touchStart(region, { touches: [{ clientY: 400 }] });
    fireEvent.touchMove(region, { touches: [{ clientY: 300 }] }); // finger up 100 px -> content moves 150
    expect(region).toHaveAttribute('data-scroll', '150');
    fireEvent.touchMove(region, { touches: [{ clientY: -2000 }] });
    expect(region).toHaveAttribute('data-scroll', '1000');
    fireEvent.touchEnd(region);
  });

  it('scrolls with the keyboard once focused, Home and End jumping to 0 and 1000', () => {
    render(<PhonePreview />);
    loadPreview();
    const region = screenRegion();
    expect(region).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(region, { key: 'ArrowDown' });
    expect(region).toHaveAttribute('data-scroll', '80');
    fireEvent.keyDown(region, { key: 'End' });
    expect(region).toHaveAttribute('data-scroll', '1000');
    fireEvent.keyDown(region, { key: 'PageDown' });
    expect(region).toHaveAttribute('data-scroll', '1000');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(region).toHaveAttribute('data-scroll', '0');
    expect(screen.getByText('0% scrolled')).toBeInTheDocument();
  });

  it('ignores scrolling before the image has loaded', () => {
    render(<PhonePreview />);
    const region = screenRegion();
    fireEvent.wheel(region, { deltaY: 300 });
    fireEvent.keyDown(region, { key: 'End' });
    expect(region).toHaveAttribute('data-scroll', '0');
  });

  it('offers to try again when the image fails to load', () => {
    render(<PhonePreview />);
    fireEvent.click(screen.getByRole('button', { name: 'Load preview' }));
    fireEvent.error(screen.getByRole('img', { name: /Example storefront/ }));
    expect(screen.getByText('The preview could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('img', { name: /Example storefront/ })).toBeInTheDocument();
  });
});
