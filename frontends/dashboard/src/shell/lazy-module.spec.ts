import { lazyModule } from './lazy-module';

describe('lazyModule (code fetched on its own)', () => {
  it('fetches once, tells its listeners when it is here, and tries again after a failed fetch', async () => {
    let calls = 0;
    const lazy = lazyModule(async () => {
      calls += 1;
      if (calls === 1) throw new Error('ChunkLoadError');
      return { value: 42 };
    });
    const heard = jest.fn();
    const stop = lazy.subscribe(heard);
    await expect(lazy.load()).rejects.toThrow('ChunkLoadError');
    expect(lazy.current()).toBeUndefined();
    expect(heard).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(2);
    expect(lazy.current()).toEqual({ value: 42 });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    lazy.forget();
    expect(lazy.current()).toBeUndefined();
  });
});
