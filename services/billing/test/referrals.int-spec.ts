import { CheckoutCompleted, DEFAULT_SUBSCRIPTION_FEATURES, REFERRAL_MESSAGES, referralCodeOf, UserRegistered } from '@liquify/contracts';
import { waitFor } from '@liquify/testing';
import { BillingTestApp, newObjectId, startBilling, TopicCollector } from './support/billing-test-app';

jest.setTimeout(120_000);

let t: BillingTestApp;
let events: TopicCollector;
const card = { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: String((new Date().getFullYear() + 3) % 100), cvc: '123', name: 'Ada Lovelace' };

beforeAll(async () => {
  t = await startBilling('billing-referrals');
  events = await t.collect([CheckoutCompleted]);
});
afterAll(async () => t?.close());

interface Person {
  id: string;
  email: string;
  token: string;
  code: string;
}

async function register(name: string, referralCode?: string): Promise<Person> {
  const id = newObjectId();
  const email = `${name}.${id.slice(-6)}@liquify.test`;
  await t.publish(UserRegistered, {
    userId: id,
    email,
    name,
    role: 'user',
    subscription: { plan: 'free', status: 'active', features: DEFAULT_SUBSCRIPTION_FEATURES, currentPeriodEnd: null },
    createdAt: new Date().toISOString(),
    ...(referralCode ? { referralCode } : {}),
  });
  return { id, email, token: t.tokenFor({ id, email, name }), code: referralCodeOf(id)! };
}

