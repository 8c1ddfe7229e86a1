import { RedisLocks } from '@liquify/redis';
import { startTestService, TestService, uniqueName } from '@liquify/testing';
import { BillingConfig } from '../src/config';
import { EARLY_BIRD_CODE_LOCK } from '../src/plans/early-bird-codes.repository';
import { service } from '../src/service';
import { WEBHOOK_SECRET } from './support/billing-test-app';

jest.setTimeout(120_000);

/**
 * Early Bird code claims hold the code's document lock, as every other billing write of an existing document
 * does: on FerretDB 1.24 two replicas' conditional `$inc` of the last use are not isolated (both can match), and
 * a claim landing with an admin's change can write the code back without it.
 */
describe('Early Bird claims across two replicas', () => {
  const INVALID = 'Invalid Early Bird code. Please check your code and try again.';
  let replicas: TestService<BillingConfig>[] = [];
  let admin: string;
  let ip = 0;
  const nextIp = () => `10.7.${Math.floor(++ip / 200)}.${ip % 200}`;
  const signup = (replica: TestService<BillingConfig>, email: string, earlyBirdCode: string) =>
    replica.http('POST', '/api/stripe/create-temp-checkout-session', {
      body: { planId: 'early-bird', userEmail: email, userName: 'Early Customer', password: 'Sup3r-Secret-Passw0rd!', earlyBirdCode },
      headers: { 'x-forwarded-for': nextIp() },
    });
  const addCode = (code: string, maxUses: number | null) => replicas[0].http('POST', '/api/admin/billing/early-bird-codes', { token: admin, body: { code, maxUses } });
  const stored = (code: string) => replicas[0].db.collection<{ _id: string; claimed: number; usesLeft: number; active: boolean }>('early_bird_codes').findOne({ _id: code });

  beforeAll(async () => {
    const run = uniqueName('billing-early-bird-claims');
    replicas = await Promise.all([0, 1].map(() => startTestService(service, { run, env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'http://liquify.test' } })));
    admin = replicas[0].token({ role: 'admin', email: 'admin@liquify.test' });
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
  });

  it('gives exactly the limit of uses to concurrent checkouts on both replicas; the others get the invalid-code message (400)', async () => {
    expect((await addCode('RACE-THREE', 3)).status).toBe(201);
    const racing = await Promise.all(Array.from({ length: 12 }, (_, n) => signup(replicas[n % 2], `racer.${n}@liquify.test`, 'race-three')));
    const won = racing.filter((r) => r.status === 200);
    const refused = racing.filter((r) => r.status !== 200);
    expect(won).toHaveLength(3);
    expect(refused.map((r) => r.status)).toEqual(Array(9).fill(400));
    expect(refused.every((r) => r.body.error === INVALID && r.body.code === 'EARLY_BIRD_CODE_INVALID')).toBe(true);
    expect(await stored('RACE-THREE')).toMatchObject({ claimed: 3, usesLeft: 0 });
  });

  it("waits for the code's lock: a claim never lands while another writer of the code holds it", async () => {
    expect((await addCode('HELD-CODE', 5)).status).toBe(201);
    let claim!: ReturnType<typeof signup>;
    await replicas[1].app.get(RedisLocks).documents(EARLY_BIRD_CODE_LOCK)('HELD-CODE', async () => {
      claim = signup(replicas[0], 'held.code@liquify.test', 'HELD-CODE');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await stored('HELD-CODE')).toMatchObject({ claimed: 0, usesLeft: 5 });
      // The holder's own write (an admin disabling the code) is what the waiting claim must see.
      await replicas[1].db.collection('early_bird_codes').updateOne({ _id: 'HELD-CODE' as never }, { $set: { active: false, disabledAt: new Date() } });
    });
    const answer = await claim;
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(INVALID);
    expect(await stored('HELD-CODE')).toMatchObject({ claimed: 0, usesLeft: 5, active: false });
  });
});
