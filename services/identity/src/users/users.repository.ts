import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEFAULT_SUBSCRIPTION_FEATURES, FALLBACK_PLAN_SLUG } from '@liquify/contracts';
import { OutboxEntry, outboxField, outboxSet, OutboxRelay } from '@liquify/kafka';
import { escapeRegex, isDuplicateKeyError, KeyedPointReads, whereFields, withLockedDocuments } from '@liquify/mongo';
import { EdgeTags, RedisKeyHints, RedisLocks } from '@liquify/redis';
import type { AnyBulkWriteOperation, FilterQuery, Model } from 'mongoose';
import { Types } from 'mongoose';
import { FEATURE_KEYS, SubscriptionState } from './subscription.rules';
import { USER_MODEL, UserDoc } from './user.schema';
import { countInto, tallyUserFigures, UserFigureRow, UserFigures } from './user-figures.rules';

export class DuplicateEmailError extends Error {
  constructor() {
    super('duplicate email');
  }
}

const LIVE = { deletedAt: null };

/** The edge-cache tag of everything the gateway may repeat about one user (GET /api/auth/me). */
export const userEdgeTag = (id: string) => `identity.user.${id.toLowerCase()}`;

export interface NewUser {
  _id: Types.ObjectId;
  name: string;
  email: string;
  passwordHash: string;
  role: UserDoc['role'];
  fullName?: string;
  company?: string;
  website?: string;
  bio?: string;
  subscription: SubscriptionState;
  /** The paid checkout presented at registration (issue 21 item 11). */
  signupCheckoutId?: string | null;
}

export interface UserListQuery {
  page: number;
  limit: number;
  search?: string;
  role?: UserDoc['role'];
  status?: SubscriptionState['status'];
}

export interface SubscriptionWrite {
  id: string;
  rev: number;
  subscription: SubscriptionState;
  entries: OutboxEntry[];
}

/** Fills what older documents may lack so the rules always see a complete snapshot. */
export function normalizeSubscription(raw: Partial<SubscriptionState> | undefined | null): SubscriptionState {
  const s = raw ?? {};
  return {
    plan: s.plan ?? FALLBACK_PLAN_SLUG,
    planId: s.planId ?? null,
    status: s.status ?? 'active',
    features: { ...DEFAULT_SUBSCRIPTION_FEATURES, ...(s.features ?? {}) },
    currentPeriodStart: s.currentPeriodStart ? new Date(s.currentPeriodStart) : null,
    currentPeriodEnd: s.currentPeriodEnd ? new Date(s.currentPeriodEnd) : null,
    cancelAtPeriodEnd: Boolean(s.cancelAtPeriodEnd),
    overrides: (s.overrides ?? []).filter((k) => (FEATURE_KEYS as string[]).includes(k)),
    syncedAt: s.syncedAt ? new Date(s.syncedAt) : null,
    checkoutSessionId: s.checkoutSessionId ?? null,
    customerId: s.customerId ?? null,
    providerSubscriptionId: s.providerSubscriptionId ?? null,
  };
}

function normalize(doc: UserDoc | null): UserDoc | null {
  if (!doc) return null;
  return { ...doc, subscription: normalizeSubscription(doc.subscription), subscriptionRev: doc.subscriptionRev ?? 0 };
}

/** All I/O of the user aggregate. Every read of live data filters `deletedAt: null`. */
@Injectable()
export class UsersRepository implements OnModuleInit {
  private readonly logger = new Logger(UsersRepository.name);
  /**
   * Sign-ins ask by e-mail: read through the id the e-mail last named, shared by the replicas and told at
   * registration (libs/mongo KeyedPointReads). On FerretDB the query by e-mail read every user on each sign-in.
   */
  private readonly byEmail: KeyedPointReads;

  constructor(
    @InjectModel(USER_MODEL) private readonly model: Model<UserDoc>,
    private readonly relay: OutboxRelay,
    private readonly edgeTags: EdgeTags,
    private readonly locks: RedisLocks,
    hints: RedisKeyHints,
  ) {
    this.byEmail = new KeyedPointReads(model, 'email', { hints: hints.scope('user-email') });
  }

  /**
   * One writer at a time per user, across replicas: every write of an existing user and the outbox relay's
   * clean-up. On FerretDB 1.24 an update rewrites the document without isolation, so the relay's `$unset` of
   * a published event, landing with a plan change applied by another replica, could put the old plan back.
   * (The schema's per-document queue serialises writers within one process only.)
   */
  private withLock<T>(id: string, work: () => Promise<T>): Promise<T> {
    return this.locks.documents('user')(id, work);
  }

  /** The user's edge-cache version, read before the user is (undefined when Redis does not answer). */
  edgeVersion(id: string): Promise<number | undefined> {
    return this.edgeTags.version(userEdgeTag(id));
  }

  /**
   * After a committed change: every copy of these users' answers held by a gateway becomes unusable.
   * A Redis failure is logged, not thrown: the change is committed, and gateways bypass their cache
   * while they cannot hear Redis (their copies also expire within a minute).
   */
  private async changed(ids: string[]) {
    try {
      await this.edgeTags.bump(ids.map(userEdgeTag));
    } catch (err) {
      this.logger.warn(`edge cache not told of a change to ${ids.length} user(s): ${(err as Error).message}`);
    }
  }

