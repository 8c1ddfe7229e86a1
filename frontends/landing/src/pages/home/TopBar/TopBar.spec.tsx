import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { hasStoredSession } from '@liquify/session';
import { TopBar } from './TopBar';

function renderTopBar() {
  return render(
    <MemoryRouter>
      <TopBar />
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  localStorage.clear();
  scrollTo(0);
});

describe('TopBar', () => {
  it("offers 'Sign In / Up' to /auth when local storage holds no session", () => {
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Sign In / Up' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("offers 'Dashboard' to /dashboard when a token is stored under authToken", () => {
    localStorage.setItem('authToken', 'token-value');
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign In / Up' })).not.toBeInTheDocument();
  });

  it("offers 'Dashboard' when only a user record is stored", () => {
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Ada' }));
    renderTopBar();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('follows sign-in and sign-out made in another tab', () => {
    renderTopBar();
    act(() => {
      localStorage.setItem('authToken', 't');
      window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));
    });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('authToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));
    });
    expect(screen.getByRole('link', { name: 'Sign In / Up' })).toBeInTheDocument();
  });

  it('links the six sections in page order', () => {
    renderTopBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('#'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Features', '#features'],
      ['Benefits', '#benefits'],
      ['How it Works', '#demo'],
      ['Preview', '#preview'],
      ['Library', '#showcase'],
      ['Pricing', '#pricing'],
    ]);
  });

  it('changes state once the page is scrolled more than 50 px', () => {
    renderTopBar();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header.className).toContain('bg-white');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens and closes the mobile menu, and closes it on Escape or when a link is followed', () => {
    renderTopBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('link')).toHaveLength(6);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    fireEvent.click(within(menu).getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('hasStoredSession', () => {
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

  it('is true with a token or a user record, false otherwise', () => {
    expect(hasStoredSession(storage({ authToken: 'x' }))).toBe(true);
    expect(hasStoredSession(storage({ user: '{"_id":"1"}' }))).toBe(true);
    expect(hasStoredSession(storage({}))).toBe(false);
    expect(hasStoredSession(storage({ user: 'null' }))).toBe(false);
    expect(hasStoredSession(storage({ authToken: '' }))).toBe(false);
    expect(hasStoredSession(undefined)).toBe(false);
  });

  it('treats storage that cannot be read as signed out', () => {
    expect(
      hasStoredSession({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(false);
  });
});
