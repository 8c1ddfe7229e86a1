import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OutboxEntry, outboxField, OutboxRelay, outboxSet } from '@liquify/kafka';
import { isValidObjectId, Model, Types } from 'mongoose';
import { PLAN_MODEL, PlanDoc } from './plans.schema';
import { isDuplicateKeyError, whereFields } from '@liquify/mongo';
import { RedisLocks } from '@liquify/redis';

export type NewPlanFields = Omit<PlanDoc, '_id' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'revision' | 'trashedAt' | 'trashedSlug'>;
export type PlanChanges = Partial<Omit<PlanDoc, '_id' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'revision' | 'trashedAt' | 'trashedSlug'>>;

/** Live: neither in the trash nor deleted. Every normal read (admin, public, checkout) sees only these. */
const LIVE = { deletedAt: null, trashedAt: null };
/** In the trash: restorable until the purge. */
const TRASHED = { deletedAt: null, trashedAt: { $ne: null } };
const OBJECT_ID = /^[a-f0-9]{24}$/i;

/**
 * All plan I/O. Every state change carries its event in the same single-document write (outbox). Every write of
 * an existing plan, and the relay's clean-up, hold the plan's lock (FerretDB 1.24 does not isolate two updates of
 * one document; docs/service-template.md).
 */
@Injectable()
export class PlansRepository implements OnModuleInit {
  private readonly lock: ReturnType<RedisLocks['documents']>;

  constructor(
    @InjectModel(PLAN_MODEL) private readonly model: Model<PlanDoc>,
    private readonly relay: OutboxRelay,
    locks: RedisLocks,
  ) {
    this.lock = locks.documents('plan');
  }

  onModuleInit() {
    this.relay.register(this.model, { lock: this.lock });
  }

  /** Builds the indexes now (the seed's inserts rely on the unique slug, which autoIndex builds in the background). */
  async ensureIndexes(): Promise<void> {
    await this.model.init();
  }

  newId(): Types.ObjectId {
    return new Types.ObjectId();
  }

  /** Plans ever stored, tombstones included (seeding happens only on a truly empty collection). */
  countAll(): Promise<number> {
    return this.model.countDocuments({}).exec();
  }

  findLive(filter: Record<string, unknown> = {}): Promise<PlanDoc[]> {
    return this.model
      .find({ ...filter, ...LIVE })
      .sort({ sortOrder: 1, createdAt: 1 })
      .lean<PlanDoc[]>()
      .exec();
  }

  async findById(id: string): Promise<PlanDoc | null> {
    if (!isValidObjectId(id) || !/^[a-f0-9]{24}$/i.test(id)) return null;
    return this.model.findOne({ _id: id }).lean<PlanDoc>().exec().then((plan) => whereFields(plan, LIVE));
  }

  findBySlug(slug: string): Promise<PlanDoc | null> {
    return this.model.findOne({ slug, ...LIVE }).lean<PlanDoc>().exec();
  }

  /** Any plan (even deleted) by id: provider facts about old subscriptions still need their plan. */
  async findAnyById(id: string): Promise<PlanDoc | null> {
    if (!/^[a-f0-9]{24}$/i.test(id)) return null;
    return this.model.findById(id).lean<PlanDoc>().exec();
  }

  findByPriceId(priceId: string): Promise<PlanDoc | null> {
    return this.model.findOne({ stripePriceId: priceId, ...LIVE }).lean<PlanDoc>().exec();
  }

  findByIds(ids: string[]): Promise<PlanDoc[]> {
    return this.model.find({ _id: { $in: ids.filter((id) => /^[a-f0-9]{24}$/i.test(id)) }, ...LIVE }).lean<PlanDoc[]>().exec();
  }

  /** Live plans whose allowed list of `field` holds `itemId`. */
  findAllowing(field: 'allowedModules' | 'allowedSections', itemId: string): Promise<PlanDoc[]> {
    return this.model.find({ [field]: itemId, ...LIVE }).lean<PlanDoc[]>().exec();
  }

