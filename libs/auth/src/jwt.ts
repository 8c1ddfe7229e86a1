import { KeyObject, randomBytes } from 'node:crypto';
import { JWT_SIGNING_ALGORITHM, PublicKeySet, SigningKey } from '@liquify/config';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

/** Identity signs with its private key, every process verifies with the public keys (see libs/config jwt-keys.ts for why ES256). */
export const JWT_ALGORITHM = JWT_SIGNING_ALGORITHM;
export const JWT_ISSUER = 'liquify-identity';
export const JWT_AUDIENCE = 'liquify';

export type Role = 'user' | 'admin' | 'moderator';

/** What every service learns about the caller from a verified token. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  name: string;
  /**
   * The plan the user was on when identity issued the token (the `plan` claim; absent from older tokens). As
   * of issuance only: a service that holds identity's account record of the user goes by the record.
   */
  planId?: string;
}

/** A plan id as identity writes it in a token (a MongoDB ObjectId's 24 hex digits); anything else is ignored. */
export const isPlanIdClaim = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);

/** A verified token: who it names, when it was issued, and which sign-in session it belongs to. */
export interface VerifiedToken {
  user: AuthUser;
  /** Issue instant in ms (the `ep` claim; older tokens: `iat`): tokens issued before a sign-out are refused. */
  epoch: number;
  /** The sign-in session (the `sid` claim), which a password change keeps signed in. */
  session?: string;
}

interface Claims {
  sub: string;
  email: string;
  role: Role;
  name: string;
  /** Issue instant in milliseconds (`iat` is in seconds: too coarse to tell a sign-out from a sign-in). */
  ep: number;
  /** Session id, random. */
  sid: string;
  /** The user's plan id at issuance (see AuthUser.planId). */
  plan?: string;
}

export interface SessionClaims {
  /** Issue instant to write in the token (ms); defaults to now. */
  epoch?: number;
  /** The session the token continues; a new one by default. */
  session?: string;
}

export const newSessionId = () => randomBytes(12).toString('base64url');

/** Signs an access token with identity's private key; the header's `kid` names the key that verifies it. */
export function signAccessToken(user: AuthUser, signing: SigningKey, expiresIn: string, session: SessionClaims = {}): string {
  const claims: Claims = {
    sub: user.id,
    email: user.email,
    role: user.role,
    name: user.name,
    ep: session.epoch ?? Date.now(),
    sid: session.session ?? newSessionId(),
    ...(isPlanIdClaim(user.planId) ? { plan: user.planId } : {}),
  };
  const seconds = /^\d+$/.test(expiresIn) ? Number(expiresIn) : expiresIn;
  return jwt.sign(claims, signing.key, {
    algorithm: JWT_ALGORITHM,
    keyid: signing.kid,
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

/**
 * Tokens already verified under a key set, with their expiry: a signed-in browser sends the same token on
 * every request, and a token's signature cannot become valid or invalid later (a key set is built once per
 * process; a rotation is a restart with another one). Expiry is checked on every use.
 */
const verifiedBySet = new WeakMap<PublicKeySet, LRUCache<string, { token: VerifiedToken; exp: number }>>();
function verifiedCache(keys: PublicKeySet) {
  let cache = verifiedBySet.get(keys);
  if (!cache) {
    cache = new LRUCache({ max: 20_000 });
    verifiedBySet.set(keys, cache);
  }
  return cache;
}

/** The public key the token's header names by `kid`; a token without a kid or with one the set does not list is refused. */
function verificationKeyOf(token: string, keys: PublicKeySet): KeyObject {
  let kid: unknown;
  try {
    kid = (JSON.parse(Buffer.from(token.slice(0, token.indexOf('.')), 'base64url').toString('utf8')) as { kid?: unknown } | null)?.kid;
  } catch {
    throw new InvalidTokenError('Invalid token');
  }
  const key = typeof kid === 'string' ? keys.get(kid) : undefined;
  if (!key) throw new InvalidTokenError('Invalid token');
  return key;
}

/**
 * Verifies the signature alone (the user's current role, existence and sign-outs are applied by
 * authorizeSession, see session-access.ts). Prefer SessionVerifier, which does both.
 */
export function verifyAccessToken(token: string, keys: PublicKeySet): AuthUser {
  return verifyToken(token, keys).user;
}

/**
 * Verifies signature (with the public key of the header's kid), algorithm (pinned to ES256: `alg: none`,
 * HS256 — e.g. signed with a public key as its secret — or any other is refused), expiry (required), issuer,
 * audience.
 */
export function verifyToken(token: string, keys: PublicKeySet): VerifiedToken {
  const verified = verifiedCache(keys);
  const hit = verified.get(token);
  if (hit) {
    if (Math.floor(Date.now() / 1000) < hit.exp) return hit.token;
    verified.delete(token);
    throw new InvalidTokenError('Token expired');
  }
  const key = verificationKeyOf(token, keys);
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, key, { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
  } catch (err) {
    throw new InvalidTokenError((err as Error).name === 'TokenExpiredError' ? 'Token expired' : 'Invalid token');
  }
  const c = decoded as Partial<Claims> & { exp?: unknown; iat?: unknown };
  // A token without an expiry would be valid forever (identity never signs one): refused.
  if (!c || typeof c.exp !== 'number' || !Number.isFinite(c.exp) || typeof c.sub !== 'string' || typeof c.email !== 'string' || !['user', 'admin', 'moderator'].includes(String(c.role))) {
    throw new InvalidTokenError('Invalid token');
  }
  const user: AuthUser = { id: c.sub, email: c.email, role: c.role as Role, name: typeof c.name === 'string' ? c.name : '', ...(isPlanIdClaim(c.plan) ? { planId: c.plan } : {}) };
  const epoch = typeof c.ep === 'number' && Number.isFinite(c.ep) ? c.ep : typeof c.iat === 'number' ? c.iat * 1000 : 0;
  const result: VerifiedToken = { user, epoch, ...(typeof c.sid === 'string' && c.sid ? { session: c.sid } : {}) };
  verified.set(token, { token: result, exp: c.exp as number });
  return result;
}

/** `Bearer <token>` -> token, else null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/i.exec(value.trim());
  return match ? match[1] : null;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** A token lifetime as configured (JWT_EXPIRES_IN: `3600`, `15m`, `12h`, `7d`) in milliseconds. */
export function tokenLifetimeMs(expiresIn: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(expiresIn.trim());
  if (!match) throw new Error(`token lifetime ${expiresIn} is not like 3600, 15m, 12h or 7d`);
  return Number(match[1]) * UNIT_MS[match[2] || 's'];
}
