import { nextIdlePollMs } from './outbox-relay';

describe('the outbox relay idle poll', () => {
  it('doubles while drains find nothing, up to the longest, and is back to the shortest once one sends', () => {
    const polls: number[] = [];
    let last = 1000;
    for (const sent of [0, 0, 0, 0, 0, 2, 0]) {
      last = nextIdlePollMs(last, sent, 1000, 8000);
      polls.push(last);
    }
    expect(polls).toEqual([2000, 4000, 8000, 8000, 8000, 1000, 2000]);
  });
});
