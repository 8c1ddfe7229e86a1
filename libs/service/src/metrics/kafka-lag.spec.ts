import { consumerLag, retainedRecords } from './kafka-lag';

describe('consumerLag', () => {
  const ranges = new Map([
    ['a.b.c.v1', [{ partition: 0, high: '10', low: '0' }, { partition: 1, high: '7', low: '3' }, { partition: 2, high: '5', low: '5' }]],
  ]);

  it('is what was written past the committed offset, per partition', () => {
    const committed = [{ topic: 'a.b.c.v1', partitions: [{ partition: 0, offset: '4' }, { partition: 2, offset: '5' }] }];
    expect(consumerLag(committed, ranges)).toEqual([
      { topic: 'a.b.c.v1', partition: 0, lag: 6 },
      { topic: 'a.b.c.v1', partition: 2, lag: 0 },
    ]);
  });

  it('counts everything retained on a partition the group has not committed on yet', () => {
    expect(consumerLag([{ topic: 'a.b.c.v1', partitions: [{ partition: 1, offset: '-1' }] }], ranges)).toEqual([{ topic: 'a.b.c.v1', partition: 1, lag: 4 }]);
  });

  it('never answers a negative lag, and skips partitions it has no range for', () => {
    expect(consumerLag([{ topic: 'a.b.c.v1', partitions: [{ partition: 0, offset: '12' }, { partition: 9, offset: '1' }] }], ranges)).toEqual([{ topic: 'a.b.c.v1', partition: 0, lag: 0 }]);
    expect(consumerLag([{ topic: 'other', partitions: [{ partition: 0, offset: '1' }] }], ranges)).toEqual([]);
  });
});

describe('retainedRecords', () => {
  it('adds up every partition', () => {
    expect(retainedRecords([{ partition: 0, high: '3', low: '1' }, { partition: 1, high: '2', low: '0' }])).toBe(4);
    expect(retainedRecords([])).toBe(0);
  });
});
