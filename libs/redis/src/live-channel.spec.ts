import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import { LiveChannel } from './live-channel';

/** A subscriber connection whose SUBSCRIBE answers when the test says, and that says 'ready' when told. */
function fakeRedis() {
  const subscriber = new EventEmitter() as EventEmitter & { subscribe: jest.Mock; quit: jest.Mock };
  const answers: Array<() => void> = [];
  subscriber.subscribe = jest.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
  subscriber.quit = jest.fn(async () => undefined);
  const redis = { duplicate: () => subscriber } as unknown as Redis;
  return { redis, subscriber, answers };
}

describe('a live channel', () => {
  it("subscribes once when ioredis says 'ready' while the first SUBSCRIBE is still waiting: one reset, one epoch", async () => {
    const { redis, subscriber, answers } = fakeRedis();
    const handlers = { message: jest.fn(), reset: jest.fn(), warn: jest.fn() };
    const channel = new LiveChannel(redis, 'test:channel', handlers);
    const started = channel.start();
    subscriber.emit('ready'); // the connection is up; start()'s SUBSCRIBE was queued before it
    expect(subscriber.subscribe).toHaveBeenCalledTimes(1);
    answers[0]();
    await started;
    expect(channel.live).toBe(true);
    expect(channel.epoch).toBe(1);
    expect(handlers.reset).toHaveBeenCalledTimes(1);
  });

  it('subscribes again after the connection dropped and came back', async () => {
    const { redis, subscriber, answers } = fakeRedis();
    const handlers = { message: jest.fn(), reset: jest.fn(), warn: jest.fn() };
    const channel = new LiveChannel(redis, 'test:channel', handlers);
    const started = channel.start();
    answers[0]();
    await started;
    subscriber.emit('close');
    expect(channel.live).toBe(false);
    subscriber.emit('ready');
    expect(subscriber.subscribe).toHaveBeenCalledTimes(2);
    answers[1]();
    await new Promise((resolve) => setImmediate(resolve));
    expect(channel.live).toBe(true);
    expect(channel.epoch).toBe(3); // up, down, up again
  });
});
