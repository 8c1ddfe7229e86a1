import { NEW_PLAN_DEFAULT_FEATURES, PlanUpdated, planStateOrder, type PlanPayload } from '@liquify/contracts';
import { testInfra, uniqueName, waitFor } from '@liquify/testing';
import { Logger } from '@nestjs/common';
import { KafkaEventServer, type OnEventOptions, type ProcessedEventStore } from '../src';
import { testProducer } from './test-producer';

/**
 * A handler of snapshot events (`OnEvent(def, { latestPerKey: order })`) gets, of the states of one key waiting
 * together, only the newest by the aggregate's order; every other handler gets each event, in order. On a real
 * broker: the backlog is published before the consumers start, as after a broker outage.
 */
jest.setTimeout(90_000);

let brokers: string[];
beforeAll(async () => {
  brokers = (await testInfra(['kafka'])).kafkaBrokers;
  Logger.overrideLogger(false);
}, 120_000);

type Seen = { planId: string; revision: number | undefined };

const plan = (planId: string, revision: number): PlanPayload => ({
  planId,
  slug: planId,
  name: `${planId} r${revision}`,
  price: 29,
  currency: 'USD',
  billingCycle: 'monthly',
  isActive: true,
  features: { ...NEW_PLAN_DEFAULT_FEATURES, moduleLimit: revision },
  allowedModules: [],
  allowedSections: [],
  revision,
});

/** A publisher on the test's topics (no processed-event store: it only publishes). */
const producer = (topicPrefix: string) => testProducer(brokers, 'latest-producer', topicPrefix);

async function consume(topicPrefix: string, service: string, options: OnEventOptions, seen: Seen[], store?: ProcessedEventStore) {
  const server = new KafkaEventServer({ brokers, service, topicPrefix });
  if (store) server.useProcessedEventStore(store);
  server.addHandler(PlanUpdated.topic, async (envelope: { data: PlanPayload }) => void seen.push({ planId: envelope.data.planId, revision: envelope.data.revision }), true, { ...options });
  await new Promise<void>((resolve, reject) => server.listen((err?: unknown) => (err ? reject(err) : resolve())));
  return server;
}

it('of a backlog of one plan, a latest-per-key handler gets its newest state only (not the last published); a plain handler each one', async () => {
  const topicPrefix = `${uniqueName('latest-per-key')}.`;
  const { moduleRef, publisher } = await producer(topicPrefix);
  // Revisions 1..5, then an older state (3) published again last, as a late relay would.
  const revisions = [1, 2, 3, 4, 5, 3];
  for (const revision of revisions) await publisher.publish(PlanUpdated, plan('plan-busy', revision));
  await publisher.publish(PlanUpdated, plan('plan-quiet', 7));

  const latest: Seen[] = [];
  const every: Seen[] = [];
  const servers = [await consume(topicPrefix, 'latest-reader', { latestPerKey: planStateOrder as OnEventOptions['latestPerKey'] }, latest), await consume(topicPrefix, 'every-reader', {}, every)];
  try {
    await waitFor(() => every.length === revisions.length + 1, { timeout: 45_000, message: 'the plain handler to get every event' });
    await waitFor(() => latest.some((s) => s.planId === 'plan-busy') && latest.some((s) => s.planId === 'plan-quiet'), { timeout: 45_000, message: 'the latest-per-key handler to get both plans' });
    expect(every.filter((s) => s.planId === 'plan-busy').map((s) => s.revision)).toEqual(revisions);
    expect(latest.filter((s) => s.planId === 'plan-busy')).toEqual([{ planId: 'plan-busy', revision: 5 }]);
    expect(latest.filter((s) => s.planId === 'plan-quiet')).toEqual([{ planId: 'plan-quiet', revision: 7 }]);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    await moduleRef.close();
  }
});

/** A processed-event store that remembers in memory and counts what it is asked. */
function countingStore() {
  const remembered = new Set<string>();
  const calls = { lookups: 0, records: 0 };
  const store: ProcessedEventStore = {
    has: async (group, eventId) => (calls.lookups++, remembered.has(`${group} ${eventId}`)),
    processedAmong: async (group, eventIds) => (calls.lookups++, new Set(eventIds.filter((id) => remembered.has(`${group} ${id}`)))),
    remember: async (group, eventId) => void (calls.records++, remembered.add(`${group} ${eventId}`)),
    rememberAll: async (group, eventIds) => void (calls.records++, eventIds.forEach((id) => remembered.add(`${group} ${id}`))),
  };
  return { store, calls };
}

it('a latest-per-key handler neither looks up nor records processed events (a state applied twice is kept once); a plain handler does both', async () => {
  const topicPrefix = `${uniqueName('latest-per-key-store')}.`;
  const { moduleRef, publisher } = await producer(topicPrefix);
  for (const revision of [1, 2]) await publisher.publish(PlanUpdated, plan('plan-stored', revision));

  const latest: Seen[] = [];
  const every: Seen[] = [];
  const snapshots = countingStore();
  const plain = countingStore();
  const servers = [
    await consume(topicPrefix, 'latest-stored', { latestPerKey: planStateOrder as OnEventOptions['latestPerKey'] }, latest, snapshots.store),
    await consume(topicPrefix, 'every-stored', {}, every, plain.store),
  ];
  try {
    await waitFor(() => every.length === 2 && latest.length >= 1, { timeout: 45_000, message: 'both handlers to get the plan' });
    expect(latest.at(-1)).toEqual({ planId: 'plan-stored', revision: 2 });
    expect(snapshots.calls).toEqual({ lookups: 0, records: 0 });
    expect(plain.calls.lookups).toBeGreaterThan(0);
    await waitFor(() => plain.calls.records === 2, { message: 'the plain handler to record both events' });
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    await moduleRef.close();
  }
});