  onModuleInit() {
    this.relay.register(this.model, { lock: (id, work) => this.withLock(String(id), work) });
  }

  /** Builds indexes now (the unique e-mail index must exist before the first registration). */
  async ensureIndexes() {
    await this.model.init();
  }

  /** Relays the pending events of these users right away instead of at the next poll. */
  private flush(ids: unknown[]) {
    this.relay.kick(this.model, ids);
  }

  newId() {
    return new Types.ObjectId();
  }

  static isValidId(id: string) {
    return /^[a-f0-9]{24}$/i.test(id);
  }

  async create(user: NewUser, ...entries: OutboxEntry[]): Promise<UserDoc> {
    try {
      await this.model.create({ ...user, subscriptionRev: 0, _outbox: outboxField(...entries) });
    } catch (err) {
      if (isDuplicateKeyError(err)) throw new DuplicateEmailError();
      throw err;
    }
    this.flush([user._id]);
    await this.byEmail.remember(user.email, user._id);
    const created = await this.findById(String(user._id));
    if (!created) throw new Error('created user not found');
    return created;
  }

  async findById(id: string): Promise<UserDoc | null> {
    if (!UsersRepository.isValidId(id)) return null;
    return normalize(whereFields(await this.model.findOne({ _id: id }).lean<UserDoc>().exec(), LIVE));
  }

  async findByIdWithPassword(id: string): Promise<UserDoc | null> {
    if (!UsersRepository.isValidId(id)) return null;
    return normalize(whereFields(await this.model.findOne({ _id: id }).select('+passwordHash').lean<UserDoc>().exec(), LIVE));
  }

  async findByEmail(email: string): Promise<UserDoc | null> {
    return normalize(await this.byEmail.findOne<UserDoc>(email, LIVE));
  }

  async findByEmailWithPassword(email: string): Promise<UserDoc | null> {
    return normalize(await this.byEmail.findOne<UserDoc>(email, LIVE, { select: '+passwordHash' }));
  }

  async emailExists(email: string): Promise<boolean> {
    return (await this.model.exists({ email }).exec()) !== null;
  }

  /**
   * One single-document write: the changes and their events. With `expectedRev` the write only happens when
   * nobody changed the subscription meanwhile (null is answered, the caller re-reads and retries).
   */
  async update(
    id: string,
    set: Record<string, unknown>,
    entries: OutboxEntry[],
    options: { expectedRev?: number; unset?: string[] } = {},
  ): Promise<UserDoc | null> {
    if (!UsersRepository.isValidId(id)) return null;
    const filter: FilterQuery<UserDoc> = { _id: id, ...LIVE };
    const update: Record<string, unknown> = { $set: { ...set, ...outboxSet(...entries) } };
    if (options.expectedRev !== undefined) {
      filter.subscriptionRev = options.expectedRev;
      update.$inc = { subscriptionRev: 1 };
    }
    if (options.unset?.length) update.$unset = Object.fromEntries(options.unset.map((k) => [k, '']));
    try {
      // updateOne then a read: FerretDB's findAndModify refuses the projection mongoose adds for
      // select:false fields (passwordHash, _outbox).
      const result = await this.withLock(id, () => this.model.updateOne(filter, update).exec());
      if (result.matchedCount === 0) return null;
      await this.changed([id]);
      if (entries.length) this.flush([id]);
      return this.findById(id);
    } catch (err) {
      if (isDuplicateKeyError(err)) throw new DuplicateEmailError();
      throw err;
    }
  }

  /**
   * Replaces a password hash by a stronger one of the same password (rehash at sign-in): only while the
   * stored hash is still `previous`, so a password changed meanwhile is never overwritten. No event, no
   * edge-cache change and no new updatedAt: nothing anyone can see of the user changes.
   */
  async upgradePasswordHash(id: string, previous: string, next: string): Promise<boolean> {
    if (!UsersRepository.isValidId(id)) return false;
    const result = await this.withLock(id, () => this.model.updateOne({ _id: id, ...LIVE, passwordHash: previous }, { $set: { passwordHash: next } }, { timestamps: false }).exec());
    return result.modifiedCount > 0;
  }

  /** A subscription change guarded by the revision read; null when it changed meanwhile (or the user is gone). */
  async updateSubscription(write: SubscriptionWrite): Promise<UserDoc | null> {
    return this.update(write.id, { subscription: write.subscription }, write.entries, { expectedRev: write.rev });
  }

