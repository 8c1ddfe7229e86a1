import { isTransientTopicError, topicsToGrow } from './topics';

describe('isTransientTopicError', () => {
  it('treats an unknown topic-partition right after creation as transient', () => {
    expect(isTransientTopicError({ type: 'UNKNOWN_TOPIC_OR_PARTITION', message: 'This server does not host this topic-partition' })).toBe(true);
    expect(isTransientTopicError(new Error('This server does not host this topic-partition'))).toBe(true);
    expect(isTransientTopicError({ type: 'LEADER_NOT_AVAILABLE' })).toBe(true);
  });

  it('does not retry other failures', () => {
    expect(isTransientTopicError(new Error('SASL authentication failed'))).toBe(false);
    expect(isTransientTopicError(undefined)).toBe(false);
  });
});

describe('topicsToGrow (KAFKA_PARTITIONS raised)', () => {
  it('grows the topics with fewer partitions than wanted, never shrinks one, skips one without metadata yet', () => {
    expect(topicsToGrow([{ name: 'a', partitions: 3 }, { name: 'b', partitions: 12 }, { name: 'c', partitions: 24 }, { name: 'd', partitions: 0 }], 12)).toEqual([['a', 12]]);
  });
});
