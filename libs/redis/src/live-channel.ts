import type Redis from 'ioredis';

export interface LiveChannelHandlers {
  message(message: string): void;
  /** Called whenever what was heard may be incomplete: at every (re)subscription and loss of it. */
  reset(): void;
  warn(message: string): void;
}

/**
 * A pub/sub subscription that knows whether it is live. Whatever a process keeps because of what it hears
 * is valid only while the subscription is live: a (re)subscription or a loss of it calls reset() (messages
 * may have been missed meanwhile) and moves `epoch` on, so work begun before cannot store its result after.
 */
export class LiveChannel {
  private subscriber?: Redis;
  private isLive = false;
  private epochValue = 0;

  constructor(
    private readonly redis: Redis,
    /** The full channel name: ioredis does not prefix channels, so the key prefix is added by the caller. */
    readonly channel: string,
    private readonly handlers: LiveChannelHandlers,
  ) {}

  /** Subscribes; until this resolves (and whenever the subscription drops) `live` is false. Never throws. */
  async start(): Promise<void> {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => this.handlers.message(message));
    subscriber.on('close', () => this.goOffline());
    subscriber.on('end', () => this.goOffline());
    subscriber.on('error', (err: Error) => this.handlers.warn(`subscriber of ${this.channel}: ${err.message}`));
    // ioredis re-subscribes by itself after a reconnect; go live again once it has.
    subscriber.on('ready', () => {
      if (!this.isLive && this.subscriber === subscriber) void this.subscribe(subscriber);
    });
    await this.subscribe(subscriber);
  }

  async stop(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    this.goOffline();
    if (!subscriber) return;
    try {
      await subscriber.quit();
    } catch {
      subscriber.disconnect();
    }
  }

  get live(): boolean {
    return this.isLive;
  }

  /** Moves on at every (re)subscription and loss of it. */
  get epoch(): number {
    return this.epochValue;
  }

  /**
   * One subscription attempt at a time: ioredis' 'ready' comes while start()'s own attempt is still queued, and a
   * second attempt completing after the first moved the epoch on and emptied the caches just filled (a read made
   * in between was not kept: user-access.int-spec, once, in a fresh-clone CI run).
   */
  private subscribe(subscriber: Redis): Promise<void> {
    this.subscribing ??= this.subscribeOnce(subscriber).finally(() => {
      this.subscribing = undefined;
    });
    return this.subscribing;
  }

  private subscribing?: Promise<void>;

  private async subscribeOnce(subscriber: Redis) {
    try {
      await subscriber.subscribe(this.channel);
      if (this.subscriber !== subscriber) return;
      this.handlers.reset();
      this.epochValue++;
      this.isLive = true;
    } catch (err) {
      this.handlers.warn(`${this.channel} not heard until Redis answers: ${(err as Error).message}`);
    }
  }

  private goOffline() {
    if (this.isLive) this.epochValue++;
    this.isLive = false;
    this.handlers.reset();
  }
}
