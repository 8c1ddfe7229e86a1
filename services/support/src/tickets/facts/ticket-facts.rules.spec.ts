import { dailyTicketCounts, ticketFactOf } from './ticket-facts.rules';

describe('ticketFactOf', () => {
  it('names an opening once per ticket and a resolution once per time it happened, on its UTC day', () => {
    const at = new Date('2026-11-26T23:30:00.000Z');
    expect(ticketFactOf('opened', 't1', at)).toEqual({
      _id: 'opened:t1',
      metric: 'opened',
      day: '2026-11-26',
      at,
    });
    expect(ticketFactOf('opened', 't1', new Date('2026-11-27T00:00:00Z'))._id).toBe('opened:t1');
    expect(ticketFactOf('resolved', 't1', at)).toEqual({
      _id: 'resolved:t1:2026-11-26T23:30:00.000Z',
      metric: 'resolved',
      day: '2026-11-26',
      at,
    });
    expect(ticketFactOf('resolved', 't1', new Date('2026-11-28T10:00:00Z'))._id).not.toBe(
      ticketFactOf('resolved', 't1', at)._id,
    );
  });
});

describe('dailyTicketCounts', () => {
  it('puts each count on its day, 0 elsewhere, and ignores days outside the window', () => {
    const days = ['2026-11-25', '2026-11-26', '2026-11-27'];
    expect(
      dailyTicketCounts(days, [
        { metric: 'opened', day: '2026-11-25', count: 3 },
        { metric: 'resolved', day: '2026-11-25', count: 1 },
        { metric: 'opened', day: '2026-11-27', count: 2 },
        { metric: 'opened', day: '2026-11-28', count: 9 },
      ]),
    ).toEqual([
      { date: '2026-11-25', opened: 3, resolved: 1 },
      { date: '2026-11-26', opened: 0, resolved: 0 },
      { date: '2026-11-27', opened: 2, resolved: 0 },
    ]);
    expect(dailyTicketCounts([], [{ metric: 'opened', day: '2026-11-25', count: 1 }])).toEqual([]);
  });
});
