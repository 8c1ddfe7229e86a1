import { startTestService, TestService, uniqueName } from '@liquify/testing';
import { service } from '../src/service';
import { SubscriptionsService } from '../src/subscriptions/subscriptions.service';

jest.setTimeout(120_000);

/** Two identity replicas: the subscription expiry check runs once per interval across both, not once per pod. */
describe('the subscription expiry job with two replicas', () => {
  let replicas: TestService<any>[] = [];

  beforeAll(async () => {
    const run = uniqueName('identity-expiry-replicas');
    replicas = [];
    // One after the other, as a rollout starts pods: the second starts a moment after the first.
    for (let i = 0; i < 2; i++) replicas.push(await startTestService(service, { run, env: { SUBSCRIPTION_EXPIRY_CHECK_MS: '300' } }));
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
  });

  it('scans once per interval', async () => {
    const scans: number[] = [];
    for (const r of replicas) {
      const subscriptions = r.app.get(SubscriptionsService);
      const original = subscriptions.expireEndedCancellations.bind(subscriptions);
      jest.spyOn(subscriptions, 'expireEndedCancellations').mockImplementation((now?: Date) => {
        scans.push(Date.now());
        return original(now);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // Each pod ticking every 300 ms would scan ~20 times in 3 s; once per interval is ~10.
    expect(scans.length).toBeGreaterThanOrEqual(6);
    expect(scans.length).toBeLessThanOrEqual(13);
    for (let i = 1; i < scans.length; i++) expect(scans[i] - scans[i - 1]).toBeGreaterThanOrEqual(200); // the hold is 270 ms; timers run late on a busy machine
  });
});
