import { render, screen } from '@testing-library/react';
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
  it('is exported both as default and by name', () => {
    expect(DefaultHomePage).toBe(HomePage);
  });

  it('has one h1, the page landmarks, and a section for every top-bar anchor once the lower part has loaded', async () => {
    serveEverything();
    renderPage(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    // the first lazy import compiles the whole lower part under jest, so give it time
    expect(
      await screen.findByRole('heading', { name: 'Stop Paying for Multiple Apps' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    for (const anchor of TOP_BAR_ANCHORS) {
      expect(document.getElementById(anchor.href.slice(1))).not.toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Join the Movement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute(
      'href',
      '/auth?plan=pro',
    );
    expect(await screen.findAllByText('Countdown Timer')).not.toHaveLength(0);
  });

  it('asks for the modules once, shared by the hero and the library showcase', async () => {
    const api = serveEverything();
    renderPage(<HomePage />);
    await screen.findByRole('heading', { name: 'Stop Paying for Multiple Apps' });
    await screen.findAllByText('Countdown Timer');
    expect(api.calls.filter((url) => url.pathname === '/api/modules')).toHaveLength(1);
  });

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
