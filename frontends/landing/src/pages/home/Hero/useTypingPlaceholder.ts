import { useEffect, useState } from 'react';
import {
  INITIAL_TYPING_STATE,
  nextTypingState,
  typingDelay,
  typingText,
  TypingState,
} from './typing-placeholder';

/**
 * The search box's animated placeholder (80 ms per typed character, 2 s hold, 40 ms per erased one).
 * While `active` is false (the visitor is typing, or asked for reduced motion) the animation stops and
 * the first phrase is shown whole. A different list of phrases restarts the animation.
 */
export function useTypingPlaceholder(phrases: readonly string[], active: boolean): string {
  const key = phrases.join('\u0000');
  const [state, setState] = useState<{ key: string; typing: TypingState }>({
    key,
    typing: INITIAL_TYPING_STATE,
  });
  if (state.key !== key) setState({ key, typing: INITIAL_TYPING_STATE }); // derived-state reset during render
  const typing = state.key === key ? state.typing : INITIAL_TYPING_STATE;
  const delay = typingDelay(typing, phrases);

  useEffect(() => {
    if (!active || phrases.length === 0) return;
    const timer = setTimeout(() => {
      setState((s) => (s.key === key ? { key, typing: nextTypingState(s.typing, phrases) } : s));
    }, delay);
    return () => clearTimeout(timer);
    // `key` stands for `phrases` (a new array with the same words must not restart the animation);
    // `typing` changes on every step and re-arms the timer.
  }, [active, key, typing, delay]);

  if (!active) return phrases[0] ?? '';
  return typingText(typing, phrases);
}
