/**
 * The hero search box's rotating placeholder (spec 1 §2, §9): each phrase types out at 80 ms per
 * character, holds for 2 s once complete, erases at 40 ms per character, then the next phrase starts.
 */
import { ERASE_MS_PER_CHAR, HOLD_MS, TYPE_MS_PER_CHAR } from '../home.const';

export interface TypingState {
  /** Which phrase is on screen. */
  phraseIndex: number;
  /** How many of its characters are shown. */
  length: number;
  /** True while erasing. */
  erasing: boolean;
}

export const INITIAL_TYPING_STATE: TypingState = { phraseIndex: 0, length: 0, erasing: false };

/** The text shown for a state. */
export function typingText(state: TypingState, phrases: readonly string[]): string {
  const phrase = phrases[state.phraseIndex] ?? '';
  return phrase.slice(0, state.length);
}

/**
 * How long a state stays on screen before `nextTypingState` replaces it: 80 ms while a character is
 * still to type, 2 s once the phrase is complete, 40 ms per erased character.
 */
export function typingDelay(state: TypingState, phrases: readonly string[]): number {
  const phrase = phrases[state.phraseIndex] ?? '';
  if (state.erasing) return ERASE_MS_PER_CHAR;
  return state.length < phrase.length ? TYPE_MS_PER_CHAR : HOLD_MS;
}

/** The state after one step. Erasing the last character moves straight on to the next phrase. */
export function nextTypingState(state: TypingState, phrases: readonly string[]): TypingState {
  if (phrases.length === 0) return INITIAL_TYPING_STATE;
  const phrase = phrases[state.phraseIndex] ?? '';
  if (!state.erasing) {
    if (state.length < phrase.length) return { ...state, length: state.length + 1 };
    if (phrase.length === 0)
      return { phraseIndex: (state.phraseIndex + 1) % phrases.length, length: 0, erasing: false };
    return { ...state, length: state.length - 1, erasing: true };
  }
  if (state.length > 1) return { ...state, length: state.length - 1 };
  return { phraseIndex: (state.phraseIndex + 1) % phrases.length, length: 0, erasing: false };
}

/**
 * The first `steps` frames of the animation with the time each appears, starting at 0 ms.
 * Handy to read (and test) the whole schedule at once.
 */
export function typingPlaceholderSchedule(
  phrases: readonly string[],
  steps: number,
): Array<{ atMs: number; text: string }> {
  const frames: Array<{ atMs: number; text: string }> = [];
  let state = INITIAL_TYPING_STATE;
  let atMs = 0;
  for (let i = 0; i < steps; i++) {
    frames.push({ atMs, text: typingText(state, phrases) });
    atMs += typingDelay(state, phrases);
    state = nextTypingState(state, phrases);
  }
  return frames;
}