const summary = async (p: Person) => (await t.inject({ method: 'GET', url: '/api/referrals/me', token: p.token })).body.data;
const checkout = (p: Person, payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', token: p.token, payload });
const page = async (sessionId: string) => (await t.inject({ method: 'GET', url: `/api/stripe/local-checkout/${sessionId}` })).text;
const pay = async (sessionId: string) => {
  expect((await t.inject({ method: 'POST', url: `/api/stripe/local-checkout/${sessionId}/pay`, payload: card })).status).toBe(200);
  await events.waitFor(CheckoutCompleted, (d) => d.sessionId === sessionId);
};
const payments = async (p: Person) => (await t.inject({ method: 'GET', url: '/api/stripe/billing-details', token: p.token })).body.data.payments as { amount: number; planName: string }[];
/** Waits until billing's read model knows the account (its UserRegistered was consumed). */
const known = (p: Person) => waitFor(async () => ((await summary(p))?.code === p.code ? true : null), { timeout: 15_000 });
const knownOwner = (p: Person) =>
  waitFor(async () => ((await t.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', token: p.token, payload: { planId: 'pro', referralCode: p.code } })).body?.code === 'REFERRAL_SELF' ? true : null), { timeout: 15_000 });

describe('referrals: a friend pays 5% less on the first paid checkout', () => {
  it('answers the referrer their code and zero friends, and 401 without a session', async () => {
    const referrer = await register('zero');
    await known(referrer);
    expect(await summary(referrer)).toEqual({ code: referrer.code, discountPercent: 5, friendsJoined: 0, friendsPaid: 0 });
    expect((await t.inject({ method: 'GET', url: '/api/referrals/me' })).status).toBe(401);
  });

  it('links a sign-up with ?ref=, discounts its first paid checkout once, and counts it for the referrer', async () => {
    const referrer = await register('referrer');
    await knownOwner(referrer);
    const friend = await register('friend', referrer.code.toLowerCase());
    await waitFor(async () => ((await summary(referrer)).friendsJoined === 1 ? true : null), { timeout: 15_000 });
    expect(await summary(referrer)).toMatchObject({ friendsJoined: 1, friendsPaid: 0 });

    // first paid checkout, no code typed: the code the friend signed up with applies
    const first = await checkout(friend, { planId: 'pro' });
    expect(first.status).toBe(200);
    const html = await page(first.body.data.id);
    expect(html).toContain('$27.55');
    expect(html).toContain('Referral discount (5%)');
    expect(html).toContain('Pay $27.55');
    await pay(first.body.data.id);
    expect(await payments(friend)).toEqual([expect.objectContaining({ planName: 'Pro', amount: 27.55 })]);
    expect(await summary(referrer)).toMatchObject({ friendsJoined: 1, friendsPaid: 1 });

    // one use per friend: typing the code again is refused, and the next paid checkout is full price
    const again = await checkout(friend, { planId: 'early-bird', earlyBirdCode: 'LIQUIFY-EARLY', referralCode: referrer.code });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'REFERRAL_USED', error: REFERRAL_MESSAGES.used });
    const second = await checkout(friend, { planId: 'early-bird', earlyBirdCode: 'LIQUIFY-EARLY' });
    expect(second.status).toBe(200);
    const secondPage = await page(second.body.data.id);
    expect(secondPage).toContain('$99.00');
    expect(secondPage).not.toContain('Referral discount');
    await pay(second.body.data.id);
    expect((await payments(friend)).map((p) => p.amount).sort()).toEqual([27.55, 99]);
    expect(await summary(referrer)).toMatchObject({ friendsJoined: 1, friendsPaid: 1 });
  });

  it('discounts a code typed at an upgrade checkout', async () => {
    const referrer = await register('typed-referrer');
    await knownOwner(referrer);
    const friend = await register('typed-friend');
    await known(friend);
    const res = await checkout(friend, { planId: 'enterprise', referralCode: ` ${referrer.code.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(await page(res.body.data.id)).toContain('$94.05');
  });

  it('discounts a paid sign-up that carries the code, and counts the friend as joined and paid', async () => {
    const referrer = await register('signup-referrer');
    await knownOwner(referrer);
    const email = `paid.${newObjectId().slice(-6)}@liquify.test`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/stripe/create-temp-checkout-session',
      payload: { planId: 'pro', userEmail: email, userName: 'Paid Friend', password: 'Sup3r-Secret-Passw0rd!', referralCode: referrer.code },
      headers: { 'x-forwarded-for': '10.9.0.1' },
    });
    expect(res.status).toBe(200);
    expect(await page(res.body.data.id)).toContain('Pay $27.55');
    await pay(res.body.data.id);
    expect(await summary(referrer)).toMatchObject({ friendsJoined: 1, friendsPaid: 1 });
  });

  it("counts a friend whose sign-up is consumed before the referrer's own, and discounts once the referrer is known", async () => {
    const referrerId = newObjectId();
    const code = referralCodeOf(referrerId)!;
    const friend = await register('early-friend', code);
    const referrer: Person = { id: referrerId, email: `late.referrer.${referrerId.slice(-6)}@liquify.test`, token: t.tokenFor({ id: referrerId, email: `late.referrer.${referrerId.slice(-6)}@liquify.test` }), code };
    await waitFor(async () => ((await summary(referrer)).friendsJoined === 1 ? true : null), { timeout: 15_000 });
    await t.publish(UserRegistered, {
      userId: referrerId,
      email: referrer.email,
      name: 'Late Referrer',
      role: 'user',
      subscription: { plan: 'free', status: 'active', features: DEFAULT_SUBSCRIPTION_FEATURES, currentPeriodEnd: null },
      createdAt: new Date().toISOString(),
    });
    await knownOwner(referrer);
    const res = await checkout(friend, { planId: 'pro' });
    expect(await page(res.body.data.id)).toContain('Pay $27.55');
  });

  it('refuses unknown codes, malformed codes and one\'s own code with clear messages', async () => {
    const user = await register('self');
    await knownOwner(user);
    const own = await checkout(user, { planId: 'pro', referralCode: user.code });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ code: 'REFERRAL_SELF', error: REFERRAL_MESSAGES.self });
    const unknown = await checkout(user, { planId: 'pro', referralCode: 'ZZZZ0000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'REFERRAL_CODE_UNKNOWN', error: REFERRAL_MESSAGES.unknown });
    const malformed = await checkout(user, { planId: 'pro', referralCode: 'abc-<script>' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(REFERRAL_MESSAGES.invalid);
  });

  it('does not link a sign-up that names its own e-mail\'s code or an unknown code', async () => {
    const referrer = await register('lonely');
    await knownOwner(referrer);
    await register('stranger', 'NOSUCH00');
    const friend = await register('late', referrer.code);
    await waitFor(async () => ((await summary(referrer)).friendsJoined === 1 ? true : null), { timeout: 15_000 });
    // the unknown code linked nobody; a sign-up replayed does not count twice
    await t.publish(UserRegistered, {
      userId: friend.id,
      email: friend.email,
      name: 'late',
      role: 'user',
      subscription: { plan: 'free', status: 'active', features: DEFAULT_SUBSCRIPTION_FEATURES, currentPeriodEnd: null },
      createdAt: new Date().toISOString(),
      referralCode: referrer.code,
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await summary(referrer)).friendsJoined).toBe(1);
  });
});
