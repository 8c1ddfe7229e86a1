import jwt from 'jsonwebtoken';
import { bearerToken, signAccessToken, verifyAccessToken } from './jwt';

const secret = 'a-test-secret-that-is-long-enough';
const user = { id: '65f000000000000000000001', email: 'a@b.co', role: 'user' as const, name: 'Ann' };

describe('access tokens', () => {
  it('round-trips the signed-in user', () => {
    expect(verifyAccessToken(signAccessToken(user, secret, '1h'), secret)).toEqual(user);
  });

  it('refuses a token signed with another secret', () => {
    expect(() => verifyAccessToken(signAccessToken(user, 'another-secret-long-enough!', '1h'), secret)).toThrow('Invalid token');
  });

  it('refuses a token it verified before once that token has expired', () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const token = signAccessToken(user, secret, '60');
      expect(verifyAccessToken(token, secret)).toEqual(user);
      jest.setSystemTime(Date.now() + 59_000);
      expect(verifyAccessToken(token, secret)).toEqual(user);
      jest.setSystemTime(Date.now() + 2_000);
      expect(() => verifyAccessToken(token, secret)).toThrow('Token expired');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not let a token verified under one secret pass under another', () => {
    const token = signAccessToken(user, secret, '1h');
    expect(verifyAccessToken(token, secret)).toEqual(user);
    expect(() => verifyAccessToken(token, 'another-secret-long-enough!')).toThrow('Invalid token');
  });

  it('refuses a well-signed token without an expiry (it would never end: issue 21 item 8)', () => {
    const claims = { sub: user.id, email: user.email, role: 'admin', name: 'Ann', ep: Date.now(), sid: 's1' };
    const forever = jwt.sign(claims, secret, { algorithm: 'HS256', issuer: 'liquify-identity', audience: 'liquify' });
    expect(() => verifyAccessToken(forever, secret)).toThrow('Invalid token');
    const bounded = jwt.sign(claims, secret, { algorithm: 'HS256', issuer: 'liquify-identity', audience: 'liquify', expiresIn: 60 });
    expect(verifyAccessToken(bounded, secret)).toEqual({ ...user, role: 'admin' });
  });

  it('refuses an expired token with "Token expired"', () => {
    const token = jwt.sign({ sub: user.id, email: user.email, role: 'user', name: 'Ann', exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      algorithm: 'HS256', issuer: 'liquify-identity', audience: 'liquify',
    });
    expect(() => verifyAccessToken(token, secret)).toThrow('Token expired');
  });

  it('refuses the "none" algorithm (the algorithm is pinned)', () => {
    const unsigned = jwt.sign({ sub: user.id, email: user.email, role: 'admin', name: 'x' }, '', { algorithm: 'none', issuer: 'liquify-identity', audience: 'liquify' });
    expect(() => verifyAccessToken(unsigned, secret)).toThrow('Invalid token');
  });

  it('refuses HS512 even with the right secret', () => {
    const token = jwt.sign({ sub: user.id, email: user.email, role: 'user', name: 'x' }, secret, { algorithm: 'HS512', issuer: 'liquify-identity', audience: 'liquify' });
    expect(() => verifyAccessToken(token, secret)).toThrow('Invalid token');
  });

  it('refuses a token with an unknown role', () => {
    const token = jwt.sign({ sub: user.id, email: user.email, role: 'root', name: 'x' }, secret, { algorithm: 'HS256', issuer: 'liquify-identity', audience: 'liquify' });
    expect(() => verifyAccessToken(token, secret)).toThrow('Invalid token');
  });

  it('reads a bearer header and ignores anything else', () => {
    expect(bearerToken('Bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(bearerToken('bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(bearerToken('Basic dXNlcg==')).toBeNull();
    expect(bearerToken('Bearer not a token')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
