import { createSecretKey, KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'liquify-identity';
export const JWT_AUDIENCE = 'liquify';

export type Role = 'user' | 'admin' | 'moderator';

/** What every service learns about the caller from a verified token. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  name: string;
}

interface Claims {
  sub: string;
  email: string;
  role: Role;
  name: string;
}

export function signAccessToken(user: AuthUser, secret: string, expiresIn: string): string {
  const claims: Claims = { sub: user.id, email: user.email, role: user.role, name: user.name };
  const seconds = /^\d+$/.test(expiresIn) ? Number(expiresIn) : expiresIn;
  return jwt.sign(claims, secret, {
    algorithm: JWT_ALGORITHM,
    expiresIn: seconds as jwt.SignOptions['expiresIn'],
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
  });
}

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

interface SecretState {
  /**
   * The HMAC key as a KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse
   * it as a public key on every call, which costs more than the signature check itself.
   */
  key: KeyObject;
  /**
   * Tokens already verified under this secret, with their expiry: a signed-in browser sends the same token
   * on every request, and a token's signature cannot become valid or invalid later. Expiry is checked on
   * every use.
   */
  verified: LRUCache<string, { user: AuthUser; exp: number }>;
}
const secrets = new Map<string, SecretState>();
function secretState(secret: string): SecretState {
  let state = secrets.get(secret);
  if (!state) {
    state = { key: createSecretKey(Buffer.from(secret, 'utf8')), verified: new LRUCache({ max: 20_000 }) };
    secrets.set(secret, state);
  }
  return state;
}

/** Verifies signature, algorithm (pinned: `alg: none` or RS/HS confusion are refused), expiry, issuer, audience. */
export function verifyAccessToken(token: string, secret: string): AuthUser {
  const { key, verified } = secretState(secret);
  const hit = verified.get(token);
  if (hit) {
    if (Math.floor(Date.now() / 1000) < hit.exp) return hit.user;
    verified.delete(token);
    throw new InvalidTokenError('Token expired');
  }
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, key, { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
  } catch (err) {
    throw new InvalidTokenError((err as Error).name === 'TokenExpiredError' ? 'Token expired' : 'Invalid token');
  }
  const c = decoded as Partial<Claims> & { exp?: unknown };
  if (!c || typeof c.sub !== 'string' || typeof c.email !== 'string' || !['user', 'admin', 'moderator'].includes(String(c.role))) {
    throw new InvalidTokenError('Invalid token');
  }
  const user: AuthUser = { id: c.sub, email: c.email, role: c.role as Role, name: typeof c.name === 'string' ? c.name : '' };
  if (typeof c.exp === 'number') verified.set(token, { user, exp: c.exp });
  return user;
}

/** `Bearer <token>` -> token, else null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/i.exec(value.trim());
  return match ? match[1] : null;
}
