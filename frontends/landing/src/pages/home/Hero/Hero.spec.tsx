import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockReducedMotion,
  moduleFixture,
  modulesAnswer,
  pending,
  renderPage,
  serveApi,
} from '../home.test-utils';
import { Hero } from './Hero';

function animateMock() {
  const animation = { pause: jest.fn(), play: jest.fn(), cancel: jest.fn() };
  const animate = jest.fn(() => animation as unknown as Animation);
  Object.defineProperty(HTMLElement.prototype, 'animate', {
    configurable: true,
    writable: true,
    value: animate,
  });
  return { animate, animation };
}

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  delete (window as Partial<Window>).matchMedia;
});

describe('Hero', () => {
  it('asks for page 1 with limit 10000 and shows a spinner while the modules load', async () => {
    const api = serveApi({ '/api/modules': pending });
    renderPage(<Hero />);
    expect(await screen.findByRole('status', { name: 'Loading modules' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].pathname).toBe('/api/modules');
    expect(api.calls[0].searchParams.get('page')).toBe('1');
    expect(api.calls[0].searchParams.get('limit')).toBe('10000');
  });

  it("says 'No module found.' when the catalogue is empty", async () => {
    serveApi({ '/api/modules': modulesAnswer([]) });
    renderPage(<Hero />);
    expect(await screen.findByText('No module found.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading modules' })).not.toBeInTheDocument();
  });

  it('shows each module as a card: lazy thumbnail, title, description, Pro badge when featured, Customize & Add to /auth?plan=pro', async () => {
    serveApi({
      '/api/modules': modulesAnswer([
        moduleFixture({
          title: 'Countdown Timer',
          description: 'Create urgency',
          featured: true,
          category: 'Urgency',
        }),
        moduleFixture({
          title: 'Size Chart',
          description: 'Fewer returns',
          featured: false,
          category: 'Product',
        }),
      ]),
    });
    renderPage(<Hero />);
    const list = await screen.findByRole('list', { name: 'Modules' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const countdown = cards.find((card) => within(card).queryByText('Countdown Timer'))!;
    expect(within(countdown).getByText('Create urgency')).toBeInTheDocument();
    expect(within(countdown).getByText('Pro')).toBeInTheDocument();
    const image = within(countdown).getByRole('img', { name: 'Countdown Timer preview' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', expect.stringMatching(/^https:\/\/cdn\.example\.test\//));
    expect(within(countdown).getByRole('link', { name: 'Customize & Add' })).toHaveAttribute(
      'href',
      '/auth?plan=pro',
    );

    const sizeChart = cards.find((card) => within(card).queryByText('Size Chart'))!;
    expect(within(sizeChart).queryByText('Pro')).not.toBeInTheDocument();
  });

  it('every thumbnail on the strip loads lazily', async () => {
    serveApi({ '/api/modules': modulesAnswer(Array.from({ length: 12 }, () => moduleFixture())) });
    renderPage(<Hero />);
    await screen.findByRole('list', { name: 'Modules' });
    const images = document.querySelectorAll('img');
    expect(images.length).toBeGreaterThan(0);
    images.forEach((img) => expect(img).toHaveAttribute('loading', 'lazy'));
  });

  it('offers All plus the categories found, and filters the strip by the chosen chip', async () => {
    const user = userEvent.setup();
    serveApi({
      '/api/modules': modulesAnswer([
        moduleFixture({ title: 'Hero One', category: 'Hero' }),
        moduleFixture({ title: 'Cart One', category: 'Cart' }),
        moduleFixture({ title: 'Cart Two', category: 'Cart' }),
      ]),
    });
    renderPage(<Hero />);
    const chips = await screen.findByRole('group', { name: 'Module categories' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Cart', 'Hero']);
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(chips).getByRole('button', { name: 'Cart' }));
    expect(within(chips).getByRole('button', { name: 'Cart' })).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('list', { name: 'Modules' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Cart One', 'Cart Two']);
  });

  it("searches titles and descriptions, and says 'No module found.' when nothing matches", async () => {
    const user = userEvent.setup();
    serveApi({
      '/api/modules': modulesAnswer([
        moduleFixture({ title: 'Announcement Bar', description: 'Top of page' }),
        moduleFixture({ title: 'Reviews', description: 'Social proof carousel' }),
      ]),
    });
    renderPage(<Hero />);
    const search = await screen.findByRole('searchbox', { name: 'Search modules' });
    await screen.findByRole('list', { name: 'Modules' });

    await user.type(search, 'carousel');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Modules' }))
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Reviews']),
    );

    await user.clear(search);
    await user.type(search, 'wishlist');
    expect(await screen.findByText('No module found.')).toBeInTheDocument();
  });

  it('shows the API failure with a way to try again', async () => {
    let fail = true;
    serveApi({
      '/api/modules': () =>
        fail
          ? { status: 500, body: { success: false, error: 'Internal server error' } }
          : modulesAnswer([moduleFixture({ title: 'Back' })]),
    });
    renderPage(<Hero />);
    expect(await screen.findByText('Failed to fetch modules')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back')).toBeInTheDocument();
  });

  it('auto-scrolls a long strip and pauses it on hover and while a card has keyboard focus', async () => {
    const { animate, animation } = animateMock();
    serveApi({
      '/api/modules': modulesAnswer(
        Array.from({ length: 10 }, (_, i) => moduleFixture({ category: `C${i}` })),
      ),
    });
    renderPage(<Hero />);
    const strip = await screen.findByTestId('module-strip');
    // It starts once the page runs (the strip's loop copy joins then: ModuleStrip.spec).
    await waitFor(() => expect(animate).toHaveBeenCalledTimes(1));
    expect(strip).toHaveAttribute('data-paused', 'false');

    fireEvent.mouseEnter(strip);
    expect(strip).toHaveAttribute('data-paused', 'true');
    expect(animation.pause).toHaveBeenCalled();
    fireEvent.mouseLeave(strip);
    expect(strip).toHaveAttribute('data-paused', 'false');
    expect(animation.play).toHaveBeenCalled();

    const firstLink = within(strip).getAllByRole('link', { name: 'Customize & Add' })[0];
    act(() => firstLink.focus());
    expect(strip).toHaveAttribute('data-paused', 'true');
    act(() => firstLink.blur());
    expect(strip).toHaveAttribute('data-paused', 'false');

    // the looping copy is hidden from assistive technology and the tab order
    expect(within(strip).getAllByRole('link', { name: 'Customize & Add' })).toHaveLength(10);
  });

  it('offers a button to stop the motion for good', async () => {
    animateMock();
    serveApi({ '/api/modules': modulesAnswer(Array.from({ length: 10 }, () => moduleFixture())) });
    renderPage(<Hero />);
    const strip = await screen.findByTestId('module-strip');
    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    expect(strip).toHaveAttribute('data-paused', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Resume scrolling' }));
    expect(strip).toHaveAttribute('data-paused', 'false');
  });

  it('does not animate when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    const { animate } = animateMock();
    serveApi({ '/api/modules': modulesAnswer(Array.from({ length: 10 }, () => moduleFixture())) });
    renderPage(<Hero />);
    const strip = await screen.findByTestId('module-strip');
    expect(animate).not.toHaveBeenCalled();
    expect(strip).not.toHaveAttribute('data-paused');
    expect(strip.querySelectorAll('li')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Pause scrolling' })).not.toBeInTheDocument();
  });

  it("scrolls to the pricing section with 'View plans'", async () => {
    serveApi({ '/api/modules': modulesAnswer([]) });
    const pricing = document.createElement('section');
    pricing.id = 'pricing';
    pricing.scrollIntoView = jest.fn();
    document.body.appendChild(pricing);
    try {
      renderPage(<Hero />);
      fireEvent.click(screen.getByRole('button', { name: 'View plans' }));
      expect(pricing.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
      expect(document.activeElement).toBe(pricing);
    } finally {
      pricing.remove();
    }
  });
});
