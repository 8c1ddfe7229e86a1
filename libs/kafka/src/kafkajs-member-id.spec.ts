import { kafkajsConsumerGroup, rememberMemberIds, type ConsumerGroupInternals } from './kafkajs-member-id';

/**
 * A broker double for one group: a join with an id it knows keeps it; with none (or an unknown one) it hands
 * out a new one. Records the id each join was asked with.
 */
function broker() {
  const known = new Set<string>();
  const asked: Array<string | null> = [];
  let next = 0;
  return {
    asked,
    known,
    join(memberId: string | null): string {
      asked.push(memberId);
      if (memberId && known.has(memberId)) return memberId;
      const id = `member-${++next}`;
      known.add(id);
      return id;
    },
  };
}

/** kafkajs' ConsumerGroup as far as the patch sees it: a join that may fail, an UNKNOWN_MEMBER_ID retry, a leave. */
function groupClass(b: ReturnType<typeof broker>) {
  class Group implements ConsumerGroupInternals {
    memberId: string | null = null;
    down = false;
    constructor(public cluster: object) {}
    async joinAndSync() {
      if (this.down) throw new Error('Connection error: connect ECONNREFUSED');
      // kafkajs: an id the coordinator does not know comes back as UNKNOWN_MEMBER_ID; it clears it and retries.
      if (this.memberId && !b.known.has(this.memberId)) {
        b.asked.push(this.memberId);
        this.memberId = null;
      }
      this.memberId = b.join(this.memberId);
    }
    async leave() {
      if (this.down) throw new Error('Connection error: connect ECONNREFUSED');
      if (this.memberId) b.known.delete(this.memberId);
      this.memberId = null;
    }
  }
  rememberMemberIds(Group);
  return Group;
}

describe('a consumer kafkajs restarts after a crash rejoins as the member it was', () => {
  it('the restarted consumer (a new ConsumerGroup on the same cluster) joins with the id of the crashed one', async () => {
    const b = broker();
    const Group = groupClass(b);
    const cluster = {};
    const first = new Group(cluster);
    await first.joinAndSync();
    expect(first.memberId).toBe('member-1');

    const restarted = new Group(cluster); // kafkajs' restart after a crash: a new ConsumerGroup, memberId null
    await restarted.joinAndSync();
    expect(b.asked).toEqual([null, 'member-1']);
    expect(restarted.memberId).toBe('member-1');
  });

  it('keeps the id through failed joins while the broker is away', async () => {
    const b = broker();
    const Group = groupClass(b);
    const cluster = {};
    await new Group(cluster).joinAndSync();
    for (let restart = 0; restart < 3; restart++) {
      const attempt = new Group(cluster);
      attempt.down = true;
      await expect(attempt.joinAndSync()).rejects.toThrow('ECONNREFUSED');
    }
    const back = new Group(cluster);
    await back.joinAndSync();
    expect(back.memberId).toBe('member-1');
  });

  it('an id the broker no longer knows ends in a new member, as without the patch', async () => {
    const b = broker();
    const Group = groupClass(b);
    const cluster = {};
    await new Group(cluster).joinAndSync();
    b.known.clear(); // its session timed out
    const restarted = new Group(cluster);
    await restarted.joinAndSync();
    expect(restarted.memberId).toBe('member-2');
    // and that new id is the one a later restart brings
    const again = new Group(cluster);
    await again.joinAndSync();
    expect(again.memberId).toBe('member-2');
  });

  it("keeps the id when the crash's leave cannot reach the broker (kafkajs leaves before it restarts): the broker still counts the member", async () => {
    const b = broker();
    const Group = groupClass(b);
    const cluster = {};
    const crashed = new Group(cluster);
    await crashed.joinAndSync();
    crashed.down = true;
    await expect(crashed.leave()).rejects.toThrow('ECONNREFUSED');
    const restarted = new Group(cluster);
    await restarted.joinAndSync();
    expect(restarted.memberId).toBe('member-1');
    expect(b.asked).toEqual([null, 'member-1']);
  });

  it("only a ConsumerGroup's first join borrows the id: a rejoin after kafkajs cleared it joins as new", async () => {
    const b = broker();
    const Group = groupClass(b);
    const cluster = {};
    const group = new Group(cluster);
    await group.joinAndSync();
    group.memberId = null; // kafkajs' runner on UNKNOWN_MEMBER_ID, before it joins again
    await group.joinAndSync();
    expect(b.asked).toEqual([null, null]);
  });

  it('a consumer that left its group on purpose (shutdown) forgets its id; other consumers never get it', async () => {
    const b = broker();
    const Group = groupClass(b);
    const cluster = {};
    const first = new Group(cluster);
    await first.joinAndSync();
    await first.leave();
    const after = new Group(cluster);
    await after.joinAndSync();
    expect(after.memberId).toBe('member-2');

    const other = new Group({}); // another consumer: its own cluster
    await other.joinAndSync();
    expect(b.asked).toEqual([null, null, null]);
    expect(other.memberId).toBe('member-3');
  });

  it("is applied to kafkajs' own ConsumerGroup on import, once", () => {
    const ConsumerGroup = kafkajsConsumerGroup();
    const joinAndSync = ConsumerGroup.prototype.joinAndSync;
    rememberMemberIds(ConsumerGroup);
    expect(ConsumerGroup.prototype.joinAndSync).toBe(joinAndSync);
    expect((ConsumerGroup.prototype as unknown as Record<symbol, unknown>)[Symbol.for('liquify.kafkajs.rememberMemberIds')]).toBe(true);
  });
});
