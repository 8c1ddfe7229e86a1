import { EARLY_DATA_MAX_AGE_MS, fetchEarly, forgetEarlyData, takeEarly } from './early-data';

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
});
