import { waitFor } from './wait-for';

describe('waitFor', () => {
  it('resolves with the first value that is not false, null or undefined', async () => {
    const answers = [undefined, null, false, 0, 7];
    let calls = 0;
    await expect(waitFor(() => answers[calls++], { interval: 1 })).resolves.toBe(0);
    expect(calls).toBe(4);
  });

  it('keeps trying while the probe throws, so jest assertions can be retried', async () => {
    let calls = 0;
    const value = await waitFor(
      () => {
        calls += 1;
        expect(calls).toBeGreaterThanOrEqual(3);
        return 'done';
      },
      { interval: 1 },
    );
    expect(value).toBe('done');
    expect(calls).toBe(3);
  });

  it('awaits async probes and never runs two attempts at once', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let calls = 0;
    await waitFor(
      async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        return ++calls === 4;
      },
      { interval: 0 },
    );
    expect(maxInFlight).toBe(1);
  });

  it('rejects after the timeout, naming what it waited for and the last error', async () => {
    const started = Date.now();
    const failure = waitFor(
      () => {
        throw new Error('read model still empty');
      },
      { timeout: 120, interval: 10, message: 'plan to reach library' },
    );
    await expect(failure).rejects.toThrow(/timed out after 120 ms \(\d+ attempts\): plan to reach library; last error: read model still empty/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('tries at least once even with a zero timeout', async () => {
    await expect(waitFor(() => 'now', { timeout: 0 })).resolves.toBe('now');
  });
});
