import { randomBytes } from 'node:crypto';
import { api, loginAs, poll, registerUser, uniqueEmail, type Session } from '../support';

/**
 * Issue 24 item 11: "friends get 5% off" is true. A friend who signs up with ?ref=CODE pays 5% less on the first
 * paid checkout, full price afterwards; one's own code is refused; the referrer sees friends joined and paid.
 */

const futureYear = String((new Date().getFullYear() + 4) % 100);
const card = { cardNumber: '4242 4242 4242 4242', expMonth: '11', expYear: futureYear, cvc: '424', name: 'E2E Friend' };
const pathOf = (url: string) => new URL(url).pathname;
const codeOf = (s: Session) => s.user._id.slice(-8).toUpperCase();
const summary = async (s: Session) => (await api('/api/referrals/me', { token: s.token })).body.data;
const payments = async (s: Session) => (await api('/api/stripe/billing-details', { token: s.token })).body.data.payments as { amount: number }[];

/** Opens the checkout, checks the hosted page shows `price`, pays, and waits for billing to record it. */
async function checkoutAndPay(friend: Session, body: Record<string, unknown>, price: string): Promise<void> {
  const res = await api('/api/stripe/create-checkout-session', { token: friend.token, body });
  expect(res.status).toBe(200);
  const page = await api(pathOf(res.body.data.url));
  expect(page.text).toContain(`Pay ${price}`);
  expect((await api(`${pathOf(res.body.data.url)}/pay`, { body: card })).status).toBe(200);
  await poll(async () => (await api('/api/stripe/verify-payment', { body: { sessionId: res.body.data.id } })).status === 200);
}

describe('referrals through the gateway', () => {
  let referrer: Session;

  beforeAll(async () => {
    referrer = await registerUser({ email: uniqueEmail('referrer') });
    // billing knows the referrer's account (identity's event consumed) once its own code is refused as its own
    // (every 3 s: checkouts are rate limited to 20 a minute per user)
    for (let attempt = 0; ; attempt++) {
      const res = await api('/api/stripe/create-checkout-session', { token: referrer.token, body: { planId: 'pro', referralCode: codeOf(referrer) } });
      if (res.body?.code === 'REFERRAL_SELF') break;
      if (attempt >= 15) throw new Error(`billing never knew the referrer: ${res.status} ${res.text}`);
      await new Promise((r) => setTimeout(r, 3000));
    }
  }, 60_000);

  it("answers the signed-in user's code and figures, and 401 to anonymous callers", async () => {
    expect((await api('/api/referrals/me')).status).toBe(401);
    await poll(async () => (await summary(referrer))?.code === codeOf(referrer));
    expect(await summary(referrer)).toEqual({ code: codeOf(referrer), discountPercent: 5, friendsJoined: 0, friendsPaid: 0 });
  });

  it('a friend signed up with ?ref= pays 5% less on the first paid checkout, then full price; the referrer sees it', async () => {
    const friend = await registerUser({ email: uniqueEmail('friend'), referralCode: codeOf(referrer).toLowerCase() });
    await poll(async () => (await summary(referrer)).friendsJoined === 1);
    expect((await summary(referrer)).friendsPaid).toBe(0);

    await checkoutAndPay(friend, { planId: 'pro' }, '$27.55');
    await poll(async () => (await payments(friend)).some((p) => p.amount === 27.55));
    expect(await summary(referrer)).toMatchObject({ friendsJoined: 1, friendsPaid: 1 });

    // one use per friend: the code again is refused, and the next paid checkout (lifetime access) is full price
    const admin = await loginAs('admin');
    const earlyBirdCode = `REF-${randomBytes(3).toString('hex')}`.toUpperCase();
    expect((await api('/api/admin/billing/early-bird-codes', { token: admin.token, body: { code: earlyBirdCode } })).status).toBe(201);
    const again = await api('/api/stripe/create-checkout-session', { token: friend.token, body: { planId: 'early-bird', earlyBirdCode, referralCode: codeOf(referrer) } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: 'You have already used a referral discount.' });
    await checkoutAndPay(friend, { planId: 'early-bird', earlyBirdCode }, '$99.00');
    await poll(async () => (await payments(friend)).length === 2);
    expect((await payments(friend)).map((p) => p.amount).sort()).toEqual([27.55, 99]);
    expect(await summary(referrer)).toMatchObject({ friendsJoined: 1, friendsPaid: 1 });
  });

  it("refuses one's own code and an unknown code with their messages", async () => {
    const own = await api('/api/stripe/create-checkout-session', { token: referrer.token, body: { planId: 'pro', referralCode: codeOf(referrer) } });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ success: false, error: 'You cannot use your own referral code.' });
    const unknown = await api('/api/stripe/create-checkout-session', { token: referrer.token, body: { planId: 'pro', referralCode: 'NOPE0000' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown referral code. Please check the code and try again.');
    const malformed = await api('/api/auth/register', { body: { name: 'Bad Ref', email: uniqueEmail('badref'), password: 'Passw0rd!long', plan: 'free', referralCode: '<b>' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Referral codes contain only letters and digits.');
  });

  it('a paid sign-up that carries the code pays 5% less', async () => {
    const res = await api('/api/stripe/create-temp-checkout-session', {
      body: { planId: 'pro', userEmail: uniqueEmail('paidfriend'), userName: 'Paid Friend', password: 'Passw0rd!long', referralCode: codeOf(referrer) },
    });
    expect(res.status).toBe(200);
    expect((await api(pathOf(res.body.data.url))).text).toContain('Referral discount (5%)');
  });
});
