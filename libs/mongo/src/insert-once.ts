import type { Model } from 'mongoose';
import { isDuplicateKeyError, isOnlyDuplicateKeyErrors } from './write-conflicts';

/**
 * Inserts documents whose `_id` names them (a recorded fact, an event's record): one already there is left
 * as it is, so a redelivery or a second backfill changes nothing. Any other failure is thrown.
 */
export async function insertOnce<T>(model: Model<T>, docs: ReadonlyArray<Partial<T>>): Promise<void> {
  if (docs.length === 0) return;
  try {
    await model.insertMany(docs as T[], { ordered: false });
  } catch (err) {
    // A bulk failure lists its writes' errors; a single insert's failure is the error itself.
    const bulk = (err as { writeErrors?: unknown } | null)?.writeErrors !== undefined;
    if (!(bulk ? isOnlyDuplicateKeyErrors(err) : isDuplicateKeyError(err))) throw err;
  }
}

/** Hands `items` (a cursor) to `work` in batches of `size`, the last one short; answers how many items there were. */
export async function inBatches<T>(
  items: AsyncIterable<T>,
  size: number,
  work: (batch: T[]) => Promise<void>,
): Promise<number> {
  let count = 0;
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    count++;
    if (batch.length >= size) {
      await work(batch);
      batch = [];
    }
  }
  if (batch.length) await work(batch);
  return count;
}
