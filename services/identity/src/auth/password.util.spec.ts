import { hashPassword, verifyPassword } from './password.util';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
  });

  it('keeps every byte significant beyond bcrypt\'s 72-byte limit (SHA-256 pre-hash)', async () => {
    const prefix = 'x'.repeat(80);
    const hash = await hashPassword(`${prefix}-one`);
    await expect(verifyPassword(`${prefix}-one`, hash)).resolves.toBe(true);
    await expect(verifyPassword(`${prefix}-two`, hash)).resolves.toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('refuses when there is no stored hash', async () => {
    await expect(verifyPassword('anything', undefined)).resolves.toBe(false);
  });
});
