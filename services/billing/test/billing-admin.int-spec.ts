import { waitFor } from '@liquify/testing';
import { BillingTestApp, newObjectId, startBilling } from './support/billing-test-app';

jest.setTimeout(120_000);

/**
 * Billing administration against the real FerretDB, Kafka and Redis (issue 16): the Early Bird codes seeded
 * from EARLY_BIRD_CODES and managed by an admin (checkout follows them), the paid sign-ups since a moment,
 * the payment provider's status.
 */
let t: BillingTestApp;
let admin: string;
let customer: string;
const PASSWORD = 'Sup3r-Secret-Passw0rd!';
const card = { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: String((new Date().getFullYear() + 3) % 100), cvc: '123', name: 'Ada Lovelace' };

beforeAll(async () => {
  t = await startBilling('billing-admin');
  admin = t.tokenFor({ id: newObjectId(), email: 'admin@liquify.test', role: 'admin' });
  customer = t.tokenFor({ id: newObjectId(), email: 'customer@liquify.test' });
});
afterAll(async () => t?.close());

let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 200)}.${ip % 200}`;
const get = (url: string, token = admin) => t.inject({ method: 'GET', url, token });
const codes = async () => (await get('/api/admin/billing/early-bird-codes')).body.data as Array<{ code: string; active: boolean; uses: number; claimed: number; maxUses: number | null; source: string }>;
const earlySignup = (email: string, earlyBirdCode: string) =>
  t.inject({ method: 'POST', url: '/api/stripe/create-temp-checkout-session', payload: { planId: 'early-bird', userEmail: email, userName: 'Early Customer', password: PASSWORD, earlyBirdCode }, headers: { 'x-forwarded-for': nextIp() } });
const pay = (id: string) => t.inject({ method: 'POST', url: `/api/stripe/local-checkout/${id}/pay`, payload: card, headers: { 'x-forwarded-for': nextIp() } });

describe('Early Bird codes (admin)', () => {
  it('refuses the routes without a token (401) and to a customer (403)', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/billing/early-bird-codes' })).status).toBe(401);
    expect((await get('/api/admin/billing/early-bird-codes', customer)).status).toBe(403);
    expect((await t.inject({ method: 'POST', url: '/api/admin/billing/early-bird-codes', token: customer, payload: { code: 'SNEAKY' } })).status).toBe(403);
    expect((await get('/api/admin/billing/paid-signups?since=2026-01-01T00:00:00.000Z', customer)).status).toBe(403);
    expect((await get('/api/admin/billing/provider-status', customer)).status).toBe(403);
  });

  it('lists the codes of EARLY_BIRD_CODES, stored upper-case, active, from config, unused', async () => {
    expect(await codes()).toEqual([
      expect.objectContaining({ code: 'LIQUIFY-EARLY', active: true, uses: 0, source: 'config', disabledAt: null }),
      expect.objectContaining({ code: 'FOUNDERS99', active: true, uses: 0, source: 'config', disabledAt: null }),
    ]);
  });

  it('adds a code (201), refuses the same code in another case (409) and a malformed one (400)', async () => {
    const added = await t.inject({ method: 'POST', url: '/api/admin/billing/early-bird-codes', token: admin, payload: { code: ' spring-2027 ' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: 'Early Bird code added', data: { code: 'SPRING-2027', active: true, uses: 0, source: 'admin' } });
    const again = await t.inject({ method: 'POST', url: '/api/admin/billing/early-bird-codes', token: admin, payload: { code: 'Spring-2027' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: 'This Early Bird code already exists' });
    const bad = await t.inject({ method: 'POST', url: '/api/admin/billing/early-bird-codes', token: admin, payload: { code: 'no spaces' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: 'A code is 3 to 40 letters, digits, hyphens or underscores' });
    expect((await codes()).map((c) => c.code)).toEqual(['LIQUIFY-EARLY', 'FOUNDERS99', 'SPRING-2027']);
  });

  it('opens the Early Bird checkout with an added code and counts a use once it is paid', async () => {
    const res = await earlySignup('spring.customer@liquify.test', 'spring-2027');
    expect(res.status).toBe(200);
    expect((await codes()).find((c) => c.code === 'SPRING-2027')?.uses).toBe(0);
    expect((await pay(res.body.data.id)).status).toBe(200);
    const used = await waitFor(async () => ((await codes()).find((c) => c.code === 'SPRING-2027')?.uses === 1 ? true : null), { timeout: 15_000 });
    expect(used).toBe(true);
  });

  it('refuses a disabled code at checkout with the invalid-code message, and takes it again once re-enabled', async () => {
    const off = await t.inject({ method: 'PATCH', url: '/api/admin/billing/early-bird-codes/founders99', token: admin, payload: { active: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Early Bird code disabled', data: { code: 'FOUNDERS99', active: false, disabledAt: expect.any(String) } });
    const refused = await earlySignup('disabled.code@liquify.test', 'FOUNDERS99');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Invalid Early Bird code. Please check your code and try again.');
    const verify = await t.inject({ method: 'POST', url: '/api/plans/early-bird/verify', payload: { code: 'founders99' }, headers: { 'x-forwarded-for': nextIp() } });
    expect(verify.status).toBe(400);

    const on = await t.inject({ method: 'PATCH', url: '/api/admin/billing/early-bird-codes/FOUNDERS99', token: admin, payload: { active: true } });
    expect(on.body.data).toMatchObject({ active: true, disabledAt: null });
    expect((await earlySignup('enabled.code@liquify.test', 'founders99')).status).toBe(200);
  });

  it('answers 404 for an unknown code and 400 for a body without active', async () => {
    const missing = await t.inject({ method: 'PATCH', url: '/api/admin/billing/early-bird-codes/NOPE-NOPE', token: admin, payload: { active: false } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error: 'Early Bird code not found' });
    expect((await t.inject({ method: 'PATCH', url: '/api/admin/billing/early-bird-codes/FOUNDERS99', token: admin, payload: {} })).status).toBe(400);
  });
});

describe('Early Bird code limits (issue 21 item 10)', () => {
  const INVALID = 'Invalid Early Bird code. Please check your code and try again.';
  const addCode = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/admin/billing/early-bird-codes', token: admin, payload });
  const patch = (code: string, payload: Record<string, unknown>) => t.inject({ method: 'PATCH', url: `/api/admin/billing/early-bird-codes/${code}`, token: admin, payload });
  const verify = (code: string) => t.inject({ method: 'POST', url: '/api/plans/early-bird/verify', payload: { code }, headers: { 'x-forwarded-for': nextIp() } });

  it('takes a use as a checkout opens: a one-use code works once, then gets the invalid-code message', async () => {
    const added = await addCode({ code: 'ONE-USE-1', maxUses: 1 });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ code: 'ONE-USE-1', maxUses: 1, claimed: 0, uses: 0, expiresAt: null });
    expect((await earlySignup('first.one.use@liquify.test', 'one-use-1')).status).toBe(200);
    const second = await earlySignup('second.one.use@liquify.test', 'ONE-USE-1');
    expect(second.status).toBe(400);
    expect(second.body.error).toBe(INVALID);
    expect((await verify('one-use-1')).body.error).toBe(INVALID);
    expect((await codes()).find((c) => c.code === 'ONE-USE-1')).toMatchObject({ claimed: 1, maxUses: 1 });
  });

  it('refuses an expired code with the same message, and takes it again once the admin moves the expiry', async () => {
    expect((await addCode({ code: 'GONE-BY-NOW', expiresAt: new Date(Date.now() - 1000).toISOString() })).status).toBe(201);
    const refused = await earlySignup('expired.code@liquify.test', 'GONE-BY-NOW');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(INVALID);
    expect((await verify('gone-by-now')).body.error).toBe(INVALID);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const moved = await patch('GONE-BY-NOW', { expiresAt: later });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ message: 'Early Bird code limits updated', data: { expiresAt: later, active: true } });
    expect((await earlySignup('expired.code@liquify.test', 'GONE-BY-NOW')).status).toBe(200);
  });

  it('gives the last use to exactly one of concurrent checkouts', async () => {
    expect((await addCode({ code: 'LAST-ONE', maxUses: 3 })).status).toBe(201);
    expect((await earlySignup('last.zero@liquify.test', 'LAST-ONE')).status).toBe(200);
    expect((await earlySignup('last.one@liquify.test', 'LAST-ONE')).status).toBe(200);
    const racing = await Promise.all([1, 2, 3, 4].map((n) => earlySignup(`racer.${n}@liquify.test`, 'LAST-ONE')));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(racing.filter((r) => r.status === 400).every((r) => r.body.error === INVALID)).toBe(true);
    expect((await codes()).find((c) => c.code === 'LAST-ONE')).toMatchObject({ claimed: 3 });
  });

  it('counts the paid uses of a code stored before uses were counted, on the next start, then limits it', async () => {
    const { getModelToken } = await import('@nestjs/mongoose');
    const { EARLY_BIRD_CODE_MODEL } = await import('../src/plans/early-bird-code.schema');
    const { EarlyBirdCodesSeed } = await import('../src/plans/early-bird-codes.seed');
    expect((await addCode({ code: 'OLD-STYLE' })).status).toBe(201);
    const opened = await earlySignup('old.style@liquify.test', 'OLD-STYLE');
    expect((await pay(opened.body.data.id)).status).toBe(200);
    await waitFor(async () => ((await codes()).find((c) => c.code === 'OLD-STYLE')?.uses === 1 ? true : null), { timeout: 15_000 });
    // As stored before issue 21: no count, no limit fields.
    await t.app.get(getModelToken(EARLY_BIRD_CODE_MODEL)).updateOne({ _id: 'OLD-STYLE' }, { $unset: { claimed: 1, usesLeft: 1, maxUses: 1, expiresAt: 1 } });
    await t.app.get(EarlyBirdCodesSeed).run();
    expect((await codes()).find((c) => c.code === 'OLD-STYLE')).toMatchObject({ claimed: 1, uses: 1, maxUses: null });
    expect((await patch('OLD-STYLE', { maxUses: 1 })).body.data).toMatchObject({ claimed: 1, maxUses: 1 });
    expect((await earlySignup('old.style2@liquify.test', 'OLD-STYLE')).body.error).toBe(INVALID);
  });

  it('lets an admin raise, set on a seeded code, or lift a limit; refuses bad limits', async () => {
    const limited = await patch('LIQUIFY-EARLY', { maxUses: 1 });
    expect(limited.body.data).toMatchObject({ code: 'LIQUIFY-EARLY', maxUses: 1, source: 'config' });
    expect((await earlySignup('seeded.limit@liquify.test', 'LIQUIFY-EARLY')).status).toBe(200);
    expect((await earlySignup('seeded.limit2@liquify.test', 'LIQUIFY-EARLY')).status).toBe(400);
    expect((await patch('LIQUIFY-EARLY', { maxUses: 2 })).body.data).toMatchObject({ maxUses: 2, claimed: 1 });
    expect((await earlySignup('seeded.limit2@liquify.test', 'LIQUIFY-EARLY')).status).toBe(200);
    expect((await earlySignup('seeded.limit3@liquify.test', 'LIQUIFY-EARLY')).status).toBe(400);
    expect((await patch('LIQUIFY-EARLY', { maxUses: null })).body.data).toMatchObject({ maxUses: null });
    expect((await earlySignup('seeded.limit3@liquify.test', 'LIQUIFY-EARLY')).status).toBe(200);
    const bad = await patch('LIQUIFY-EARLY', { maxUses: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Max uses must be a whole number from 1 to 1,000,000, or empty for no limit');
    expect((await patch('NOPE-NOPE', { maxUses: 3 })).status).toBe(404);
  });
});

describe('GET /api/admin/billing/paid-signups', () => {
  it('lists the sign-up checkouts paid since a moment, newest first, and not the unpaid ones', async () => {
    const since = new Date().toISOString();
    const paid = await earlySignup('paid.one@liquify.test', 'LIQUIFY-EARLY');
    const unpaid = await earlySignup('unpaid.one@liquify.test', 'LIQUIFY-EARLY');
    expect(unpaid.status).toBe(200);
    expect((await pay(paid.body.data.id)).status).toBe(200);
    const answer = await waitFor(async () => {
      const res = await get(`/api/admin/billing/paid-signups?since=${encodeURIComponent(since)}`);
      return res.body.data?.count === 1 ? res : null;
    }, { timeout: 15_000 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      since,
      count: 1,
      signups: [expect.objectContaining({ sessionId: paid.body.data.id, email: 'paid.one@liquify.test', name: 'Early Customer', planSlug: 'early-bird', completedAt: expect.any(String) })],
    });
    const later = await get(`/api/admin/billing/paid-signups?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(later.body.data).toMatchObject({ count: 0, signups: [] });
  });

  it('answers 400 without a valid since', async () => {
    const res = await get('/api/admin/billing/paid-signups?since=yesterday');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'since must be an ISO date-time' });
  });
});

describe('GET /api/admin/billing/provider-status', () => {
  it('names the local checkout and the last provider event it delivered', async () => {
    const res = await get('/api/admin/billing/provider-status');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      provider: 'local',
      webhookConfigured: true,
      lastEvent: { id: expect.any(String), type: expect.any(String), source: 'local-provider', receivedAt: expect.any(String) },
    });
  });
});
