import { MAX_BATCH_HEARTBEAT_MS, withHeartbeats } from './batch-heartbeats';

describe('withHeartbeats: the group membership kept alive while a batch is handled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('heartbeats every interval while the work runs, and stops when it ends', async () => {
    let beats = 0;
    let finish!: (value: string) => void;
    const result = withHeartbeats(
      async () => void beats++,
      1000,
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    await jest.advanceTimersByTimeAsync(12_000); // one slow bulk write, longer than the session timeout
    expect(beats).toBe(12);
    finish('done');
    expect(await result).toBe('done');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(beats).toBe(12);
  });

  it("a failed heartbeat (a rebalance begun) does not fail the work; the work's failure is its own", async () => {
    const failing = () => Promise.reject(new Error('The group is rebalancing, so a rejoin is needed'));
    const ok = withHeartbeats(failing, 100, () => new Promise((resolve) => setTimeout(() => resolve('ok'), 350)));
    await jest.advanceTimersByTimeAsync(400);
    await expect(ok).resolves.toBe('ok');
    const broken = withHeartbeats(async () => undefined, 100, () => Promise.reject(new Error('bulk write failed')));
    await expect(broken).rejects.toThrow('bulk write failed');
  });

  it('stops heartbeating a batch that runs past the limit (5 minutes, as Kafka\'s max.poll.interval.ms): its member expires and its partitions move on', async () => {
    expect(MAX_BATCH_HEARTBEAT_MS).toBe(300_000);
    let beats = 0;
    void withHeartbeats(async () => void beats++, 1000, () => new Promise(() => undefined), 10_000); // never ends
    await jest.advanceTimersByTimeAsync(10_000);
    expect(beats).toBe(10);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(beats).toBe(10);
  });
});
