import { defineEvent } from '@liquify/contracts';
import { z } from 'zod';
import { OutboxEntry, outboxField, outboxSet, pendingInWriteOrder } from './outbox';
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

describe("outbox keys and the order of a document's events", () => {
  const Changed = defineEvent('tests.outbox.changed.v1', z.object({ id: z.string(), step: z.number() }), (d) => d.id);
  const entries = Array.from({ length: 12 }, (_, step) => OutboxEntry.of(Changed, { id: 'a', step }, 'tests'));

  it("keys one write's entries so that their names sort in the order given (MongoDB applies an update's fields by name)", () => {
    const keys = Object.keys(outboxSet(...entries));
    expect([...keys].sort()).toEqual(keys);
    expect(keys[11]).toBe(`_outbox.0011-${entries[11].eventId}`);
    expect(Object.keys(outboxField(...entries))).toEqual(keys.map((k) => k.slice('_outbox.'.length)));
  });

  it('takes the order of the document, not the writers’ clocks (a replica whose clock is behind wrote last)', () => {
    const early = new OutboxEntry({ ...entries[0].record, seq: 2_000 });
    const late = new OutboxEntry({ ...entries[1].record, seq: 1_000 });
    const stored = { ...outboxField(early), ...outboxField(late) };
    expect(pendingInWriteOrder(stored).map(([, r]) => (r.envelope.data as { step: number }).step)).toEqual([0, 1]);
    expect(pendingInWriteOrder(undefined)).toEqual([]);
  });
});
