import { IdentityErrors } from './identity.errors';

describe('IdentityErrors (issue #27 item 4)', () => {
  it.each(Object.keys(IdentityErrors))('%s has a message for people, not its code', (code) => {
    const error = IdentityErrors[code as keyof typeof IdentityErrors]();
    expect(error.message).not.toBe(code);
    expect(error.message).not.toMatch(/^[A-Z0-9_]+$/);
  });
});
