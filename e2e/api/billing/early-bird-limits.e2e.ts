import { randomBytes } from 'node:crypto';
import { api, loginAs, Session, uniqueEmail } from '../support';

/**
 * Early Bird codes with a usage limit and an expiry (issue 21 item 10), through the gateway: set on the admin
 * API, counted atomically as a checkout opens, and a used-up or expired code gets the spec's message.
 */
const INVALID = 'Invalid Early Bird code. Please check your code and try again.';
const newCode = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`.toUpperCase();
const earlySignup = (earlyBirdCode: string) =>
  api('/api/stripe/create-temp-checkout-session', { body: { planId: 'early-bird', userEmail: uniqueEmail('early'), userName: 'Early Customer', password: 'Early-Passw0rd!', earlyBirdCode } });

describe('Early Bird code limits (issue 21 item 10)', () => {
  let admin: Session;
  const addCode = (body: Record<string, unknown>) => api('/api/admin/billing/early-bird-codes', { token: admin.token, body });

  beforeAll(async () => {
    admin = await loginAs('admin');
  });

  it('a one-use code opens one checkout; the next gets the invalid-code message, at checkout and at verification', async () => {
    const code = newCode('ONCE');
    const added = await addCode({ code, maxUses: 1 });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ code, maxUses: 1, claimed: 0, expiresAt: null });
    expect((await earlySignup(code.toLowerCase())).status).toBe(200);
    const second = await earlySignup(code);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ success: false, error: INVALID });
    const verify = await api('/api/plans/early-bird/verify', { body: { code } });
    expect(verify.status).toBe(400);
    expect(verify.body.error).toBe(INVALID);
    const listed = (await api('/api/admin/billing/early-bird-codes', { token: admin.token })).body.data.find((c: { code: string }) => c.code === code);
    expect(listed).toMatchObject({ maxUses: 1, claimed: 1 });
  });

  it('an expired code gets the same message', async () => {
    const code = newCode('PAST');
    expect((await addCode({ code, expiresAt: new Date(Date.now() - 60_000).toISOString() })).status).toBe(201);
    const refused = await earlySignup(code);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(INVALID);
  });

  it('two checkouts racing for the last use: exactly one opens', async () => {
    const code = newCode('LAST');
    expect((await addCode({ code, maxUses: 1 })).status).toBe(201);
    const answers = await Promise.all([earlySignup(code), earlySignup(code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.error).toBe(INVALID);
  });

  it('an admin sets and lifts the limits of an existing code (PATCH), and bad limits are 400', async () => {
    const code = newCode('EDIT');
    expect((await addCode({ code })).status).toBe(201);
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const limited = await api(`/api/admin/billing/early-bird-codes/${code}`, { method: 'PATCH', token: admin.token, body: { maxUses: 5, expiresAt } });
    expect(limited.status).toBe(200);
    expect(limited.body.data).toMatchObject({ code, maxUses: 5, expiresAt, active: true });
    const bad = await api(`/api/admin/billing/early-bird-codes/${code}`, { method: 'PATCH', token: admin.token, body: { maxUses: -1 } });
    expect(bad.status).toBe(400);
    const lifted = await api(`/api/admin/billing/early-bird-codes/${code}`, { method: 'PATCH', token: admin.token, body: { maxUses: null, expiresAt: null } });
    expect(lifted.body.data).toMatchObject({ maxUses: null, expiresAt: null });
  });
});
