import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEFAULT_SUBSCRIPTION_FEATURES } from '@liquify/contracts';
import { applyConditionalUpserts, isDuplicateKeyError } from '@liquify/mongo';
import { RedisLocks } from '@liquify/redis';
import type { Model } from 'mongoose';
import { ACCOUNT_MODEL, AccountDoc } from './accounts.schema';

const EPOCH = new Date(0);

/** Fields of an account identity has not told us about yet: the default (free) store limit. */
const defaults = () => ({
  storeLimit: DEFAULT_SUBSCRIPTION_FEATURES.storeLimit,
  role: 'user',
  storeIds: [] as string[],
  storeCount: 0,
  limitAt: EPOCH,
  roleAt: EPOCH,
  known: false,
});

/** The conditional upsert of one fact as of `eventAt`: applied unless a newer one or the user's deletion is known. */
function factWrite(userId: string, clock: 'limitAt' | 'roleAt', set: Partial<AccountDoc>, eventAt: Date) {
  const { [clock]: _clock, ...rest } = defaults();
  const onInsert = Object.fromEntries(Object.entries(rest).filter(([key]) => !(key in set) && key !== 'known'));
  return {
    filter: { _id: userId, deletedAt: null, [clock]: { $lte: eventAt } },
    update: { $set: { ...set, [clock]: eventAt, known: true }, $setOnInsert: onInsert },
  };
}

@Injectable()
export class AccountsRepository {
  constructor(
    @InjectModel(ACCOUNT_MODEL) private readonly model: Model<AccountDoc>,
    private readonly locks: RedisLocks,
  ) {}

  /**
   * Every write of a user's account document runs under the user's lock: FerretDB 1.24 does not isolate
   * concurrent updates of one document (a limit change and a slot taken at once could lose one), and the
   * lock holds across replicas where the in-process write queue cannot.
   */
  private locked<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.locks.withLock(`account:${userId}`, work);
  }

  /** Applies identity's facts as of `eventAt`, unless a newer fact of the same kind or the user's deletion is known. */
  async applyFacts(
    userId: string,
    facts: { storeLimit?: number; role?: string },
    eventAt: Date,
  ): Promise<boolean> {
    let applied = false;
    if (facts.storeLimit !== undefined)
      applied =
        (await this.applyIfNewer(userId, 'limitAt', { storeLimit: facts.storeLimit }, eventAt)) || applied;
    if (facts.role !== undefined)
      applied = (await this.applyIfNewer(userId, 'roleAt', { role: facts.role }, eventAt)) || applied;
    return applied;
  }

  private async applyIfNewer(
    userId: string,
    clock: 'limitAt' | 'roleAt',
    set: Partial<AccountDoc>,
    eventAt: Date,
  ): Promise<boolean> {
    const { filter, update } = factWrite(userId, clock, set, eventAt);
    return this.locked(userId, async () => {
      try {
        const result = await this.model.updateOne(filter, update, { upsert: true }).exec();
        return result.matchedCount + (result.upsertedCount ?? 0) > 0;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false; // a newer fact, or the user's deletion, is already known
        throw err;
      }
    });
  }

  /**
   * Several users' facts (a fetched batch of identity's events) under each user's lock, the same rule as
   * applyFacts for each: one bulk write per kind of fact, each holding one write per user (the newest fact),
   * so no two writes of one bulk meet on a document.
   */
  async applyFactsMany(items: ReadonlyArray<{ userId: string; facts: { storeLimit?: number; role?: string }; eventAt: Date }>): Promise<void> {
    const bulks = (['limitAt', 'roleAt'] as const).map((clock) => {
      const newest = new Map<string, { set: Partial<AccountDoc>; eventAt: Date }>();
      for (const { userId, facts, eventAt } of items) {
        const set = clock === 'limitAt' ? (facts.storeLimit !== undefined ? { storeLimit: facts.storeLimit } : null) : facts.role !== undefined ? { role: facts.role } : null;
        const held = newest.get(userId);
        if (set && (!held || held.eventAt.getTime() <= eventAt.getTime())) newest.set(userId, { set, eventAt });
      }
      return [...newest].map(([userId, { set, eventAt }]) => factWrite(userId, clock, set, eventAt));
    });
    if (bulks.every((writes) => writes.length === 0)) return;
    await this.locks.withLocks(
      items.map((item) => `account:${item.userId}`),
      async () => {
        for (const writes of bulks) await applyConditionalUpserts(this.model, writes);
      },
    );
  }

  /** The user's account, created with the defaults when identity's first event has not arrived yet. */
  async ensure(userId: string): Promise<AccountDoc> {
    const existing = await this.find(userId);
    if (existing) return existing;
    await this.locked(userId, async () => {
      try {
        await this.model
          .updateOne({ _id: userId }, { $setOnInsert: { ...defaults(), deletedAt: null } }, { upsert: true })
          .exec();
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err; // created meanwhile
      }
    });
    return (await this.find(userId))!;
  }

  async find(userId: string): Promise<AccountDoc | null> {
    const doc = await this.model.findOne({ _id: userId }).lean<AccountDoc>().exec();
    // FerretDB 1.24 leaves out an empty array an upsert's $setOnInsert inserts: an account made by identity's
    // first event has no `storeIds` until its first store ($push creates it).
    return doc && { ...doc, storeIds: doc.storeIds ?? [], storeCount: doc.storeCount ?? 0 };
  }

  /**
   * Takes one store slot for `storeId` if the user holds fewer stores than `limit` (the limit read with the
   * account: if it changed meanwhile nothing is taken and the caller reads again). One conditional
   * single-document write: parallel creates can never take more slots than the limit.
   */
  async reserve(userId: string, storeId: string, limit: number): Promise<boolean> {
    const filter = {
      _id: userId,
      deletedAt: null,
      storeLimit: limit,
      ...(limit === -1 ? {} : { storeCount: { $lt: limit } }),
    };
    const result = await this.locked(userId, () =>
      this.model.updateOne(filter, { $push: { storeIds: storeId }, $inc: { storeCount: 1 } }).exec(),
    );
    return result.modifiedCount > 0;
  }

  /** Gives a store's slot back (store deleted, or its creation failed). Once only: the id must still be there. */
  async release(userId: string, storeId: string): Promise<boolean> {
    const result = await this.locked(userId, () =>
      this.model
        .updateOne(
          { _id: userId, storeIds: storeId },
          { $pull: { storeIds: storeId }, $inc: { storeCount: -1 } },
        )
        .exec(),
    );
    return result.modifiedCount > 0;
  }

  async markDeleted(userId: string, eventAt: Date): Promise<void> {
    await this.locked(userId, () =>
      this.model
        .updateOne(
          { _id: userId },
          {
            $set: { deletedAt: eventAt, storeIds: [], storeCount: 0 },
            $setOnInsert: { storeLimit: 0, role: 'user', limitAt: eventAt, roleAt: eventAt, known: true },
          },
          { upsert: true },
        )
        .exec(),
    );
  }
}
