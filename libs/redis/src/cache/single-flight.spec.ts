import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  const later = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (err: Error) => void;
    const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
    return { promise, resolve, reject };
  };

  it('runs one work per key while it is under way, then anew', async () => {
    const flights = new SingleFlight<number>();
    let runs = 0;
    const gate = later<number>();
    const work = () => (runs++, gate.promise);
    const asked = [flights.run('a', work), flights.run('a', work), flights.run('a', work)];
    gate.resolve(7);
    expect(await Promise.all(asked)).toEqual([7, 7, 7]);
    expect(runs).toBe(1);
    await flights.run('a', async () => (runs++, 8));
    expect(runs).toBe(2);
  });

  it('keeps keys apart, and forgets a failed work so the next caller tries again', async () => {
    const flights = new SingleFlight<string>();
    const failing = later<string>();
    const a = flights.run('a', () => failing.promise);
    expect(await flights.run('b', async () => 'b')).toBe('b');
    failing.reject(new Error('down'));
    await expect(a).rejects.toThrow('down');
    expect(await flights.run('a', async () => 'again')).toBe('again');
  });

  it('after forget, callers start anew, and the superseded work ending does not forget its successor', async () => {
    const flights = new SingleFlight<string>();
    const first = later<string>();
    const second = later<string>();
    const old = flights.run('k', () => first.promise);
    flights.forget('k');
    const next = flights.run('k', () => second.promise);
    first.resolve('old');
    await old;
    let started = false;
    const joined = flights.run('k', async () => ((started = true), 'third'));
    second.resolve('new');
    expect(await next).toBe('new');
    expect(await joined).toBe('new');
    expect(started).toBe(false);
  });
});
