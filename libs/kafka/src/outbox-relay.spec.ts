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

  it('relays a backlog of locked documents in one publish (each document in write order), then clears each under its own lock', async () => {
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
    const model = {
      collection: { collectionName: 'things' },
      find: () => chain,
      updateOne: (filter: { _id: string }, update: { $unset: Record<string, ''> }) => ({
        exec: async () => {
          unsets.push({ id: filter._id, fields: Object.keys(update.$unset), locked: held.has(filter._id) });
          pending = pending.filter((d) => d._id !== filter._id);
        },
      }),
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
    expect(unsets.every((u) => u.locked)).toBe(true);
    expect(unsets.find((u) => u.id === 'c')?.fields.sort()).toEqual(['_outbox.0-4', '_outbox.1-5']);
  });

  describe('while the clean-ups of what it published run (a backlog after an outage)', () => {
    const record = (id: string) => ({ seq: 1, topic: 't.v1', key: id, envelope: { eventId: id, occurredAt: new Date().toISOString() } });
    type Doc = { _id: string; _outbox: Record<string, ReturnType<typeof record>> };
    /** Pending documents read by a scan or by id; each clean-up waits until the test lets it go. */
    function slowCollection(docs: Doc[]) {
      let scanLimit = Infinity;
      const released: Array<() => void> = [];
      let releaseAll = false;
      const calls = { unsets: [] as string[] };
      const pending = () => docs.filter((d) => Object.keys(d._outbox).length > 0);
      const scan = {
        select: () => scan,
        limit: (n: number) => ((scanLimit = n), scan),
        lean: () => scan,
        exec: async () => pending().slice(0, scanLimit).map((d) => ({ ...d, _outbox: { ...d._outbox } })),
      };
      const model = {
        collection: { collectionName: 'things' },
        find: () => scan,
        findOne: (filter: { _id: string }) => {
          const one = {
            select: () => one,
            lean: () => one,
            exec: async () => {
              const doc = docs.find((d) => d._id === filter._id);
              return doc ? { ...doc, _outbox: { ...doc._outbox } } : null;
            },
          };
          return one;
        },
        updateOne: (filter: { _id: string }, update: { $unset: Record<string, ''> }) => ({
          exec: async () => {
            if (!releaseAll) await new Promise<void>((resolve) => released.push(resolve));
            const doc = docs.find((d) => d._id === filter._id)!;
            for (const field of Object.keys(update.$unset)) delete doc._outbox[field.slice('_outbox.'.length)];
            calls.unsets.push(filter._id);
          },
        }),
      } as unknown as Model<any>;
      const release = () => {
        releaseAll = true;
        for (const go of released.splice(0)) go();
      };
      return { model, calls, release, waiting: () => released.length };
    }
    const sentBy = (sent: string[]) => ({ send: async (messages: Array<{ key: string }>) => void sent.push(...messages.map((m) => m.key)) }) as unknown as EventPublisher;
    const noLock = async <T>(_id: string, work: () => Promise<T>) => work();
    /** PublishedMarks shared by two replicas, as Redis holds them. */
    const inMemoryMarks = () => {
      const keys = new Set<string>();
      return Object.assign(keys, {
        mark: async (_collection: string, marked: readonly string[]) => void marked.forEach((key) => keys.add(key)),
        marked: async (_collection: string, asked: readonly string[]) => new Set(asked.filter((key) => keys.has(key))),
        unmark: async (_collection: string, done: readonly string[]) => void done.forEach((key) => keys.delete(key)),
      });
    };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

    it('publishes what a write names meanwhile at once, not after the clean-ups, and nothing twice; the lease is held only to read and publish', async () => {
      const backlog = Array.from({ length: 12 }, (_, i) => ({ _id: `old-${i}`, _outbox: { [`0000-old-${i}`]: record(`old-${i}`) } }));
      const { model, calls, release, waiting } = slowCollection(backlog);
      const leaseEvents: string[] = [];
      const lease: ServiceLease = {
        run: async (name, work) => {
          leaseEvents.push(`take ${name}`);
          const value = await work({ held: true });
          leaseEvents.push(`free ${name}`);
          return { ran: true, value };
        },
      };
      const sent: string[] = [];
      const relay = new OutboxRelay(sentBy(sent), lease);
      relay.register(model, { lock: noLock });
      expect(await relay.drain('kick')).toBe(12); // the backlog, in one publish
      expect(leaseEvents).toEqual(['take outbox:things', 'free outbox:things']);
      await tick();
      expect(waiting()).toBe(OutboxRelay.CLEAR_CONCURRENCY); // its clean-ups, a few at a time, none done

      // A write lands on a new document and on one of the backlog's (its first event is still to be cleared).
      backlog.push({ _id: 'new', _outbox: { '0000-new': record('new') } });
      backlog[0]._outbox['0001-old-0-again'] = record('old-0-again');
      relay.kick(model, ['new', 'old-0']);
      await tick();
      expect(sent.slice(12).sort()).toEqual(['new', 'old-0-again']);
      expect(calls.unsets).toEqual([]);

      release();
      await relay.onApplicationShutdown(); // waits for the clean-ups
      expect(backlog.every((d) => Object.keys(d._outbox).length === 0)).toBe(true);
      expect(sent).toHaveLength(14);
      expect(new Set(sent).size).toBe(14);
      expect(calls.unsets).toHaveLength(14);
    });

    it("another replica's relay skips what the first published and has yet to clear (shared marks), and publishes its own writes", async () => {
      const docs: Doc[] = Array.from({ length: 6 }, (_, i) => ({ _id: `old-${i}`, _outbox: { [`0000-old-${i}`]: record(`old-${i}`) } }));
      const { model, release } = slowCollection(docs);
      const marks = inMemoryMarks();
      let holder: string | null = null;
      const leaseOf = (replica: string): ServiceLease => ({
        run: async (_name, work) => {
          if (holder) return { ran: false };
          holder = replica;
          try {
            return { ran: true, value: await work({ held: true }) };
          } finally {
            holder = null;
          }
        },
      });
      const sentA: string[] = [];
      const sentB: string[] = [];
      const a = new OutboxRelay(sentBy(sentA), leaseOf('a'), marks);
      const b = new OutboxRelay(sentBy(sentB), leaseOf('b'), marks);
      a.register(model, { lock: noLock });
      b.register(model, { lock: noLock });
      expect(await a.drain('kick')).toBe(6);
      expect([...marks.keys()].sort()).toEqual(docs.map((d) => Object.keys(d._outbox)[0]).sort());

      docs.push({ _id: 'new', _outbox: { '0000-new': record('new') } }); // written through replica b
      expect(await b.drain('kick')).toBe(1); // a scan: the backlog is still in its documents
      expect(sentB).toEqual(['new']);

      release();
      await a.onApplicationShutdown();
      await b.onApplicationShutdown();
      expect(sentA.sort()).toEqual(['old-0', 'old-1', 'old-2', 'old-3', 'old-4', 'old-5']);
      expect(marks.size).toBe(7); // every event published; the marks stay until they expire (a read made just before a clean-up still finds its event)
      expect(docs.every((d) => Object.keys(d._outbox).length === 0)).toBe(true);
    });

    it('a scan whose batch is all awaiting its clean-up reads on once it is done, publishing each event once', async () => {
      // a scan reads 100 documents at a time
      const docs = Array.from({ length: 105 }, (_, i) => ({ _id: `d${i}`, _outbox: { [`0000-e${i}`]: record(`e${i}`) } }));
      const { model, release } = slowCollection(docs);
      const sent: string[] = [];
      const relay = new OutboxRelay(sentBy(sent));
      relay.register(model, { lock: noLock });
      const drained = relay.drain('poll');
      await tick();
      expect(sent).toHaveLength(100);
      release();
      expect(await drained).toBe(105);
      expect(sent).toEqual(docs.map((_, i) => `e${i}`));
      await relay.onApplicationShutdown();
    });

    it('after a failed clean-up its events are published again by a scan within a second, and cleared', async () => {
      const docs: Doc[] = [
        { _id: 'a', _outbox: { '0000-a': record('a') } },
        { _id: 'b', _outbox: { '0000-b': record('b') } },
      ];
      let failA = true;
      const sent: string[] = [];
      const model = {
        collection: { collectionName: 'things' },
        find: () => {
          const scan = { select: () => scan, limit: () => scan, lean: () => scan, exec: async () => docs.filter((d) => Object.keys(d._outbox).length > 0) };
          return scan;
        },
        updateOne: (filter: { _id: string }) => ({
          exec: async () => {
            if (filter._id === 'a' && failA) throw new Error('SQLITE_BUSY');
            docs.find((d) => d._id === filter._id)!._outbox = {};
          },
        }),
      } as unknown as Model<any>;
      const relay = new OutboxRelay(sentBy(sent));
      const warnings: string[] = [];
      (relay as unknown as { logger: { warn: (m: string) => void } }).logger = { warn: (m) => void warnings.push(m) };
      relay.register(model, { lock: noLock });
      await relay.drain('kick');
      await tick();
      expect(warnings).toEqual([expect.stringContaining('SQLITE_BUSY')]);
      expect(docs.map((d) => Object.keys(d._outbox).length)).toEqual([1, 0]);
      failA = false;
      await new Promise((resolve) => setTimeout(resolve, OutboxRelay.MAX_FAILURE_RETRY_MS + 200)); // the relay's own retry, a scan
      await relay.onApplicationShutdown();
      expect(sent).toEqual(['a', 'b', 'a']);
      expect(docs.map((d) => Object.keys(d._outbox).length)).toEqual([0, 0]);
    });
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
