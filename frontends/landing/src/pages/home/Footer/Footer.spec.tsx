import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links exactly the destinations of the spec', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-label') !== 'Liquify home')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['support@liquify.dev', 'mailto:support@liquify.dev'],
      ['Module Library', '/dashboard/library'],
      ['Sections', '/dashboard/library?type=sections'],
      ['Pricing', '#pricing'],
      ['Dashboard', '/dashboard'],
      ['Help Center', '/help'],
      ['Billing', '/dashboard/billing'],
      ['Account', '/dashboard/profile'],
      ['Contact Support', 'mailto:support@liquify.dev'],
      ['Privacy Policy', '#'],
      ['Terms of Service', '#'],
      ['Cookie Policy', '#'],
    ]);
  });

  it('groups the links in labelled navigation landmarks', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    for (const name of ['Product', 'Support', 'Legal']) {
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    }
  });
});
