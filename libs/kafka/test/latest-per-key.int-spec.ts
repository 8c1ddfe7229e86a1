import { NEW_PLAN_DEFAULT_FEATURES, PlanUpdated, planStateOrder, type PlanPayload } from '@liquify/contracts';
import { testInfra, uniqueName, waitFor } from '@liquify/testing';
import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { EventPublisher, KafkaEventServer, KafkaModule, MongoProcessedEventStore, type OnEventOptions } from '../src';

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

async function consume(topicPrefix: string, service: string, options: OnEventOptions, seen: Seen[]) {
  const server = new KafkaEventServer({ brokers, service, topicPrefix });
  server.addHandler(PlanUpdated.topic, async (envelope: { data: PlanPayload }) => void seen.push({ planId: envelope.data.planId, revision: envelope.data.revision }), true, { ...options });
  await new Promise<void>((resolve, reject) => server.listen((err?: unknown) => (err ? reject(err) : resolve())));
  return server;
}

it('of a backlog of one plan, a latest-per-key handler gets its newest state only (not the last published); a plain handler each one', async () => {
  const topicPrefix = `${uniqueName('latest-per-key')}.`;
  const moduleRef = await Test.createTestingModule({ imports: [KafkaModule.forRoot({ brokers, service: 'latest-producer', topicPrefix })] })
    .overrideProvider(MongoProcessedEventStore)
    .useValue({})
    .compile();
  const publisher = moduleRef.get(EventPublisher);
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
