/** A consumer group's committed offset per partition (kafkajs admin.fetchOffsets; '-1' when none yet). */
export interface CommittedOffsets {
  topic: string;
  partitions: { partition: number; offset: string }[];
}
/** A partition's retained range (kafkajs admin.fetchTopicOffsets: `high` is the next offset to be written). */
export interface PartitionRange {
  partition: number;
  high: string;
  low: string;
}

/**
 * Lag per partition: records written but not yet consumed by the group. A partition the group has not
 * committed on yet lags by everything still retained.
 */
export function consumerLag(committed: CommittedOffsets[], ranges: ReadonlyMap<string, PartitionRange[]>): { topic: string; partition: number; lag: number }[] {
  return committed.flatMap(({ topic, partitions }) =>
    partitions.flatMap(({ partition, offset }) => {
      const range = ranges.get(topic)?.find((r) => r.partition === partition);
      if (!range) return [];
      const high = Number(range.high);
      const from = Number(offset) >= 0 ? Number(offset) : Number(range.low);
      return [{ topic, partition, lag: Math.max(0, high - from) }];
    }),
  );
}

/** Records held on a topic (a dead-letter topic: events parked after their last attempt). */
export const retainedRecords = (ranges: PartitionRange[]): number => ranges.reduce((sum, r) => sum + Math.max(0, Number(r.high) - Number(r.low)), 0);
