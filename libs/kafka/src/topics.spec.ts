import { isTransientTopicError } from './topics';

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
