import type { Model } from 'mongoose';
import type { EventPublisher } from './event-publisher';
import { OutboxRelay } from './outbox-relay';
import type { ServiceLease } from './service-lease';

/** A collection with nothing pending: what matters here is which leases the relay asks for, and when. */
const emptyModel = () => {
  const chain = { select: () => chain, limit: () => chain, lean: () => chain, exec: async () => [] };
  return { collection: { collectionName: 'things' }, find: () => chain } as unknown as Model<any>;
};

describe('the outbox relay and the shared idle poll', () => {
  it('relays a kick that arrived while its poll found the poll lease taken by another replica, instead of at the next poll', async () => {
    let releasePoll!: () => void;
    const asked: string[] = [];
    const lease: ServiceLease = {
      run: async (name, work) => {
        asked.push(name);
        if (name === 'outbox:poll') {
          await new Promise<void>((resolve) => (releasePoll = resolve));
          return { ran: false }; // another replica polled within its interval
        }
        return { ran: true, value: await work({ held: true }) };
      },
    };
    const relay = new OutboxRelay({} as EventPublisher, lease);
    relay.register(emptyModel());

    const poll = relay.drain('poll');
    await new Promise((resolve) => setImmediate(resolve));
    relay.kick(); // this replica's write lands while its poll waits on Redis
    releasePoll();
    await poll;
    await relay.onApplicationShutdown();

    expect(asked).toEqual(['outbox:poll', 'outbox:things']);
  });

  it('does not drain when its poll finds the poll lease taken and nothing kicked meanwhile', async () => {
    const asked: string[] = [];
    const lease: ServiceLease = {
      run: async (name) => {
        asked.push(name);
        return { ran: false };
      },
    };
    const relay = new OutboxRelay({} as EventPublisher, lease);
    relay.register(emptyModel());
    await relay.drain('poll');
    await relay.onApplicationShutdown();
    expect(asked).toEqual(['outbox:poll']);
  });

  it('after failed drains (the broker away) tries again within a second, however many failed', async () => {
    jest.useFakeTimers();
    const delays: number[] = [];
    const timeouts = jest.spyOn(global, 'setTimeout');
    try {
      const failing = { collection: { collectionName: 'things' }, find: () => { throw new Error('Connection error: connect ECONNREFUSED'); } } as unknown as Model<any>;
      const relay = new OutboxRelay({} as EventPublisher);
      (relay as unknown as { logger: { warn: () => void } }).logger = { warn: () => undefined };
      relay.register(failing);
      for (let attempt = 0; attempt < 8; attempt++) await relay.drain('kick');
      delays.push(...timeouts.mock.calls.map((call) => call[1] as number));
      await relay.onApplicationShutdown();
    } finally {
      timeouts.mockRestore();
      jest.useRealTimers();
    }
    expect(delays).toHaveLength(8);
    expect(Math.max(...delays)).toBe(OutboxRelay.MAX_FAILURE_RETRY_MS);
    expect(OutboxRelay.MAX_FAILURE_RETRY_MS).toBeLessThanOrEqual(1000);
  });

  it('relays a backlog of locked documents in one publish (each document in write order), then clears them in one bulk write under all their locks', async () => {
    const record = (seq: number, key: string) => ({ seq, topic: 't.v1', key, envelope: { eventId: `${key}-${seq}`, occurredAt: new Date().toISOString() } });
    let pending = [
      // field order is write order (pendingInWriteOrder), whatever the records' clocks say
      { _id: 'a', _outbox: { '0-2': record(2, 'a'), '0-1': record(1, 'a') } },
      { _id: 'b', _outbox: { '0-3': record(3, 'b') } },
      { _id: 'c', _outbox: { '0-4': record(4, 'c'), '1-5': record(5, 'c') } },
    ];
    const unsets: Array<{ id: string; fields: string[]; locked: boolean }> = [];
    const held = new Set<string>();
    const chain = { select: () => chain, limit: () => chain, lean: () => chain, exec: async () => pending };
    const bulkWrites: number[] = [];
    type Op = { updateOne: { filter: { _id: string }; update: { $unset: Record<string, ''> } } };
    const model = {
      collection: { collectionName: 'things' },
      find: () => chain,
      bulkWrite: async (ops: Op[]) => {
        bulkWrites.push(ops.length);
        for (const { updateOne: op } of ops) {
          unsets.push({ id: op.filter._id, fields: Object.keys(op.update.$unset), locked: held.has(op.filter._id) });
          pending = pending.filter((d) => d._id !== op.filter._id);
        }
      },
    } as unknown as Model<any>;
    const sends: Array<Array<{ key: string }>> = [];
    const publisher = { send: async (messages: Array<{ key: string }>) => void sends.push(messages) } as unknown as EventPublisher;
    const relay = new OutboxRelay(publisher);
    relay.register(model, {
      lock: async (id, work) => {
        held.add(id);
        try {
          return await work();
        } finally {
          held.delete(id);
        }
      },
    });
    expect(await relay.drain('kick')).toBe(5);
    await relay.onApplicationShutdown();

    expect(sends).toHaveLength(1);
    expect(sends[0].map((m) => (m as unknown as { envelope: { eventId: string } }).envelope.eventId)).toEqual(['a-2', 'a-1', 'b-3', 'c-4', 'c-5']);
    expect(unsets.map((u) => u.id).sort()).toEqual(['a', 'b', 'c']);
    expect(bulkWrites).toEqual([3]);
    expect(unsets.every((u) => u.locked)).toBe(true);
    expect(unsets.find((u) => u.id === 'c')?.fields.sort()).toEqual(['_outbox.0-4', '_outbox.1-5']);
  });

  it('relays a backlog of documents without a lock (audit records) in one publish, then clears each and deletes the tombstones', async () => {
    const record = (seq: number, key: string) => ({ seq, topic: 't.v1', key, envelope: { eventId: `${key}-${seq}`, occurredAt: new Date().toISOString() } });
    let pending: Array<{ _id: string; deletedAt?: Date; _outbox: Record<string, ReturnType<typeof record>> }> = [
      { _id: 'r1', deletedAt: new Date(), _outbox: { '0-1': record(1, 'r1') } },
      { _id: 'r2', deletedAt: new Date(), _outbox: { '0-2': record(2, 'r2') } },
      { _id: 'live', _outbox: { '0-3': record(3, 'live'), '0-4': record(4, 'live') } },
    ];
    const unsets: Array<{ id: string; fields: string[] }> = [];
    const deletes: string[] = [];
    const chain = { select: () => chain, limit: () => chain, lean: () => chain, exec: async () => pending };
    const model = {
      collection: { collectionName: 'audit_outbox' },
      find: () => chain,
      updateOne: (filter: { _id: string }, update: { $unset: Record<string, ''> }) => ({
        exec: async () => {
          unsets.push({ id: filter._id, fields: Object.keys(update.$unset) });
          pending = pending.map((d) => (d._id === filter._id ? { ...d, _outbox: {} } : d));
        },
      }),
      deleteOne: (filter: { _id: string }) => ({
        exec: async () => {
          deletes.push(filter._id);
          pending = pending.filter((d) => d._id !== filter._id);
        },
      }),
    } as unknown as Model<any>;
    const sends: Array<Array<{ envelope: { eventId: string } }>> = [];
    const publisher = { send: async (messages: Array<{ envelope: { eventId: string } }>) => void sends.push(messages) } as unknown as EventPublisher;
    const relay = new OutboxRelay(publisher);
    relay.register(model);
    expect(await relay.drain('kick')).toBe(4);
    await relay.onApplicationShutdown();

    expect(sends).toHaveLength(1);
    expect(sends[0].map((m) => m.envelope.eventId)).toEqual(['r1-1', 'r2-2', 'live-3', 'live-4']);
    expect(unsets.map((u) => u.id).sort()).toEqual(['live', 'r1', 'r2']);
    expect(unsets.find((u) => u.id === 'live')?.fields.sort()).toEqual(['_outbox.0-3', '_outbox.0-4']);
    expect(deletes.sort()).toEqual(['r1', 'r2']);
  });

  describe('a kick naming the documents written', () => {
    const record = (key: string) => ({ seq: 1, topic: 't.v1', key, envelope: { eventId: `${key}-1`, occurredAt: new Date().toISOString() } });
    /** A collection of pending documents that counts its scans and its reads by id. */
    function collection(docs: Array<{ _id: string; _outbox: Record<string, unknown> }>) {
      const calls = { scans: 0, byId: [] as unknown[] };
      const scan = { select: () => scan, limit: () => scan, lean: () => scan, exec: async () => docs.filter((d) => Object.keys(d._outbox).length > 0) };
      const model = {
        collection: { collectionName: 'things' },
        find: () => {
          calls.scans++;
          return scan;
        },
        findOne: (filter: { _id: unknown }) => {
          // exactly { _id }: the one filter FerretDB answers from an index
          expect(Object.keys(filter)).toEqual(['_id']);
          calls.byId.push(filter._id);
          const one = { select: () => one, lean: () => one, exec: async () => docs.find((d) => d._id === filter._id) ?? null };
          return one;
        },
        updateOne: (filter: { _id: string }) => ({
          exec: async () => {
            const doc = docs.find((d) => d._id === filter._id);
            if (doc) doc._outbox = {};
          },
        }),
      } as unknown as Model<any>;
      return { model, calls };
    }
    const publisherOf = (sent: string[]) => ({ send: async (messages: Array<{ key: string }>) => void sent.push(...messages.map((m) => m.key)) }) as unknown as EventPublisher;

    it('reads only those documents, each by its id, and publishes their events without scanning the collection', async () => {
      const { model, calls } = collection([
        { _id: 'a', _outbox: { '0-a': record('a') } },
        { _id: 'b', _outbox: { '0-b': record('b') } }, // pending, but no write of this process named it
        { _id: 'c', _outbox: {} }, // named, already relayed by another replica
      ]);
      const sent: string[] = [];
      const relay = new OutboxRelay(publisherOf(sent));
      relay.register(model);
      relay.kick(model, ['a', 'c']);
      await new Promise((resolve) => setImmediate(resolve));
      await relay.onApplicationShutdown();
      expect(calls.scans).toBe(0);
      expect(calls.byId.sort()).toEqual(['a', 'c']);
      expect(sent).toEqual(['a']);
    });

    it("relays a model registered with a kick delay after it, so a write's own events kicked meanwhile go out first", async () => {
      const audit = collection([{ _id: 'audit-1', _outbox: { '0-x': record('audit-1') } }]);
      const plans = collection([{ _id: 'plan-1', _outbox: { '0-y': record('plan-1') } }]);
      const sent: string[] = [];
      const relay = new OutboxRelay(publisherOf(sent));
      relay.register(audit.model, { kickDelayMs: 40 });
      relay.register(plans.model);
      relay.kick(audit.model, ['audit-1']); // the audit record is written (and kicked) inside the audited write
      relay.kick(audit.model, ['audit-1']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toEqual([]);
      relay.kick(plans.model, ['plan-1']); // the write's own event, kicked once the write returns
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toEqual(['plan-1']);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(sent).toEqual(['plan-1', 'audit-1']);
      expect(audit.calls.byId).toEqual(['audit-1']); // both kicks read it once, by id
      expect(audit.calls.scans + plans.calls.scans).toBe(0);
      await relay.onApplicationShutdown();
    });

    it('leaves a delayed kick still waiting at shutdown pending in its document (the next poll relays it)', async () => {
      const audit = collection([{ _id: 'audit-1', _outbox: { '0-x': record('audit-1') } }]);
      const sent: string[] = [];
      const relay = new OutboxRelay(publisherOf(sent));
      relay.register(audit.model, { kickDelayMs: 40 });
      relay.kick(audit.model, ['audit-1']);
      await relay.onApplicationShutdown();
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(sent).toEqual([]);
      expect(audit.calls.byId).toEqual([]);
    });

    it('a kick naming nothing, and the idle poll, scan the collection for every pending event', async () => {
      const { model, calls } = collection([
        { _id: 'a', _outbox: { '0-a': record('a') } },
        { _id: 'b', _outbox: { '0-b': record('b') } },
      ]);
      const sent: string[] = [];
      const relay = new OutboxRelay(publisherOf(sent));
      relay.register(model);
      relay.kick();
      await new Promise((resolve) => setImmediate(resolve));
      expect(calls.scans).toBe(1);
      expect(sent.sort()).toEqual(['a', 'b']);
      expect(await relay.drain('poll')).toBe(0);
      expect(calls.scans).toBe(2);
      await relay.onApplicationShutdown();
    });

    it('named documents whose collection another replica was draining are read again at the retry', async () => {
      const { model, calls } = collection([{ _id: 'a', _outbox: { '0-a': record('a') } }]);
      let held = true;
      const lease: ServiceLease = { run: async (_name, work) => (held ? { ran: false } : { ran: true, value: await work({ held: true }) }) };
      const sent: string[] = [];
      const relay = new OutboxRelay(publisherOf(sent), lease);
      relay.register(model);
      relay.kick(model, ['a']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toEqual([]);
      held = false;
      await new Promise((resolve) => setTimeout(resolve, OutboxRelay.CONTENDED_RETRY_MS + 100));
      await relay.onApplicationShutdown();
      expect(sent).toEqual(['a']);
      expect(calls.byId).toEqual(['a']); // read once, by the retry that held the lease
      expect(calls.scans).toBe(0);
    });

    it('after a failed drain the retry scans, so nothing a failed pass had taken is left behind', async () => {
      const { model, calls } = collection([{ _id: 'a', _outbox: { '0-a': record('a') } }]);
      let fail = true;
      const sent: string[] = [];
      const publisher = {
        send: async (messages: Array<{ key: string }>) => {
          if (fail) throw new Error('broker away');
          sent.push(...messages.map((m) => m.key));
        },
      } as unknown as EventPublisher;
      const relay = new OutboxRelay(publisher);
      (relay as unknown as { logger: { warn: () => void } }).logger = { warn: () => undefined };
      relay.register(model);
      relay.kick(model, ['a']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(sent).toEqual([]);
      fail = false;
      await new Promise((resolve) => setTimeout(resolve, 400)); // the relay's own retry (200 ms after one failure)
      await relay.onApplicationShutdown();
      expect(sent).toEqual(['a']);
      expect(calls.scans).toBe(1);
    });
  });
});
