import { DonePrefix, keyLanes, runLanes } from './key-lanes';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('keyLanes: one lane per message key', () => {
  it("groups each key's messages in their order, lanes in the order their key first comes", () => {
    expect(keyLanes(['a', 'b', 'a', 'c', 'b', 'a'])).toEqual([[0, 2, 5], [1, 4], [3]]);
  });

  it('puts every message without a key in one lane, in order', () => {
    expect(keyLanes([null, 'a', undefined, null])).toEqual([[0, 2, 3], [1]]);
  });

  it('does not mistake a key spelled like the no-key lane for it', () => {
    expect(keyLanes(['\u0000no key', null])).toEqual([[0], [1]]);
  });

  it('answers no lane for an empty batch', () => {
    expect(keyLanes([])).toEqual([]);
  });
});

describe('runLanes', () => {
  it('runs at most `concurrency` items at once, every lane in its own order', async () => {
    const lanes = [[0, 1, 2], [3, 4], [5], [6, 7, 8, 9], [10]];
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await runLanes(lanes, 2, async (item) => {
      running++;
      most = Math.max(most, running);
      await tick();
      order.push(item);
      running--;
    });
    expect(most).toBe(2);
    expect(order.slice().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const lane of lanes) expect(order.filter((item) => lane.includes(item))).toEqual(lane);
  });

  it('with concurrency 1 is the batch in lane order, one at a time', async () => {
    const order: number[] = [];
    await runLanes([[0, 2], [1]], 1, async (item) => void order.push(item));
    expect(order).toEqual([0, 2, 1]);
  });

  it('after a failure starts nothing more, lets the running items finish, then throws the first failure', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const run = runLanes([[0, 1], [2, 3], [4]], 2, async (item) => {
      started.push(item);
      if (item === 0) throw new Error('broke on 0');
      await tick();
      finished.push(item);
    });
    await expect(run).rejects.toThrow('broke on 0');
    expect(started).toEqual([0, 2]);
    expect(finished).toEqual([2]);
  });

  it('stops every lane before its next item once told to', async () => {
    let stop = false;
    const done: number[] = [];
    await runLanes([[0, 1, 2], [3, 4]], 2, async (item) => {
      done.push(item);
      if (item === 3) stop = true;
    }, () => stop);
    expect(done).toEqual([0, 3]);
  });

  it('does nothing for no lanes', async () => {
    await expect(runLanes([], 8, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});

describe('DonePrefix: offsets resolved only up to the first unfinished message', () => {
  it('resolves each index once, in order, when it and all before it are finished', () => {
    const resolved: number[] = [];
    const prefix = new DonePrefix(5, (index) => resolved.push(index));
    prefix.finish(2);
    prefix.finish(1);
    expect(resolved).toEqual([]);
    prefix.finish(0);
    expect(resolved).toEqual([0, 1, 2]);
    prefix.finish(4);
    expect(resolved).toEqual([0, 1, 2]);
    prefix.finish(3);
    expect(resolved).toEqual([0, 1, 2, 3, 4]);
  });
});