  /** Many subscription changes in one round trip; answers how many matched their expected revision. */
  async bulkUpdateSubscriptions(writes: SubscriptionWrite[]): Promise<number> {
    if (writes.length === 0) return 0;
    const ops: AnyBulkWriteOperation<UserDoc>[] = writes.map((w) => ({
      updateOne: {
        filter: { _id: new Types.ObjectId(w.id), ...LIVE, subscriptionRev: w.rev },
        update: { $set: { subscription: w.subscription, ...outboxSet(...w.entries) }, $inc: { subscriptionRev: 1 } },
      },
    }));
    // The bulk write bypasses the per-document queue of the schema plugin: it holds those users' locks across
    // replicas, then their places in the queue (withLockedDocuments).
    const ids = writes.map((w) => w.id.toLowerCase());
    const result = await withLockedDocuments(this.model.collection.collectionName, ids, (id, work) => this.withLock(id, work), () => this.model.bulkWrite(ops, { ordered: false }));
    await this.changed(writes.map((w) => w.id));
    this.flush(writes.map((w) => w.id));
    return result.matchedCount;
  }

  /**
   * Soft delete: the tombstone carries the deletion event; the relay removes it once published. The e-mail is
   * moved aside at once so the address can register again while the tombstone waits.
   */
  async softDelete(id: string, entry: OutboxEntry): Promise<boolean> {
    if (!UsersRepository.isValidId(id)) return false;
    const result = await this.withLock(id, () =>
      this.model.updateOne({ _id: id, ...LIVE }, { $set: { deletedAt: new Date(), email: `deleted.${id}@liquify.invalid`, ...outboxSet(entry) } }).exec(),
    );
    if (result.matchedCount > 0) {
      await this.changed([id]);
      this.flush([id]);
    }
    return result.matchedCount > 0;
  }

  private filterFor(query: Pick<UserListQuery, 'search' | 'role' | 'status'>): FilterQuery<UserDoc> {
    const filter: FilterQuery<UserDoc> = { ...LIVE };
    if (query.role) filter.role = query.role;
    if (query.status) filter['subscription.status'] = query.status;
    if (query.search) {
      const pattern = escapeRegex(query.search);
      filter.$or = [{ name: { $regex: pattern, $options: 'i' } }, { email: { $regex: pattern, $options: 'i' } }];
    }
    return filter;
  }

  /** The live users of the list's filter, newest first, read as they are iterated (exports: never all in memory). */
  async *stream(query: Pick<UserListQuery, 'search' | 'role' | 'status'>): AsyncGenerator<UserDoc> {
    const cursor = this.model.find(this.filterFor(query)).sort({ createdAt: -1, _id: -1 }).select('name email role subscription createdAt').lean<UserDoc[]>().cursor({ batchSize: 200 });
    for await (const doc of cursor as AsyncIterable<UserDoc>) yield normalize(doc)!;
  }

  async list(query: UserListQuery): Promise<{ items: UserDoc[]; total: number }> {
    const filter = this.filterFor(query);
    const [items, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<UserDoc[]>()
        .exec(),
      this.model.countDocuments(filter).exec(),
    ]);
    return { items: items.map((d) => normalize(d)!), total };
  }

  /** Live admins other than `id` (the last-admin rule). */
  countOtherAdmins(id: string): Promise<number> {
    const filter: FilterQuery<UserDoc> = { ...LIVE, role: 'admin' };
    if (UsersRepository.isValidId(id)) filter._id = { $ne: new Types.ObjectId(id) };
    return this.model.countDocuments(filter).exec();
  }

  /**
   * The admin's user figures; `monthStart` bounds "new this month". One read of the live users' few counted
   * fields, each user counted once for every figure (`tallyUserFigures`): separate counts, as before, let a
   * deletion or a role change between two of them leave "new this month" above the total. FerretDB 1.24 runs
   * neither `$cond` nor `$facet`, so the figures cannot be grouped in the database.
   */
  async stats(monthStart: Date): Promise<UserFigures> {
    const figures = tallyUserFigures([], monthStart);
    const cursor = this.model
      .find(LIVE)
      .select({ _id: 0, role: 1, createdAt: 1, 'subscription.status': 1, 'subscription.checkoutSessionId': 1 })
      .lean<UserFigureRow[]>()
      .cursor({ batchSize: 1000 });
    for await (const row of cursor as AsyncIterable<UserFigureRow>) countInto(figures, row, monthStart);
    return figures;
  }

  /** Subscribers of a plan in one query: by plan id, or by slug for users recorded before the plan was known. */
  async findSubscribersOfPlan(planId: string, slug: string): Promise<UserDoc[]> {
    const docs = await this.model
      .find({ ...LIVE, $or: [{ 'subscription.planId': planId }, { 'subscription.planId': null, 'subscription.plan': slug }] })
      .select('_id email subscription subscriptionRev')
      .lean<UserDoc[]>()
      .exec();
    return docs.map((d) => normalize(d)!);
  }

  /** Users whose cancelled subscription's paid period has ended. */
  async findEndedCancellations(now: Date, limit: number): Promise<UserDoc[]> {
    const docs = await this.model
      .find({ ...LIVE, 'subscription.status': 'active', 'subscription.cancelAtPeriodEnd': true, 'subscription.currentPeriodEnd': { $lte: now } })
      .select('_id email subscription subscriptionRev')
      .limit(limit)
      .lean<UserDoc[]>()
      .exec();
    return docs.map((d) => normalize(d)!);
  }
}
