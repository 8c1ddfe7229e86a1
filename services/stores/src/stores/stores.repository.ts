import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OutboxEntry, outboxField, OutboxRelay, outboxSet } from '@liquify/kafka';
import { RedisLocks } from '@liquify/redis';
import { isValidObjectId, Model, Types } from 'mongoose';
import { STORE_MODEL, StoreDoc } from './stores.schema';

export type StoreChanges = Partial<Pick<StoreDoc, 'name' | 'description' | 'color' | 'icon'>>;

/** All I/O of stores. Every state change carries its event in the same single-document write (outbox). */
@Injectable()
export class StoresRepository implements OnModuleInit {
  constructor(
    @InjectModel(STORE_MODEL) private readonly model: Model<StoreDoc>,
    private readonly relay: OutboxRelay,
    private readonly locks: RedisLocks,
  ) {}

  onModuleInit() {
    // The relay clears published events under the writers' lock of each store (FerretDB 1.24).
    this.relay.register(this.model, { lock: (id, work) => this.withLock(String(id), work) });
  }

  /** One writer at a time per store, across replicas: edits and deletion read, decide and write under it. */
  withLock<T>(storeId: string, work: () => Promise<T>): Promise<T> {
    return this.locks.withLock(`store:${storeId.toLowerCase()}`, work);
  }

  newId(): Types.ObjectId {
    return new Types.ObjectId();
  }

  async create(store: Omit<StoreDoc, 'deletedAt'>, event: OutboxEntry): Promise<StoreDoc> {
    const created = await this.model.create({ ...store, deletedAt: null, _outbox: outboxField(event) });
    this.relay.kick(this.model, [store._id]);
    return created.toObject<StoreDoc>();
  }

  /** A live store of this user; a malformed id, a deleted store or another user's store is null. */
  findOwned(userId: string, storeId: string): Promise<StoreDoc | null> {
    if (!isValidObjectId(storeId) || !/^[a-f0-9]{24}$/i.test(storeId)) return Promise.resolve(null);
    return this.model.findOne({ _id: storeId, userId, deletedAt: null }).lean<StoreDoc>().exec();
  }

  listOwned(userId: string): Promise<StoreDoc[]> {
    return this.model
      .find({ userId, deletedAt: null })
      .sort({ createdAt: 1, _id: 1 })
      .lean<StoreDoc[]>()
      .exec();
  }

  async liveIdsOf(userId: string): Promise<Set<string>> {
    const docs = await this.model
      .find({ userId, deletedAt: null }, { _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    return new Set(docs.map((d) => String(d._id)));
  }

  /**
   * Applies changes if the store is still as it was read (same updatedAt): the event built from what was
   * read then describes the state written. False when someone changed or deleted it meanwhile.
   */
  async updateIfUnchanged(
    store: StoreDoc,
    changes: StoreChanges,
    updatedAt: Date,
    event: OutboxEntry,
  ): Promise<boolean> {
    const result = await this.model
      .updateOne(
        { _id: store._id, userId: store.userId, deletedAt: null, updatedAt: store.updatedAt },
        { $set: { ...changes, updatedAt, ...outboxSet(event) } },
      )
      .exec();
    if (result.modifiedCount > 0) this.relay.kick(this.model, [store._id]);
    return result.modifiedCount > 0;
  }

  /** Soft deletion with its event; the relay removes the tombstone once the event is out. */
  async softDelete(store: StoreDoc, event: OutboxEntry, at: Date): Promise<boolean> {
    const result = await this.model
      .updateOne(
        { _id: store._id, userId: store.userId, deletedAt: null },
        { $set: { deletedAt: at, ...outboxSet(event) } },
      )
      .exec();
    if (result.modifiedCount > 0) this.relay.kick(this.model, [store._id]);
    return result.modifiedCount > 0;
  }

  // ------------------------------------------------------------ admin totals
  countLive(): Promise<number> {
    return this.model.countDocuments({ deletedAt: null }).exec();
  }

  async countOwners(): Promise<number> {
    const rows = await this.model
      .aggregate<{ n: number }>([
        { $match: { deletedAt: null } },
        { $group: { _id: '$userId' } },
        { $count: 'n' },
      ])
      .exec();
    return rows[0]?.n ?? 0;
  }

  async allLiveIds(): Promise<Set<string>> {
    const docs = await this.model
      .find({ deletedAt: null }, { _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    return new Set(docs.map((d) => String(d._id)));
  }
}
