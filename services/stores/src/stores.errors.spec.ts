import { StoresErrors } from './stores.errors';

describe('StoresErrors (issue #27 item 4)', () => {
  it.each(Object.keys(StoresErrors))('%s has a message for people, not its code', (code) => {
    const error = StoresErrors[code as keyof typeof StoresErrors]();
    expect(error.message).not.toBe(code);
    expect(error.message).not.toMatch(/^[A-Z0-9_]+$/);
  });
});
