import { fireEvent, render, screen } from '@testing-library/react';
import { Thumbnail } from './core';

describe('Thumbnail', () => {
  it('fetches a first-screen image at once and ahead of the others (eager: the largest paint of a list)', () => {
    const { container } = render(<Thumbnail src="/a.svg" alt="" eager />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // Painted with the frame that shows the list (the image is preloaded): not a frame later, as the largest paint.
    expect(img.getAttribute('decoding')).toBe('sync');
  });

  it('leaves the other images lazy, at the default priority', () => {
    const { container } = render(<Thumbnail src="/b.svg" alt="" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('shows the placeholder for a missing or broken image', () => {
    const { container, rerender } = render(<Thumbnail src={null} alt="" placeholderLabel="Pas d'image" />);
    expect(screen.getByText("Pas d'image")).toBeInTheDocument();
    rerender(<Thumbnail src="/broken.svg" alt="" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
