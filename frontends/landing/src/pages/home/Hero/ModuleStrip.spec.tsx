import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { moduleFixture } from '../home.test-utils';
import { FIRST_PAINT_CARDS, ModuleStrip } from './ModuleStrip';

const modules = Array.from({ length: 12 }, () => moduleFixture());
const titlesIn = (html: string) => modules.filter((m) => html.includes(`>${m.title}<`)).map((m) => m.title);
const strip = (reducedMotion: boolean) => (
  <MemoryRouter>
    <ModuleStrip modules={modules} reducedMotion={reducedMotion} />
  </MemoryRouter>
);

describe('ModuleStrip', () => {
  it('renders ahead only the first cards of a looping strip, without the loop copy', () => {
    const html = renderToString(strip(false));
    expect(FIRST_PAINT_CARDS).toBeLessThan(modules.length);
    expect(html.match(/<li/g)).toHaveLength(FIRST_PAINT_CARDS);
    expect(html).not.toMatch(/<li[^>]*aria-hidden/);
    expect(titlesIn(html)).toEqual(modules.slice(0, FIRST_PAINT_CARDS).map((m) => m.title));
  });

  it('hydrates those cards as they are, then has every card and the loop copy once the page runs', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(strip(false));
    document.body.appendChild(container);
    const serverFirstCard = container.querySelector('li');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        hydrateRoot(container, strip(false));
      });
      const list = container.querySelector('[data-testid="module-strip"]')!;
      await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(modules.length * 2));
      expect(list.querySelector('li')).toBe(serverFirstCard);
      expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(modules.length);
      expect(titlesIn(list.innerHTML)).toEqual(modules.map((m) => m.title));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it('renders a strip that does not loop (reduced motion) whole from the start: it is centred, adding cards would move it', () => {
    expect(renderToString(strip(true)).match(/<li/g)).toHaveLength(modules.length);
  });
});
