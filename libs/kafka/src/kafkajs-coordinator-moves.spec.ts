import { followCoordinatorMoves, kafkajsGroupClasses, withCoordinator } from './kafkajs-coordinator-moves';

// kafkajs' own error for a protocol error code, as its response decoders throw it.
const { createErrorFromCode } = require('kafkajs/src/protocol/error') as { createErrorFromCode(code: number): Error & { type: string } };
const NOT_COORDINATOR = 16;
const LOADING = 14;
const NOT_AVAILABLE = 15;
const REBALANCING = 27;

const logger = { namespace: () => logger, debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const emitter = { emit: () => undefined };

/** A broker as the group sees its coordinator: answers each heartbeat and commit from `answers` (an error code, or 0). */
function coordinator(name: string, answers: number[], calls: string[]) {
  const answer = async (what: string) => {
    calls.push(`${what} ${name}`);
    const code = answers.shift() ?? 0;
    if (code !== 0) throw createErrorFromCode(code);
  };
  return { name, heartbeat: () => answer('heartbeat'), offsetCommit: () => answer('commit'), isConnected: () => true };
}

/** A cluster whose coordinator lookup is recorded and answers `found`. */
function cluster(found: object, calls: string[]) {
  const committed = {};
  return {
    findGroupCoordinator: async ({ groupId }: { groupId: string }): Promise<object> => {
      calls.push(`find ${groupId}`);
      return found;
    },
    refreshMetadata: async () => undefined,
    committedOffsets: () => committed,
  };
}

type Group = { memberId: string | null; coordinator: unknown; offsetManager: { coordinator: unknown } | null; heartbeat(o: { interval: number }): Promise<void> };

/** kafkajs' real ConsumerGroup, joined: a member id and a coordinator. */
function consumerGroup(first: unknown, clusterImpl: unknown): Group {
  const { ConsumerGroup } = kafkajsGroupClasses() as unknown as { ConsumerGroup: new (o: Record<string, unknown>) => Group };
  const group = new ConsumerGroup({
    retry: {},
    cluster: clusterImpl,
    groupId: 'g',
    topics: [],
    topicConfigurations: {},
    logger,
    instrumentationEmitter: emitter,
    assigners: [],
    sessionTimeout: 10_000,
    rebalanceTimeout: 10_000,
    maxBytesPerPartition: 1,
    minBytes: 1,
    maxBytes: 1,
    maxWaitTimeInMs: 1,
    autoCommit: true,
    isolationLevel: 1,
    metadataMaxAge: 1,
  });
  group.memberId = 'member-1';
  group.coordinator = first;
  return group;
}

/** kafkajs' real OffsetManager with one offset resolved (so a commit has something to send). */
function offsetManager(first: unknown, clusterImpl: unknown) {
  const { OffsetManager } = kafkajsGroupClasses() as unknown as {
    OffsetManager: new (o: Record<string, unknown>) => { coordinator: unknown; resolveOffset(o: object): void; commitOffsets(o?: object): Promise<void> };
  };
  const manager = new OffsetManager({
    cluster: clusterImpl,
    coordinator: first,
    memberAssignment: { t: [0] },
    autoCommit: true,
    topicConfigurations: {},
    instrumentationEmitter: emitter,
    groupId: 'g',
    generationId: 1,
    memberId: 'member-1',
  });
  return manager;
}

describe('kafkajs heartbeats and commits while the group coordinator moves or loads', () => {
  beforeAll(() => followCoordinatorMoves());

  it("kafkajs 2.2.4 names the coordinator's retriable errors as this patch expects", () => {
    expect([NOT_COORDINATOR, LOADING, NOT_AVAILABLE].map((code) => createErrorFromCode(code).type)).toEqual(['NOT_COORDINATOR_FOR_GROUP', 'GROUP_LOAD_IN_PROGRESS', 'GROUP_COORDINATOR_NOT_AVAILABLE']);
  });

  it('a heartbeat answered "not the coordinator" looks the coordinator up and heartbeats again as the same member', async () => {
    const calls: string[] = [];
    const stale = coordinator('old', [NOT_COORDINATOR], calls);
    const found = coordinator('new', [], calls);
    const group = consumerGroup(stale, cluster(found, calls));
    group.offsetManager = { coordinator: stale };
    await expect(group.heartbeat({ interval: 0 })).resolves.toBeUndefined();
    expect(calls).toEqual(['heartbeat old', 'find g', 'heartbeat new']);
    expect(group.coordinator).toBe(found);
    expect(group.offsetManager.coordinator).toBe(found);
    expect(group.memberId).toBe('member-1');
  });

  it('a heartbeat waits out a coordinator still loading its groups', async () => {
    const calls: string[] = [];
    const loading = coordinator('b1', [LOADING, LOADING, NOT_AVAILABLE], calls);
    const group = consumerGroup(loading, cluster(loading, calls));
    await expect(group.heartbeat({ interval: 0 })).resolves.toBeUndefined();
    expect(calls.filter((c) => c.startsWith('heartbeat'))).toHaveLength(4);
  });

  it('an offset commit answered "loading" or "not the coordinator" is sent again to the coordinator found', async () => {
    const calls: string[] = [];
    const stale = coordinator('old', [LOADING, NOT_COORDINATOR], calls);
    const found = coordinator('new', [], calls);
    const manager = offsetManager(stale, cluster(found, calls));
    manager.resolveOffset({ topic: 't', partition: 0, offset: '41' });
    await expect(manager.commitOffsets()).resolves.toBeUndefined();
    expect(calls).toEqual(['commit old', 'find g', 'commit new']);
  });

  it('a rebalance is still thrown at once (kafkajs re-joins), without a lookup', async () => {
    const calls: string[] = [];
    const c = coordinator('b1', [REBALANCING], calls);
    const group = consumerGroup(c, cluster(c, calls));
    await expect(group.heartbeat({ interval: 0 })).rejects.toMatchObject({ type: 'REBALANCE_IN_PROGRESS' });
    expect(calls).toEqual(['heartbeat b1']);
  });

  it('a coordinator that keeps answering so is given up after the wait, with its error (kafkajs then re-joins as before)', async () => {
    const calls: string[] = [];
    const holder = { cluster: cluster({}, calls), groupId: 'g', coordinator: {} };
    const started = Date.now();
    await expect(
      withCoordinator(
        holder,
        async () => {
          throw createErrorFromCode(NOT_COORDINATOR);
        },
        300,
      ),
    ).rejects.toMatchObject({ type: 'NOT_COORDINATOR_FOR_GROUP' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(300);
    expect(took).toBeLessThan(300 + 1000);
  });

  it('is applied once, whatever the number of imports', () => {
    const { ConsumerGroup } = kafkajsGroupClasses();
    const heartbeat = (ConsumerGroup.prototype as { heartbeat: unknown }).heartbeat;
    followCoordinatorMoves();
    expect((ConsumerGroup.prototype as { heartbeat: unknown }).heartbeat).toBe(heartbeat);
  });
});
