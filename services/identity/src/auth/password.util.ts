import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

/**
 * Passwords are hashed with scrypt (node:crypto), which runs in libuv's thread pool: a sign-in no longer
 * holds the event loop for the ~70 ms bcryptjs (pure JS) needed, so other requests are served meanwhile.
 * The stored string carries its parameters, `scrypt$N$r$p$salt$hash` (salt and hash base64), so they can
 * be raised later: a hash made with other parameters still verifies and is rehashed at the next sign-in.
 *
 * N=2^15, r=8, p=1 are the parameters recommended for interactive logins (32 MiB, ~80 ms on this class
 * of machine: the cost bcrypt 10 had, off the event loop).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Bounds for parameters read back from a stored hash (a corrupt value must not ask for gigabytes). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** Hashes of accounts made before scrypt (seed users, older accounts): bcrypt cost 10 over a SHA-256 pre-hash. */
export const BCRYPT_COST = 10;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

interface ScryptHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function scryptKey(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above scrypt's 128*N*r bytes (Node's default 32 MiB is exactly N=2^15, r=8 and refuses it).
    scrypt(password.normalize('NFC'), salt, length, { ...params, maxmem: 256 * params.N * params.r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const isPowerOfTwo = (n: number) => Number.isSafeInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** Reads `scrypt$N$r$p$salt$hash`; null for anything else (including out-of-bounds parameters). */
export function parseScryptHash(stored: string): ScryptHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((s) => (/^\d{1,8}$/.test(s) ? Number(s) : NaN));
  if (!isPowerOfTwo(N) || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/**
 * bcrypt reads at most 72 bytes, so longer passwords would be silently truncated (two passwords sharing
 * their first 72 bytes would match). Legacy hashes were made over a SHA-256 pre-hash, base64 encoded.
 */
function bcryptPrehash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('base64');
}

const isBcryptHash = (stored: string) => /^\$2[aby]\$\d{2}\$/.test(stored);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptKey(password, salt, KEY_BYTES, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when the password matches the stored hash (scrypt with any parameters, or a legacy bcrypt hash). */
export async function verifyPassword(password: string, stored: string | undefined | null): Promise<boolean> {
  if (!stored) return false;
  if (isBcryptHash(stored)) return bcrypt.compare(bcryptPrehash(password), stored);
  const parsed = parseScryptHash(stored);
  if (!parsed) return false;
  const key = await scryptKey(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** True when a verified hash should be replaced by one made with today's algorithm and parameters. */
export function passwordNeedsRehash(stored: string): boolean {
  const parsed = parseScryptHash(stored);
  if (!parsed) return true;
  return parsed.N !== SCRYPT_PARAMS.N || parsed.r !== SCRYPT_PARAMS.r || parsed.p !== SCRYPT_PARAMS.p || parsed.key.length !== KEY_BYTES;
}
