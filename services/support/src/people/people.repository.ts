import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { containsText, findByIds } from '@liquify/mongo';
import { CachedDocuments, GenerationCache, RedisLocks } from '@liquify/redis';
import { PERSON_MODEL, PersonDoc } from './person.schema';

export type Role = NonNullable<PersonDoc['role']>;

@Injectable()
export class PeopleRepository {
  /** A person by id (read by every ticket request of theirs) through the cache every replica shares (libs/redis). */
  private readonly cached: CachedDocuments<PersonDoc>;

  constructor(
    @InjectModel(PERSON_MODEL) private readonly model: Model<PersonDoc>,
    private readonly locks: RedisLocks,
    cache: GenerationCache,
  ) {
    this.cached = new CachedDocuments(cache, 'person', ['profileAt', 'roleAt', 'subscriptionAt', 'deletedAt']);
  }

  /**
   * One writer at a time per person, across replicas. A person's profile, role and subscription arrive on three
   * topics and are applied side by side; FerretDB 1.24 rewrites the whole document on an update without isolation.
   * Every write of a person goes through here, and so through the cache's change.
   */
  private withLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.locks.documents('person')(userId, () => this.cached.change([userId], work));
  }

  /** Name and email as of `at`, unless a newer profile is already known. */
  applyProfile(userId: string, profile: { name: string; email: string }, at: Date): Promise<boolean> {
    return this.applyIfNewer(userId, 'profileAt', { name: profile.name, email: profile.email.toLowerCase() }, at);
  }

  /** Role as of `at`, unless a newer role is already known. */
  applyRole(userId: string, role: Role, at: Date): Promise<boolean> {
    return this.applyIfNewer(userId, 'roleAt', { role }, at);
  }

  /** Plan and subscription status as of `at`, unless a newer subscription is already known. */
  applySubscription(userId: string, subscription: { plan: string; status: string }, at: Date): Promise<boolean> {
    return this.applyIfNewer(userId, 'subscriptionAt', { plan: subscription.plan, subscriptionStatus: subscription.status }, at);
  }

  /** Live users whose current role is one of `roles`, by name. */
  withRoles(roles: readonly Role[], limit = 500): Promise<PersonDoc[]> {
    return this.model.find({ deletedAt: null, role: { $in: [...roles] } }).sort({ name: 1, _id: 1 }).limit(limit).lean<PersonDoc[]>().exec();
  }

  async markDeleted(userId: string, at: Date): Promise<void> {
    await this.withLock(userId, () => this.model.updateOne({ _id: userId }, { $set: { deletedAt: at } }, { upsert: true }).exec());
  }

  find(userId: string): Promise<PersonDoc | null> {
    return this.cached.get(userId, () => this.model.findOne({ _id: userId }).lean<PersonDoc>().exec());
  }

  async findMany(ids: readonly string[]): Promise<Map<string, PersonDoc>> {
    const unique = [...new Set(ids)].filter(Boolean);
    if (unique.length === 0) return new Map();
    const docs = await findByIds<PersonDoc>(this.model, unique);
    return new Map(docs.map((d) => [d._id, d]));
  }

  /** Live users whose name or email contains the text, case-insensitively (the admin's ticket search). */
  async idsMatching(text: string, limit = 500): Promise<string[]> {
    const pattern = containsText(text);
    const docs = await this.model
      .find({ deletedAt: null, $or: [{ name: pattern }, { email: pattern }] }, { _id: 1 })
      .limit(limit)
      .lean<Array<{ _id: string }>>()
      .exec();
    return docs.map((d) => d._id);
  }

  /**
   * Under the person's lock, read by `_id` and written by `_id`: FerretDB 1.24 answers `{ _id, $or: [...] }` by
   * reading every person inside the write (measured under `npm run chaos -- virtual-users`: 80 ms each, 611 of
   * them, holding the support database's write lock); MongoDB answers both forms from the `_id` index.
   */
  private applyIfNewer(userId: string, stamp: 'profileAt' | 'roleAt' | 'subscriptionAt', values: Partial<PersonDoc>, at: Date): Promise<boolean> {
    return this.withLock(userId, async () => {
      const current = await this.model.findOne({ _id: userId }).select(stamp).lean<Partial<PersonDoc>>().exec();
      const known = current?.[stamp] as Date | null | undefined;
      if (known && new Date(known).getTime() > at.getTime()) return false; // a newer value is known: this event is stale
      await this.model.updateOne({ _id: userId }, { $set: { ...values, [stamp]: at } }, { upsert: true }).exec();
      return true;
    });
  }
}
