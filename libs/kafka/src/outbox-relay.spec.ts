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
});