  /** Inserts a plan with its creation event. Returns null when the slug is taken. */
  async create(_id: Types.ObjectId, fields: NewPlanFields, event: OutboxEntry): Promise<PlanDoc | null> {
    try {
      const doc = await this.model.create({ _id, ...fields, revision: 0, _outbox: outboxField(event) });
      this.relay.kick(this.model, [_id]);
      return (await this.model.findById(doc._id).lean<PlanDoc>().exec()) ?? null;
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  /**
   * Writes `changes` (and the events) only if the plan is still at `revision`: the caller read, decided and
   * now commits; a concurrent writer makes this return 'conflict' and the caller retries with fresh data.
   */
  async updateAtRevision(id: Types.ObjectId, revision: number, changes: PlanChanges, events: OutboxEntry[]): Promise<PlanDoc | 'conflict' | 'slug-taken'> {
    try {
      // updateOne + read back: FerretDB does not take the projection findOneAndUpdate would send for `_outbox`.
      const result = await this.lock(id, () => this.model.updateOne({ _id: id, revision, ...LIVE }, { $set: { ...changes, revision: revision + 1, ...outboxSet(...events) } }).exec());
      if (result.matchedCount === 0) return 'conflict';
    } catch (err) {
      if (isDuplicateKeyError(err)) return 'slug-taken';
      throw err;
    }
    if (events.length) this.relay.kick(this.model, [id]);
    return (await this.model.findById(id).lean<PlanDoc>().exec()) ?? 'conflict';
  }

  /** The slug a plan carries while in the trash (its own is freed for a new plan). */
  static trashedSlugOf(id: Types.ObjectId): string {
    return `trashed~${id.toHexString()}`;
  }

  /** To the trash with its event, at the revision read; the slug is freed at once (kept in `trashedSlug`). */
  trashAtRevision(plan: PlanDoc, at: Date, event: OutboxEntry): Promise<boolean> {
    const set = { trashedAt: at, trashedSlug: plan.slug, slug: PlansRepository.trashedSlugOf(plan._id) };
    return this.writeAtRevision({ _id: plan._id, revision: plan.revision, ...LIVE }, set, plan.revision, event);
  }

  /** Trashed plans, most recently deleted first. */
  listTrashed(): Promise<PlanDoc[]> {
    return this.model.find(TRASHED).sort({ trashedAt: -1, _id: -1 }).limit(500).lean<PlanDoc[]>().exec();
  }

  findTrashedById(id: string): Promise<PlanDoc | null> {
    if (!OBJECT_ID.test(id)) return Promise.resolve(null);
    return this.model.findOne({ _id: id, ...TRASHED }).lean<PlanDoc>().exec();
  }

  /** Back under its own slug with its event; 'slug-taken' when a new plan took the slug meanwhile. */
  async restoreAtRevision(plan: PlanDoc, event: OutboxEntry): Promise<boolean | 'slug-taken'> {
    try {
      return await this.writeAtRevision({ _id: plan._id, revision: plan.revision, ...TRASHED }, { trashedAt: null, trashedSlug: '', slug: plan.trashedSlug }, plan.revision, event);
    } catch (err) {
      if (isDuplicateKeyError(err)) return 'slug-taken';
      throw err;
    }
  }

  /** Ids of plans trashed at or before `cutoff` (due for purge), oldest first. */
  async trashedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const docs = await this.model.find({ deletedAt: null, trashedAt: { $ne: null, $lte: cutoff } }).sort({ trashedAt: 1 }).limit(limit).select('_id').lean<{ _id: Types.ObjectId }[]>().exec();
    return docs.map((d) => d._id.toHexString());
  }

  /** Deletes a trashed plan for good with the deletion event (the relay removes the tombstone once it is out). */
  purgeAtRevision(plan: PlanDoc, event: OutboxEntry): Promise<boolean> {
    return this.writeAtRevision({ _id: plan._id, revision: plan.revision, ...TRASHED }, { deletedAt: new Date(), isActive: false }, plan.revision, event);
  }

  private async writeAtRevision(filter: Record<string, unknown>, set: Record<string, unknown>, revision: number, event: OutboxEntry): Promise<boolean> {
    const result = await this.lock(String(filter._id), () => this.model.updateOne(filter, { $set: { ...set, revision: revision + 1, ...outboxSet(event) } }).exec());
    if (result.modifiedCount === 1) this.relay.kick(this.model, [filter._id]);
    return result.modifiedCount === 1;
  }

  /**
   * Provider ids (not part of the published plan state: no event). Stored only if the plan still has the
   * price they were made for, so a concurrent price change is never paired with an old provider price.
   */
  async setProviderIds(
    id: Types.ObjectId,
    pricedAs: Pick<PlanDoc, 'price' | 'currency' | 'billingCycle'>,
    ids: { stripeProductId: string; stripePriceId: string; stripePriceKey: string },
  ): Promise<boolean> {
    const result = await this.lock(id, () =>
      this.model.updateOne({ _id: id, price: pricedAs.price, currency: pricedAs.currency, billingCycle: pricedAs.billingCycle, ...LIVE }, { $set: ids }).exec(),
    );
    return result.matchedCount === 1;
  }
}
