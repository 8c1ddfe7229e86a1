/**
 * A group member whose coordinator moved, or is still loading, finds it again and goes on as the same member,
 * instead of re-joining the group.
 *
 * kafkajs 2.2.4 (its last release) throws NOT_COORDINATOR_FOR_GROUP, GROUP_LOAD_IN_PROGRESS and
 * GROUP_COORDINATOR_NOT_AVAILABLE from a heartbeat or an offset commit as they come, and its runner counts
 * NOT_COORDINATOR_FOR_GROUP as a rebalance: the member re-joins. A broker back from an outage answers exactly
 * these while it loads its groups (about a second), so every consumer that heartbeated or committed in that
 * second re-joined; a group's leader re-joining a stable group rebalances all of it, and the member whose
 * error surfaced only at the end of a long catch-up batch did so seconds later. `npm run chaos`
 * (broker-outage) saw groups rebalance 10-13 s after the broker's return, and their events wait for it.
 *
 * The Java client treats these three as retriable: it marks the coordinator unknown, looks it up again and
 * retries the heartbeat or the commit with the same generation. Here too: the heartbeat and the offset commit,
 * on one of them, look the coordinator up again (Cluster.findGroupCoordinator) and retry with a short backoff
 * for up to COORDINATOR_WAIT_MS; an error past that, or any other error, is thrown as before (kafkajs then
 * re-joins). Applied once, on import.
 */

/** The errors that say "ask the coordinator again" (Kafka's retriable coordinator errors). */
export const COORDINATOR_MOVED = new Set(['NOT_COORDINATOR_FOR_GROUP', 'GROUP_LOAD_IN_PROGRESS', 'GROUP_COORDINATOR_NOT_AVAILABLE']);
/** How long a heartbeat or a commit keeps asking (well under the session timeout: the member must not expire meanwhile). */
export const COORDINATOR_WAIT_MS = 3000;
const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 500;

import { patchKafkajs } from './kafkajs-patch';

interface Broker {
  readonly nodeId?: number;
}
/** What ConsumerGroup and OffsetManager have in common: their cluster, group and coordinator. */
interface CoordinatorHolder {
  cluster: { findGroupCoordinator(args: { groupId: string }): Promise<Broker> };
  groupId: string;
  coordinator: Broker | null;
  offsetManager?: { coordinator: Broker | null } | null;
}

type Method = (this: CoordinatorHolder, ...args: never[]) => Promise<unknown>;
type PatchableClass = { prototype: object };

const PATCHED = Symbol.for('liquify.kafkajs.coordinatorMoves');
const CONSUMER_GROUP_MODULE = 'kafkajs/src/consumer/consumerGroup';
const OFFSET_MANAGER_MODULE = 'kafkajs/src/consumer/offsetManager';

/** kafkajs' ConsumerGroup and OffsetManager classes (internal modules: a kafkajs upgrade that moves them fails here, loudly). */
export function kafkajsGroupClasses(): { ConsumerGroup: PatchableClass; OffsetManager: PatchableClass } {
  return { ConsumerGroup: require(CONSUMER_GROUP_MODULE) as PatchableClass, OffsetManager: require(OFFSET_MANAGER_MODULE) as PatchableClass };
}

const isCoordinatorMoved = (err: unknown) => COORDINATOR_MOVED.has(String((err as { type?: unknown } | null)?.type));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `work` on `holder`, and on a coordinator error the coordinator looked up again and `work` retried, for up to
 * `waitMs`. The coordinator found is also given to the holder's offset manager (a ConsumerGroup's).
 */
export async function withCoordinator<T>(holder: CoordinatorHolder, work: () => Promise<T>, waitMs = COORDINATOR_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isCoordinatorMoved(err) || Date.now() >= deadline) throw err;
      await sleep(Math.min(FIRST_BACKOFF_MS * 2 ** attempt, MAX_BACKOFF_MS, Math.max(0, deadline - Date.now())));
      const coordinator = await holder.cluster.findGroupCoordinator({ groupId: holder.groupId });
      holder.coordinator = coordinator;
      if (holder.offsetManager) holder.offsetManager.coordinator = coordinator;
    }
  }
}

type CoordinatorMethods = { heartbeat?: Method; commitOffsets?: Method };
const retrying = (original: Method | undefined): Method =>
  function (this: CoordinatorHolder, ...args: never[]) {
    return withCoordinator(this, () => original!.apply(this, args));
  };

/** Makes heartbeats and offset commits find a moved or loading coordinator again (see above). Idempotent. */
export function followCoordinatorMoves(classes = kafkajsGroupClasses()): void {
  patchKafkajs(classes.ConsumerGroup.prototype as CoordinatorMethods, PATCHED, { module: CONSUMER_GROUP_MODULE, file: 'kafkajs-coordinator-moves.ts' }, { heartbeat: retrying });
  patchKafkajs(classes.OffsetManager.prototype as CoordinatorMethods, PATCHED, { module: OFFSET_MANAGER_MODULE, file: 'kafkajs-coordinator-moves.ts' }, { commitOffsets: retrying });
}

followCoordinatorMoves();
