/**
 * A fetched batch processed one lane per message key: each key's events in their order, several keys at once.
 * Kafka orders events only within a key (the aggregate's id; another key may sit in another partition, read by
 * another worker or replica), so no handler can rely on the order of two keys, and a backlog of many aggregates
 * (200 sign-ups, the adds held by a broker outage) need not wait one event at a time: each event costs a few
 * database round trips, mostly waiting. Messages without a key share one lane, in order. Pure:
 * key-lanes.spec.ts.
 */
export function keyLanes(keys: ReadonlyArray<string | null | undefined>): number[][] {
  const lanes = new Map<string, number[]>();
  keys.forEach((key, index) => {
    const lane = key == null ? '\u0000no key' : `k:${key}`;
    const list = lanes.get(lane);
    if (list) list.push(index);
    else lanes.set(lane, [index]);
  });
  return [...lanes.values()];
}

/**
 * How many lanes of one batch run at once unless set (KafkaEventServerOptions.keyConcurrency, KAFKA_KEY_CONCURRENCY).
 * One: on this machine's FerretDB, 8 at once made a broker outage's catch-up slower (`npm run chaos`
 * broker-outage on a quiet machine: the stores' copies 32.8 s and identity's plan limit 15.0 s with 8, 12.0 s and
 * 2.1 s with 1), every service's writes contending for the one database process.
 */
export const DEFAULT_KEY_CONCURRENCY = 1;

/**
 * Runs `lanes` at most `concurrency` at a time, each lane's items in turn. After a failure no lane or item
 * starts; the ones running finish, then the first failure is thrown (so the caller never resolves past it).
 * `shouldStop()` (the partition revoked, the consumer stopping) ends every lane before its next item.
 */
export async function runLanes(
  lanes: ReadonlyArray<readonly number[]>,
  concurrency: number,
  work: (item: number) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  let failure: { error: unknown } | undefined;
  let next = 0;
  const worker = async () => {
    while (!failure && next < lanes.length) {
      const lane = lanes[next++];
      for (const item of lane) {
        if (failure || shouldStop()) return;
        try {
          await work(item);
        } catch (error) {
          failure ??= { error };
          return;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, lanes.length)) }, worker));
  if (failure) throw failure.error;
}

/** Resolves offsets as the batch's contiguous prefix of finished messages grows (never past an unfinished one). */
export class DonePrefix {
  private readonly done: boolean[];
  private next = 0;

  constructor(
    size: number,
    private readonly resolve: (index: number) => void,
  ) {
    this.done = new Array<boolean>(size).fill(false);
  }

  finish(index: number) {
    this.done[index] = true;
    while (this.next < this.done.length && this.done[this.next]) this.resolve(this.next++);
  }
}
