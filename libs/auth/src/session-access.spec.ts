import type { UserAccessRecord } from '@liquify/redis';
import { generateTokenKeys, tokenKeysOf } from '@liquify/config';
import jwt from 'jsonwebtoken';
import { signAccessToken, tokenLifetimeMs, VerifiedToken, verifyToken } from './jwt';
import { authorizeSession, SESSION_ENDED_MESSAGE, USER_GONE_MESSAGE } from './session-access';

const { signing, keys } = tokenKeysOf(generateTokenKeys('session-spec'));
const admin = { id: '65f000000000000000000001', email: 'a@b.co', role: 'admin' as const, name: 'Ann' };
const token = (overrides: Partial<VerifiedToken> = {}): VerifiedToken => ({ user: admin, epoch: 1_000, session: 's1', ...overrides });
const record = (overrides: Partial<UserAccessRecord> = {}): UserAccessRecord => ({ version: 1, revokedBefore: 0, deleted: false, ...overrides });

describe('tokens carry their issue instant and session', () => {
  it('writes the issue instant in milliseconds and a new random session id by default', () => {
    const before = Date.now();
    const a = verifyToken(signAccessToken(admin, signing, '1h'), keys);
    const b = verifyToken(signAccessToken(admin, signing, '1h'), keys);
    expect(a.epoch).toBeGreaterThanOrEqual(before);
    expect(a.epoch).toBeLessThanOrEqual(Date.now());
    expect(a.session).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(b.session).not.toBe(a.session);
    expect(a.user).toEqual(admin);
  });

  it('continues a given session from a given instant', () => {
    expect(verifyToken(signAccessToken(admin, signing, '1h', { epoch: 42, session: 'kept' }), keys)).toMatchObject({ epoch: 42, session: 'kept' });
  });

  it('reads a token issued before epochs existed as issued at its iat', () => {
    const legacy = jwt.sign({ sub: admin.id, email: admin.email, role: 'admin', name: 'Ann' }, signing.key, { algorithm: 'ES256', keyid: signing.kid, issuer: 'liquify-identity', audience: 'liquify', expiresIn: 60 });
    const verified = verifyToken(legacy, keys);
    expect(verified.epoch).toBe((jwt.decode(legacy) as { iat: number }).iat * 1000);
    expect(verified.session).toBeUndefined();
  });

  it.each([
    ['3600', 3_600_000],
    ['90s', 90_000],
    ['15m', 900_000],
    ['12h', 43_200_000],
    ['7d', 604_800_000],
  ])('reads the token lifetime %p as %p ms', (text, ms) => {
    expect(tokenLifetimeMs(text)).toBe(ms);
  });
});

describe('authorizeSession: a token stands for its user as they are now', () => {
  it('keeps the token\'s claims when nothing changed since (no record)', () => {
    expect(authorizeSession(token(), null)).toBe(admin);
  });

  it('gives a demoted admin their current role (admin routes then answer 403)', () => {
    expect(authorizeSession(token(), record({ role: 'user' }))).toEqual({ ...admin, role: 'user' });
    expect(authorizeSession(token({ user: { ...admin, role: 'user' } }), record({ role: 'admin' })).role).toBe('admin');
  });

  it('ignores a role it does not know (the token\'s claim holds)', () => {
    expect(authorizeSession(token(), record({ role: 'root' })).role).toBe('admin');
  });

  it(`refuses every token of a deleted user with "${USER_GONE_MESSAGE}"`, () => {
    expect(() => authorizeSession(token({ epoch: 10 ** 13 }), record({ deleted: true, keptSession: 's1' }))).toThrow(USER_GONE_MESSAGE);
  });

  it(`refuses a token issued before a sign-out with "${SESSION_ENDED_MESSAGE}"`, () => {
    expect(() => authorizeSession(token({ epoch: 999, session: 'other' }), record({ revokedBefore: 1_000, keptSession: 's1' }))).toThrow(SESSION_ENDED_MESSAGE);
    expect(() => authorizeSession(token({ epoch: 999, session: undefined }), record({ revokedBefore: 1_000, keptSession: 's1' }))).toThrow(SESSION_ENDED_MESSAGE);
  });

  it('keeps the session that changed the password, and tokens issued from the sign-out on', () => {
    expect(authorizeSession(token({ epoch: 5, session: 's1' }), record({ revokedBefore: 1_000, keptSession: 's1' }))).toBe(admin);
    expect(authorizeSession(token({ epoch: 1_000, session: 'new' }), record({ revokedBefore: 1_000, keptSession: 's1' }))).toBe(admin);
  });

  it(`refuses every token of a session signed out on its own with "${SESSION_ENDED_MESSAGE}", whenever issued; other sessions keep working`, () => {
    const ended = record({ endedSessions: ['s0', 's1'] });
    expect(() => authorizeSession(token({ epoch: 1, session: 's1' }), ended)).toThrow(SESSION_ENDED_MESSAGE);
    expect(() => authorizeSession(token({ epoch: 10 ** 13, session: 's1' }), ended)).toThrow(SESSION_ENDED_MESSAGE);
    expect(authorizeSession(token({ session: 's2' }), ended)).toBe(admin);
    expect(authorizeSession(token({ session: undefined }), ended)).toBe(admin);
    // A session ended on its own stays ended even when it was the one a password change kept.
    expect(() => authorizeSession(token({ session: 's1' }), record({ endedSessions: ['s1'], keptSession: 's1', revokedBefore: 2_000 }))).toThrow(SESSION_ENDED_MESSAGE);
  });

  it('applies a role change and a sign-out together', () => {
    expect(() => authorizeSession(token({ epoch: 1 }), record({ role: 'user', revokedBefore: 2 }))).toThrow(SESSION_ENDED_MESSAGE);
    expect(authorizeSession(token({ epoch: 3 }), record({ role: 'user', revokedBefore: 2 })).role).toBe('user');
  });
});
