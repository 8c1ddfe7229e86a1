import {
  INITIAL_TYPING_STATE,
  nextTypingState,
  typingDelay,
  typingPlaceholderSchedule,
  typingText,
} from './typing-placeholder';

describe('typing placeholder', () => {
  it('types each character 80 ms apart, holds the full phrase 2 s, erases 40 ms per character, then types the next', () => {
    expect(typingPlaceholderSchedule(['ab', 'xyz'], 12)).toEqual([
      { atMs: 0, text: '' },
      { atMs: 80, text: 'a' },
      { atMs: 160, text: 'ab' },
      { atMs: 2160, text: 'a' },
      { atMs: 2200, text: '' },
      { atMs: 2280, text: 'x' },
      { atMs: 2360, text: 'xy' },
      { atMs: 2440, text: 'xyz' },
      { atMs: 4440, text: 'xy' },
      { atMs: 4480, text: 'x' },
      { atMs: 4520, text: '' },
      { atMs: 4600, text: 'a' },
    ]);
  });

  it('cycles back to the first phrase after the last', () => {
    let state = INITIAL_TYPING_STATE;
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      seen.add(state.phraseIndex);
      state = nextTypingState(state, ['a', 'b', 'c']);
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
    expect(state.phraseIndex).toBeLessThan(3);
  });

  it('waits 80 ms while typing, 2000 ms when complete and 40 ms while erasing', () => {
    const phrases = ['hello'];
    expect(typingDelay({ phraseIndex: 0, length: 2, erasing: false }, phrases)).toBe(80);
    expect(typingDelay({ phraseIndex: 0, length: 5, erasing: false }, phrases)).toBe(2000);
    expect(typingDelay({ phraseIndex: 0, length: 3, erasing: true }, phrases)).toBe(40);
  });

  it('shows the typed prefix of the current phrase', () => {
    expect(typingText({ phraseIndex: 1, length: 3, erasing: false }, ['one', 'second'])).toBe('sec');
  });

  it('stays still with no phrases', () => {
    expect(nextTypingState(INITIAL_TYPING_STATE, [])).toEqual(INITIAL_TYPING_STATE);
    expect(typingText(INITIAL_TYPING_STATE, [])).toBe('');
  });

  it('skips an empty phrase instead of holding on it forever', () => {
    expect(nextTypingState({ phraseIndex: 0, length: 0, erasing: false }, ['', 'b'])).toEqual({
      phraseIndex: 1,
      length: 0,
      erasing: false,
    });
  });
});
