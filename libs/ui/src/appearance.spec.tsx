import { act, render, screen } from '@testing-library/react';
import {
  applyStoredAppearance,
  formattersFor,
  readAppearance,
  saveAppearance,
  useAppearance,
  useFormatters,
} from './appearance';

function mockSystemDark(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  window.matchMedia = jest.fn().mockReturnValue(query) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((l) => l());
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  mockSystemDark(false);
  saveAppearance({ theme: 'light', language: 'en', timezone: 'utc' });
  localStorage.clear();
});

describe('appearance settings (spec 2 §3: keys app-theme, app-language, app-timezone)', () => {
  it('defaults to light, English, UTC and ignores unknown stored values', () => {
    localStorage.setItem('app-theme', 'neon');
    expect(readAppearance()).toEqual({ theme: 'light', language: 'en', timezone: 'utc' });
  });

  it('remembers the settings under their keys and puts the dark theme on <html> at once', () => {
    saveAppearance({ theme: 'dark', language: 'fr', timezone: 'pst' });
    expect(localStorage.getItem('app-theme')).toBe('dark');
    expect(localStorage.getItem('app-language')).toBe('fr');
    expect(localStorage.getItem('app-timezone')).toBe('pst');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.lang).toBe('fr');
    saveAppearance({ theme: 'light', language: 'en', timezone: 'utc' });
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('applies the remembered theme on load (what the shell calls before rendering)', () => {
    localStorage.setItem('app-theme', 'dark');
    applyStoredAppearance();
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("'auto' follows the system setting, also when it changes", () => {
    const system = mockSystemDark(true);
    saveAppearance({ theme: 'auto', language: 'en', timezone: 'utc' });
    expect(document.documentElement).toHaveClass('dark');
    system.change(false);
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('re-renders every reader when the settings change', () => {
    function Probe() {
      const { theme } = useAppearance();
      const format = useFormatters();
      return (
        <p>
          {theme} {format.number(1234.5)}
        </p>
      );
    }
    render(<Probe />);
    expect(screen.getByText('light 1,234.5')).toBeInTheDocument();
    act(() => saveAppearance({ theme: 'dark', language: 'de', timezone: 'utc' }));
    expect(screen.getByText('dark 1.234,5')).toBeInTheDocument();
  });
});

describe('dates and numbers follow language and timezone', () => {
  const instant = '2026-03-01T03:30:00.000Z';
  it('shows the date in the chosen timezone (the day before in Pacific time)', () => {
    expect(formattersFor({ language: 'en', timezone: 'utc' }).date(instant)).toBe('Mar 1, 2026');
    expect(formattersFor({ language: 'en', timezone: 'pst' }).date(instant)).toBe('Feb 28, 2026');
    expect(formattersFor({ language: 'en', timezone: 'est' }).date(instant)).toBe('Feb 28, 2026');
  });

  it('words dates and separates numbers in the chosen language', () => {
    expect(formattersFor({ language: 'fr', timezone: 'utc' }).date(instant)).toBe('1 mars 2026');
    expect(formattersFor({ language: 'de', timezone: 'utc' }).number(1234.5)).toBe('1.234,5');
    expect(formattersFor({ language: 'en', timezone: 'utc' }).money(29, 'USD')).toBe('$29.00');
  });

  it('shows nothing for a missing or invalid date', () => {
    const f = formattersFor({ language: 'en', timezone: 'utc' });
    expect(f.date(null)).toBe('');
    expect(f.date('not a date')).toBe('');
  });
});
