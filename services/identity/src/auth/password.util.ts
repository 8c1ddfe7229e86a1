import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** bcrypt cost factor (2^10 rounds). */
export const BCRYPT_COST = 10;

/**
 * bcrypt reads at most 72 bytes, so longer passwords would be silently truncated (two passwords sharing
 * their first 72 bytes would match). A SHA-256 pre-hash, base64 encoded (44 ASCII bytes, no NUL), keeps
 * every byte of the password significant.
 */
function prehash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('base64');
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(prehash(password), BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string | undefined | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(prehash(password), hash);
}
