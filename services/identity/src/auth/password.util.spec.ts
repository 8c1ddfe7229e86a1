import bcrypt from 'bcryptjs';
import { createHash, scryptSync } from 'node:crypto';
import { hashPassword, parseScryptHash, passwordNeedsRehash, SCRYPT_PARAMS, verifyPassword } from './password.util';

/** A hash as accounts made before scrypt hold it: bcrypt over the SHA-256 pre-hash (cost 10 there, 4 here to be quick). */
const legacyBcryptHash = (password: string) => bcrypt.hash(createHash('sha256').update(password, 'utf8').digest('base64'), 4);

describe('password hashing', () => {
  it('hashes with scrypt, its parameters in the string (scrypt$N$r$p$salt$hash)', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('correct horse');
    expect(parseScryptHash(hash)).toMatchObject({ N: 32768, r: 8, p: 1 });
    expect(parseScryptHash(hash)!.salt).toHaveLength(16);
    expect(parseScryptHash(hash)!.key).toHaveLength(32);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    await expect(verifyPassword('correct horse battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', hash)).resolves.toBe(false);
  });

  it('keeps every byte significant in long passwords', async () => {
    const prefix = 'x'.repeat(80);
    const hash = await hashPassword(`${prefix}-one`);
    await expect(verifyPassword(`${prefix}-one`, hash)).resolves.toBe(true);
    await expect(verifyPassword(`${prefix}-two`, hash)).resolves.toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('refuses when there is no stored hash, or one it cannot read', async () => {
    await expect(verifyPassword('anything', undefined)).resolves.toBe(false);
    await expect(verifyPassword('anything', '')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5')).resolves.toBe(false);
  });

  it('still verifies a legacy bcrypt hash (seed users, older accounts) and asks for it to be rehashed', async () => {
    const legacy = await legacyBcryptHash('old-password-1');
    await expect(verifyPassword('old-password-1', legacy)).resolves.toBe(true);
    await expect(verifyPassword('old-password-2', legacy)).resolves.toBe(false);
    expect(passwordNeedsRehash(legacy)).toBe(true);
  });

  it('verifies a scrypt hash made with other parameters, and asks for those to be rehashed; not today\'s', async () => {
    const today = await hashPassword('pw-12345678');
    expect(passwordNeedsRehash(today)).toBe(false);
    const [, , , , salt] = today.split('$');
    const key = scryptSync('pw-12345678', Buffer.from(salt, 'base64'), 32, { N: 2 ** 14, r: 8, p: 1 });
    const older = `scrypt$16384$8$1$${salt}$${key.toString('base64')}`;
    await expect(verifyPassword('pw-12345678', older)).resolves.toBe(true);
    await expect(verifyPassword('pw-87654321', older)).resolves.toBe(false);
    expect(passwordNeedsRehash(older)).toBe(true);
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 1 });
  });
});
