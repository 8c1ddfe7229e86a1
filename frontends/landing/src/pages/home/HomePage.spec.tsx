import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import DefaultHomePage, { HomePage } from './HomePage';
import { moduleFixture, modulesAnswer, renderPage, serveApi } from './home.test-utils';
import { TOP_BAR_ANCHORS } from './TopBar/TopBar';

jest.mock('./PhonePreview/storefront-preview.svg', () => ({
  __esModule: true,
  default: '/assets/storefront-preview.svg',
}));

function serveEverything() {
  return serveApi({
    '/api/modules': modulesAnswer([moduleFixture({ title: 'Countdown Timer', category: 'Urgency' })]),
    '/api/plans/public': { body: [] },
  });
}

describe('HomePage (/)', () => {
  // Loading the lazy lower part compiles all its modules on a cold jest cache; pay that once, here,
  // so each test measures the page and not the compiler.
  beforeAll(async () => {
    await import('./BelowTheFold');
  }, 60_000);

  it('is exported both as default and by name', () => {
    expect(DefaultHomePage).toBe(HomePage);
  });

  // Rendering the whole page takes seconds in jsdom under a busy machine, so these tests get a
  // generous budget; role queries are scoped to one section at a time, which keeps them fast.
  it('has one h1, the page landmarks, and a section for every top-bar anchor once the lower part has loaded', async () => {
    serveEverything();
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await waitFor(() => expect(document.getElementById('pricing')).not.toBeNull(), { timeout: 15_000 });
    for (const anchor of TOP_BAR_ANCHORS) {
      expect(document.getElementById(anchor.href.slice(1))).not.toBeNull();
    }
    const section = (id: string) => within(document.getElementById(id)!);
    expect(section('benefits').getByRole('heading', { level: 2 })).toHaveTextContent(
      'Stop Paying for Multiple Apps',
    );
    expect(section('demo').getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute(
      'href',
      '/auth?plan=pro',
    );
    expect(screen.getByText('Join the Movement').tagName).toBe('H2');
    expect(await screen.findAllByText('Countdown Timer')).not.toHaveLength(0);
  }, 20_000);

  it('asks for the modules once, shared by the hero and the library showcase', async () => {
    const api = serveEverything();
    renderPage(<HomePage />);
    await waitFor(() => expect(document.getElementById('showcase')).not.toBeNull(), { timeout: 15_000 });
    await waitFor(() => expect(screen.getAllByText('Countdown Timer')).toHaveLength(2)); // hero + showcase
    expect(api.calls.filter((url) => url.pathname === '/api/modules')).toHaveLength(1);
  }, 20_000);

  it('sets the page title and description', () => {
    serveEverything();
    renderPage(<HomePage />);
    expect(document.title).toBe('Liquify');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /Shopify modules/,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('still works when no QueryClient is provided by a host', async () => {
    serveEverything();
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(await screen.findAllByText('Countdown Timer')).not.toHaveLength(0);
  });
});
