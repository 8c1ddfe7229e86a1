import { LibraryErrors } from './library.errors';

describe('LibraryErrors (issue #27 item 4)', () => {
  it.each(Object.keys(LibraryErrors))('%s has a message for people, not its code', (code) => {
    const error = LibraryErrors[code as keyof typeof LibraryErrors]();
    expect(error.message).not.toBe(code);
    expect(error.message).not.toMatch(/^[A-Z0-9_]+$/);
  });
});
