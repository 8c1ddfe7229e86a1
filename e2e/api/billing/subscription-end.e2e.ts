/**
 * Ending a paid plan through the gateway (issue 24 item 1): an upgrade paid on the offline provider's page,
 * then GET /api/stripe/subscription (period end, whether it ends, what locks), the soft downgrade (the
 * subscription ends at the period end; the paid plan stays until then), its Resume, and the refusals.
 */
import { api, poll, registerUser, Session } from '../support';

const card = { cardNumber: '4242 4242 4242 4242', expMonth: '11', expYear: String((new Date().getFullYear() + 4) % 100), cvc: '424', name: 'E2E Owner' };

let owner: Session;

beforeAll(async () => {
  owner = await registerUser();
  const checkout = await api('/api/stripe/create-checkout-session', { token: owner.token, body: { planId: 'pro' } });
  expect(checkout.status).toBe(200);
  expect((await api(`/api/stripe/local-checkout/${checkout.body.data.id}/pay`, { body: card })).status).toBe(200);
  await poll(async () => (await api('/api/plans/user/current', { token: owner.token })).body?.data?.slug === 'pro');
});

describe('the end of a paid subscription (issue 24 item 1)', () => {
  it('needs a signed-in user', async () => {
    expect((await api('/api/stripe/subscription')).status).toBe(401);
    expect((await api('/api/stripe/resume-subscription', { method: 'POST' })).status).toBe(401);
  });

  it('answers the running subscription and what the free plan would lock', async () => {
    const res = await api('/api/stripe/subscription', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ planSlug: 'pro', planName: 'Pro', cancelAtPeriodEnd: false, freePlanName: 'Free' });
    expect(Date.parse(res.body.data.currentPeriodEnd)).toBeGreaterThan(Date.now());
    expect(res.body.data.lockedModules.length + res.body.data.lockedSections.length).toBeGreaterThan(0);
  });

  it('has nothing to resume before a downgrade', async () => {
    const res = await api('/api/stripe/resume-subscription', { method: 'POST', token: owner.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'NOTHING_TO_RESUME' });
  });

  it('schedules the downgrade at the period end: the plan stays Pro, a second downgrade is refused', async () => {
    const res = await api('/api/stripe/downgrade-to-free', { method: 'POST', token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ canceledSubscriptions: 1, effectiveAt: expect.any(String) });
    expect((await api('/api/stripe/subscription', { token: owner.token })).body.data.cancelAtPeriodEnd).toBe(true);
    expect((await api('/api/plans/user/current', { token: owner.token })).body.data).toMatchObject({ slug: 'pro', subscriptionStatus: 'active' });
    // Identity keeps the paid plan until the period end, marked as ending.
    await poll(async () => (await api('/api/auth/me', { token: owner.token })).body?.data?.user?.subscription?.cancelAtPeriodEnd === true);
    const again = await api('/api/stripe/downgrade-to-free', { method: 'POST', token: owner.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SUBSCRIPTION_ALREADY_ENDING');
  });

  it('resumes: the subscription renews again and stays on Pro', async () => {
    const res = await api('/api/stripe/resume-subscription', { method: 'POST', token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Your Pro subscription continues. It renews at the end of the current period.', data: { resumedSubscriptions: 1 } });
    expect((await api('/api/stripe/subscription', { token: owner.token })).body.data.cancelAtPeriodEnd).toBe(false);
    // Identity no longer expects the end: nothing moves the user to Free when the period ends.
    await poll(async () => (await api('/api/auth/me', { token: owner.token })).body?.data?.user?.subscription?.cancelAtPeriodEnd === false);
    expect((await api('/api/plans/user/current', { token: owner.token })).body.data.slug).toBe('pro');
  });
});
