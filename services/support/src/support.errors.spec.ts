import { SupportErrors } from './support.errors';

describe('SupportErrors (issue #27 item 4)', () => {
  it.each(Object.keys(SupportErrors))('%s has a message for people, not its code', (code) => {
    const error = SupportErrors[code as keyof typeof SupportErrors]();
    expect(error.message).not.toBe(code);
    expect(error.message).not.toMatch(/^[A-Z0-9_]+$/);
  });
});
