import { IDEMPOTENCY_KEY_MESSAGE, isIdempotencyKey } from './idempotency.rules';

describe('Idempotency-Key values', () => {
  it.each([['a'], ['3f2b9c0e-4b1d-4a8e-9a51-0f4f6a3c2d10'], ['01HZX3K9Q8R7T6Y5W4V3U2S1P0'], ['x'.repeat(255)], ['retry#2:ticket/reply']])('takes %s', (value) => {
    expect(isIdempotencyKey(value)).toBe(true);
  });

  it.each([[''], ['x'.repeat(256)], ['has space'], ['tab\there'], ['new\nline'], ['é-accent'], [undefined], [42], [['a']]])('refuses %p', (value) => {
    expect(isIdempotencyKey(value)).toBe(false);
  });

  it('says what a key must be', () => {
    expect(IDEMPOTENCY_KEY_MESSAGE).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
  });
});
