/**
 * A consumer kafkajs restarts after a crash rejoins its group as the member it was.
 *
 * kafkajs 2.2.4 (its last release) restarts a crashed consumer with a new ConsumerGroup and so a new member id.
 * Crashes come with broker trouble: a connection cut while a broker shuts down ("Failed to find group
 * coordinator", "No broker available"). A broker back from an outage reloads the group with its old members.
 * Until their session times out, a join waits for them, and this one will never come back under its old id.
 * `npm run chaos` measured it: after a 15 s broker outage, groups with a crashed member read again ~10 s after
 * those without one. Rejoining with the old id is the join the broker expects. If it no longer knows the id
 * (UNKNOWN_MEMBER_ID), kafkajs clears it and joins as a new member, as it would have anyway.
 *
 * The id is kept per kafkajs consumer: its cluster object lives as long as the consumer, across restarts. A
 * consumer whose leave reached the broker (a shutdown) forgets it. Only a ConsumerGroup's first join borrows
 * it: after an UNKNOWN_MEMBER_ID, kafkajs' own choice (no id) stands. Applied once, on import.
 */

import { patchKafkajs } from './kafkajs-patch';

export interface ConsumerGroupInternals {
  cluster: object;
  memberId: string | null;
  joinAndSync(): Promise<unknown>;
  leave(): Promise<unknown>;
}

export type ConsumerGroupClass = { prototype: ConsumerGroupInternals };

const GROUP_MODULE = 'kafkajs/src/consumer/consumerGroup';
const PATCHED = Symbol.for('liquify.kafkajs.rememberMemberIds');
const JOINED_ONCE = Symbol('liquify.kafkajs.joinedOnce');

/** kafkajs' ConsumerGroup class (internal module: a kafkajs upgrade that moves it fails here, loudly). */
export function kafkajsConsumerGroup(): ConsumerGroupClass {
  return require(GROUP_MODULE) as ConsumerGroupClass;
}

/** Makes a restarted consumer rejoin with its member id (see above). Idempotent. */
export function rememberMemberIds(ConsumerGroup: ConsumerGroupClass = kafkajsConsumerGroup()): void {
  const memberIds = new WeakMap<object, string>();
  type Group = ConsumerGroupInternals & { [JOINED_ONCE]?: true };
  patchKafkajs(ConsumerGroup.prototype, PATCHED, { module: GROUP_MODULE, file: 'kafkajs-member-id.ts' }, {
    joinAndSync: (joinAndSync) =>
      async function (this: Group) {
        if (!this[JOINED_ONCE]) {
          this[JOINED_ONCE] = true;
          const previous = memberIds.get(this.cluster);
          if (!this.memberId && previous) this.memberId = previous;
        }
        const joined = await joinAndSync.call(this);
        if (this.memberId) memberIds.set(this.cluster, this.memberId);
        return joined;
      },
    // kafkajs leaves the group on a crash too (its restart stops the runner first): with the broker away that
    // leave fails and the broker still counts the member, so the id is kept. A leave the broker took ends it.
    leave: (leave) =>
      async function (this: Group) {
        const left = await leave.call(this);
        memberIds.delete(this.cluster);
        return left;
      },
  });
}

rememberMemberIds();
