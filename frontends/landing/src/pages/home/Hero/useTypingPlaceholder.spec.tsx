import { act, renderHook } from '@testing-library/react';
import { useTypingPlaceholder } from './useTypingPlaceholder';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** One act per step: each step's re-render arms the next timer, as in the browser. */
function advance(ms: number, steps = 1) {
  for (let i = 0; i < steps; i++) {
    act(() => {
      jest.advanceTimersByTime(ms);
    });
  }
}

describe('useTypingPlaceholder', () => {
  it('types at 80 ms per character, holds 2 s, erases at 40 ms per character, then types the next phrase', () => {
    const phrases = ['ab', 'cd'];
    const { result } = renderHook(() => useTypingPlaceholder(phrases, true));
    expect(result.current).toBe('');
    advance(79);
    expect(result.current).toBe('');
    advance(1);
    expect(result.current).toBe('a');
    advance(80);
    expect(result.current).toBe('ab');
    advance(1999);
    expect(result.current).toBe('ab'); // still holding
    advance(1);
    expect(result.current).toBe('a');
    advance(40);
    expect(result.current).toBe('');
    advance(80);
    expect(result.current).toBe('c');
    advance(80);
    expect(result.current).toBe('cd');
  });

  it('shows the first phrase whole and stays still while inactive', () => {
    const { result, rerender } = renderHook(
      ({ active }) => useTypingPlaceholder(['hello', 'world'], active),
      {
        initialProps: { active: false },
      },
    );
    expect(result.current).toBe('hello');
    advance(10_000);
    expect(result.current).toBe('hello');
    rerender({ active: true });
    advance(80, 3);
    expect(result.current).toBe('hel');
  });

  it('restarts when the phrases change, but not for a new array with the same words', () => {
    const { result, rerender } = renderHook(({ phrases }) => useTypingPlaceholder(phrases, true), {
      initialProps: { phrases: ['abc'] },
    });
    advance(80, 2);
    expect(result.current).toBe('ab');
    rerender({ phrases: ['abc'] });
    expect(result.current).toBe('ab');
    rerender({ phrases: ['xyz'] });
    expect(result.current).toBe('');
    advance(80);
    expect(result.current).toBe('x');
  });
});
