import { createHmac, createPublicKey } from 'node:crypto';
import { generateTokenKeys, jwksText, parsePublicKeySet, tokenKeysOf } from '@liquify/config';
import jwt from 'jsonwebtoken';
import { bearerToken, signAccessToken, verifyAccessToken } from './jwt';

// Identity's key (kid "current") and the process-wide verification set that lists its public half.
const identityEnv = generateTokenKeys('current');
const { signing: secret, keys } = tokenKeysOf(identityEnv);
const other = tokenKeysOf(generateTokenKeys('current'));
const es256 = (claims: object, options: jwt.SignOptions = {}) =>
  jwt.sign(claims, secret.key, { algorithm: 'ES256', keyid: secret.kid, issuer: 'liquify-identity', audience: 'liquify', ...options });
const user = { id: '65f000000000000000000001', email: 'a@b.co', role: 'user' as const, name: 'Ann' };

describe('access tokens', () => {
  it('round-trips the signed-in user', () => {
    expect(verifyAccessToken(signAccessToken(user, secret, '1h'), keys)).toEqual(user);
  });

  it('refuses a token signed with another private key under the same kid', () => {
    expect(() => verifyAccessToken(signAccessToken(user, other.signing, '1h'), keys)).toThrow('Invalid token');
  });

  it('refuses a token it verified before once that token has expired', () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const token = signAccessToken(user, secret, '60');
      expect(verifyAccessToken(token, keys)).toEqual(user);
      jest.setSystemTime(Date.now() + 59_000);
      expect(verifyAccessToken(token, keys)).toEqual(user);
      jest.setSystemTime(Date.now() + 2_000);
      expect(() => verifyAccessToken(token, keys)).toThrow('Token expired');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not let a token verified under one key set pass under another', () => {
    const token = signAccessToken(user, secret, '1h');
    expect(verifyAccessToken(token, keys)).toEqual(user);
    expect(() => verifyAccessToken(token, other.keys)).toThrow('Invalid token');
  });

  it('refuses a well-signed token without an expiry (it would never end: issue 21 item 8)', () => {
    const claims = { sub: user.id, email: user.email, role: 'admin', name: 'Ann', ep: Date.now(), sid: 's1' };
    const forever = es256(claims);
    expect(() => verifyAccessToken(forever, keys)).toThrow('Invalid token');
    const bounded = es256(claims, { expiresIn: 60 });
    expect(verifyAccessToken(bounded, keys)).toEqual({ ...user, role: 'admin' });
  });

  it('refuses an expired token with "Token expired"', () => {
    const token = es256({ sub: user.id, email: user.email, role: 'user', name: 'Ann', exp: Math.floor(Date.now() / 1000) - 10 });
    expect(() => verifyAccessToken(token, keys)).toThrow('Token expired');
  });

  it('refuses the "none" algorithm (the algorithm is pinned)', () => {
    const unsigned = jwt.sign({ sub: user.id, email: user.email, role: 'admin', name: 'x' }, '', { algorithm: 'none', keyid: secret.kid, issuer: 'liquify-identity', audience: 'liquify', expiresIn: 60 });
    expect(() => verifyAccessToken(unsigned, keys)).toThrow('Invalid token');
  });

  it('refuses HS512 even under a listed kid (the algorithm is pinned)', () => {
    const token = jwt.sign({ sub: user.id, email: user.email, role: 'user', name: 'x' }, 'a-test-secret-that-is-long-enough', { algorithm: 'HS512', keyid: secret.kid, issuer: 'liquify-identity', audience: 'liquify', expiresIn: 60 });
    expect(() => verifyAccessToken(token, keys)).toThrow('Invalid token');
  });

  it('refuses a token with an unknown role', () => {
    const token = es256({ sub: user.id, email: user.email, role: 'root', name: 'x' }, { expiresIn: 60 });
    expect(() => verifyAccessToken(token, keys)).toThrow('Invalid token');
  });

  it('reads a bearer header and ignores anything else', () => {
    expect(bearerToken('Bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(bearerToken('bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(bearerToken('Basic dXNlcg==')).toBeNull();
    expect(bearerToken('Bearer not a token')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('asymmetric tokens (issue 22 item 3): identity signs with its private key, every process verifies with public keys', () => {
  const claims = { sub: user.id, email: user.email, role: 'admin', name: 'Ann', ep: Date.now(), sid: 's1' };
  const header = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { alg: string; kid: string };

  it('signs ES256 with the kid of the signing key in the header', () => {
    expect(header(signAccessToken(user, secret, '1h'))).toMatchObject({ alg: 'ES256', kid: 'current' });
  });

  it('verifies with the public key set alone (the JWKS text every other process is given)', () => {
    const publicOnly = parsePublicKeySet(identityEnv.JWT_PUBLIC_KEYS);
    expect(identityEnv.JWT_PUBLIC_KEYS).not.toMatch(/"d"/);
    expect(verifyAccessToken(signAccessToken(user, secret, '1h'), publicOnly)).toEqual(user);
  });

  it('rotates by kid: with two keys live, tokens of the previous kid still verify while the new kid signs', () => {
    const previous = tokenKeysOf(generateTokenKeys('2026-10'));
    const next = tokenKeysOf(generateTokenKeys('2026-11'));
    const both = parsePublicKeySet(jwksText([...previous.keys, ...next.keys]));
    const old = signAccessToken(user, previous.signing, '1h');
    const fresh = signAccessToken(user, next.signing, '1h');
    expect(header(fresh).kid).toBe('2026-11');
    expect(verifyAccessToken(old, both)).toEqual(user);
    expect(verifyAccessToken(fresh, both)).toEqual(user);
    // Once the previous key leaves the set, its tokens are refused.
    expect(() => verifyAccessToken(old, next.keys)).toThrow('Invalid token');
    expect(verifyAccessToken(fresh, next.keys)).toEqual(user);
  });

  it('refuses a token whose kid the set does not list, and one without a kid', () => {
    const stranger = tokenKeysOf(generateTokenKeys('unknown-kid'));
    expect(() => verifyAccessToken(signAccessToken(user, stranger.signing, '1h'), keys)).toThrow('Invalid token');
    const noKid = jwt.sign(claims, secret.key, { algorithm: 'ES256', issuer: 'liquify-identity', audience: 'liquify', expiresIn: 60 });
    expect(() => verifyAccessToken(noKid, keys)).toThrow('Invalid token');
    expect(() => verifyAccessToken('bm90LWpzb24.e30.sig', keys)).toThrow('Invalid token');
  });

  it('refuses an HS256 token forged with the former shared JWT secret', () => {
    const formerSecret = 'liquify-dev-jwt-secret-0f3c9a7e51b24d86-not-for-production';
    const forged = jwt.sign(claims, formerSecret, { algorithm: 'HS256', issuer: 'liquify-identity', audience: 'liquify', expiresIn: 60 });
    expect(() => verifyAccessToken(forged, keys)).toThrow('Invalid token');
    const forgedWithKid = jwt.sign(claims, formerSecret, { algorithm: 'HS256', keyid: secret.kid, issuer: 'liquify-identity', audience: 'liquify', expiresIn: 60 });
    expect(() => verifyAccessToken(forgedWithKid, keys)).toThrow('Invalid token');
  });

  it('refuses algorithm confusion: an HS256 token whose HMAC secret is the public key (PEM or JWKS text), under the listed kid', () => {
    const publicPem = createPublicKey(secret.key).export({ format: 'pem', type: 'spki' }).toString();
    // Forged by hand: jsonwebtoken itself refuses to HMAC with a PEM, an attacker's tooling does not.
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    for (const known of [publicPem, identityEnv.JWT_PUBLIC_KEYS]) {
      const body = `${b64({ alg: 'HS256', typ: 'JWT', kid: secret.kid })}.${b64({ ...claims, iat: now, exp: now + 60, iss: 'liquify-identity', aud: 'liquify' })}`;
      const confused = `${body}.${createHmac('sha256', known).update(body).digest('base64url')}`;
      expect(() => verifyAccessToken(confused, keys)).toThrow('Invalid token');
    }
  });
});

describe('the plan claim (issue 23): the plan identity saw the user on when it issued the token', () => {
  const planId = '65f0000000000000000000aa';
  const claimsOf = (token: string) => jwt.decode(token) as Record<string, unknown>;

  it('is signed as `plan` and read back as AuthUser.planId', () => {
    const token = signAccessToken({ ...user, planId }, secret, '1h');
    expect(claimsOf(token).plan).toBe(planId);
    expect(verifyAccessToken(token, keys)).toEqual({ ...user, planId });
  });

  it('is left out for a user without one, and a token without it (issued before) still verifies, without a plan', () => {
    const token = signAccessToken(user, secret, '1h');
    expect(claimsOf(token)).not.toHaveProperty('plan');
    const verified = verifyAccessToken(es256({ sub: user.id, email: user.email, role: 'user', name: 'Ann', ep: Date.now(), sid: 's1' }, { expiresIn: 60 }), keys);
    expect(verified).toEqual(user);
    expect(verified).not.toHaveProperty('planId');
  });

  it.each([['free'], [''], ['65f00000000000000000000'], ['65f0000000000000000000aaa'], ['65f00000000000000000zzzz'], [42], [null], [{ $ne: null }], [[planId]]])(
    'ignores a plan claim that is no plan id (%p): the token verifies without a plan',
    (plan) => {
      const verified = verifyAccessToken(es256({ sub: user.id, email: user.email, role: 'user', name: 'Ann', ep: Date.now(), sid: 's1', plan }, { expiresIn: 60 }), keys);
      expect(verified).toEqual(user);
      expect(verified).not.toHaveProperty('planId');
    },
  );

  it('is not signed when the plan id given is no plan id', () => {
    expect(claimsOf(signAccessToken({ ...user, planId: 'pro' }, secret, '1h'))).not.toHaveProperty('plan');
  });
});
