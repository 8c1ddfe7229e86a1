import { act, fireEvent, render, screen } from '@testing-library/react';

import { MemoryRouter } from 'react-router';
import { shortTitle } from './format';
import { TOAST_DURATIONS, ToastProvider, useToast, type ToastApi } from './toast';

let toast: ToastApi;
function Grab() {
  toast = useToast();
  return null;
}

function setup() {
  render(
    <MemoryRouter>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('toasts (doc 2 §4, §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('lasts 5 s for success, 8 s for error, 6 s for warning, 4 s for info', () => {
    expect(TOAST_DURATIONS).toEqual({ success: 5000, error: 8000, warning: 6000, info: 4000 });
  });

  it.each([
    ['success', 5000],
    ['error', 8000],
    ['warning', 6000],
    ['info', 4000],
  ] as const)('dismisses a %s toast after %i ms, not before', (type, ms) => {
    jest.useFakeTimers();
    setup();
    act(() => {
      toast[type]('Module Added', 'Done.');
    });
    expect(screen.getByText('Module Added')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(ms - 100);
    });
    expect(screen.getByText('Module Added')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(screen.queryByText('Module Added')).not.toBeInTheDocument();
  });

  it('can be closed by hand', () => {
    setup();
    act(() => {
      toast.info('Heads up');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('shows its link (e.g. "View in My Library")', () => {
    setup();
    act(() => {
      toast.success('Module Added', 'x', { actionLink: { href: '/dashboard/library', label: 'View in My Library' } });
    });
    expect(screen.getByRole('link', { name: 'View in My Library' })).toHaveAttribute('href', '/dashboard/library');
  });

  it('cuts titles over 30 characters to 30 plus "..."', () => {
    expect(shortTitle('a'.repeat(30))).toBe('a'.repeat(30));
    expect(shortTitle('Announcement Bar With Countdown Timer')).toBe('Announcement Bar With Countdow...');
  });
});
