import { arrivedEarlyData, EARLY_DATA_MAX_AGE_MS, fetchEarly, forgetEarlyData, takeArrivedEarly, takeEarly } from './early-data';

afterEach(forgetEarlyData);

describe('early data (requests started before their page renders)', () => {
  it('hands the started request to the first query that asks, once', async () => {
    const fetcher = jest.fn(async () => 'modules');
    fetchEarly(['catalogue', 'modules'], fetcher, 1000);
    fetchEarly(['catalogue', 'modules'], fetcher, 1001);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(takeEarly(['catalogue', 'modules'], 1500)).resolves.toBe('modules');
    expect(takeEarly(['catalogue', 'modules'], 1600)).toBeUndefined();
    expect(takeEarly(['plan', 'current'], 1600)).toBeUndefined();
  });

  it('drops a request older than the allowed age: the query fetches afresh', () => {
    fetchEarly(['plan', 'current'], async () => 'old', 0);
    expect(takeEarly(['plan', 'current'], EARLY_DATA_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('passes a failure to the query that takes it, and a request nobody takes never rejects unhandled', async () => {
    fetchEarly(['plan', 'current'], () => Promise.reject(new Error('Authentication expired')), 0);
    await expect(takeEarly(['plan', 'current'], 1)).rejects.toThrow('Authentication expired');
    fetchEarly(['stores'], () => Promise.reject(new Error('offline')), 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('gives an answer that has arrived, once, for a query to start with; nothing while it is on its way, after a failure, or too old', async () => {
    let answer: (value: string) => void = () => undefined;
    const plan = fetchEarly(['plan', 'current'], () => new Promise<string>((resolve) => (answer = resolve)), 1000);
    expect(takeArrivedEarly(['plan', 'current'], 1100)).toBeUndefined();
    answer('pro');
    await plan;
    expect(takeArrivedEarly(['plan', 'current'], 1200)).toEqual({ value: 'pro', at: 1000 });
    expect(takeArrivedEarly(['plan', 'current'], 1300)).toBeUndefined();
    expect(takeEarly(['plan', 'current'], 1300)).toBeUndefined();

    const failed = fetchEarly(['stores'], () => Promise.reject(new Error('offline')), 1000);
    await failed.catch(() => undefined);
    expect(takeArrivedEarly(['stores'], 1100)).toBeUndefined();
    await expect(takeEarly(['stores'], 1100)).rejects.toThrow('offline');

    await fetchEarly(['catalogue', 'modules'], async () => 'old', 0);
    expect(takeArrivedEarly(['catalogue', 'modules'], EARLY_DATA_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('makes the initial data of a query (and its time) from an answer that has arrived', async () => {
    await fetchEarly(['catalogue', 'modules'], async () => ['m1'], 5000);
    const options = arrivedEarlyData<string[]>(['catalogue', 'modules'], () => 5100);
    expect(options.initialData()).toEqual(['m1']);
    expect(options.initialDataUpdatedAt()).toBe(5000);
    const none = arrivedEarlyData<string>(['plan', 'current'], () => 5100);
    expect(none.initialData()).toBeUndefined();
    expect(none.initialDataUpdatedAt()).toBeUndefined();
  });
});
