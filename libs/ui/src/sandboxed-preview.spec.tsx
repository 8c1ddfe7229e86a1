import { act, render, screen } from '@testing-library/react';
import { PREVIEW_FRAME_PATH, PREVIEW_FRAME_READY, PREVIEW_FRAME_SHOW } from '@liquify/contracts';
import { SandboxedPreview } from './index';

function frameOf(title: string) {
  return screen.getByTitle(title) as HTMLIFrameElement;
}

function ready(from: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_FRAME_READY }, source: from }));
  });
}

describe('SandboxedPreview (module previews under their own policy)', () => {
  it('frames the preview document with scripts allowed and never the same origin', () => {
    render(<SandboxedPreview html="<p>hi</p>" title="Preview of Promo" />);
    const frame = frameOf('Preview of Promo');
    expect(frame).toHaveAttribute('src', PREVIEW_FRAME_PATH);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).not.toHaveAttribute('srcdoc');
  });

  it('hands the HTML to its own frame when that frame says it is ready, and to nobody else', () => {
    render(<SandboxedPreview html="<p>hello</p>" title="Preview" />);
    const target = frameOf('Preview').contentWindow!;
    const post = jest.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    ready(window); // another window's message
    expect(post).not.toHaveBeenCalled();
    ready(target);
    expect(post).toHaveBeenCalledWith({ type: PREVIEW_FRAME_SHOW, html: '<p>hello</p>' }, '*');
  });

  it('shows new HTML in a new frame (a frame shows one document)', () => {
    const { rerender } = render(<SandboxedPreview html="<p>one</p>" title="Preview" />);
    const first = frameOf('Preview');
    rerender(<SandboxedPreview html="<p>two</p>" title="Preview" />);
    const second = frameOf('Preview');
    expect(second).not.toBe(first);
    const post = jest.spyOn(second.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    ready(second.contentWindow);
    expect(post).toHaveBeenCalledWith({ type: PREVIEW_FRAME_SHOW, html: '<p>two</p>' }, '*');
  });
});
