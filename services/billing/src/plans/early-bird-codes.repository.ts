import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { normalizeEarlyBirdCode } from '@liquify/contracts';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '@liquify/mongo';
import { RedisLocks } from '@liquify/redis';
import { EARLY_BIRD_CODE_MODEL, EarlyBirdCodeDoc } from './early-bird-code.schema';

/** The kind of the codes' document locks (`RedisLocks.documents`). */
export const EARLY_BIRD_CODE_LOCK = 'early-bird-code';

/** A code's optional limits; undefined: unchanged (or none on insert), null: no limit. */
export interface EarlyBirdLimits {
  maxUses?: number | null;
  expiresAt?: Date | null;
}

/**
 * All Early Bird code I/O. Every write of an existing code (a checkout's claim or release, an admin's change, the
 * seed's count) holds the code's lock: FerretDB 1.24 does not isolate two updates of one document, so two
 * replicas' conditional claims of the last use could both match, and a claim could write back an admin's change
 * without it (docs/service-template.md). The in-process queue of serializeDocumentWrites covers one replica only.
 */
@Injectable()
export class EarlyBirdCodesRepository {
  private readonly lock: ReturnType<RedisLocks['documents']>;

  constructor(
    @InjectModel(EARLY_BIRD_CODE_MODEL) private readonly model: Model<EarlyBirdCodeDoc>,
    locks: RedisLocks,
  ) {
    this.lock = locks.documents(EARLY_BIRD_CODE_LOCK);
  }

  list(): Promise<EarlyBirdCodeDoc[]> {
    return this.model.find({}).sort({ createdAt: 1, _id: 1 }).lean<EarlyBirdCodeDoc[]>().exec();
  }

  find(code: string): Promise<EarlyBirdCodeDoc | null> {
    return this.model.findOne({ _id: normalizeEarlyBirdCode(code) }).lean<EarlyBirdCodeDoc>().exec();
  }

  async isActive(code: string): Promise<boolean> {
    const wanted = normalizeEarlyBirdCode(code);
    if (!wanted || wanted.length > 100) return false;
    return (await this.model.countDocuments({ _id: wanted, active: true }).exec()) > 0;
  }

  /** Inserts a code; false when it already exists (in any case). */
  async insert(code: string, source: EarlyBirdCodeDoc['source'], limits: EarlyBirdLimits = {}): Promise<boolean> {
    const maxUses = limits.maxUses ?? null;
    try {
      await this.model.create({ _id: normalizeEarlyBirdCode(code), active: true, source, disabledAt: null, maxUses, expiresAt: limits.expiresAt ?? null, claimed: 0, usesLeft: maxUses ?? 0 });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /**
   * Takes one use of the code in ONE conditional update (issue 21 item 10): only an active code, not expired,
   * with a use left (or no limit) is counted. False when the code is unknown, disabled, expired or used up.
   */
  async claim(code: string, now: Date): Promise<boolean> {
    const id = normalizeEarlyBirdCode(code);
    const result = await this.lock(id, () =>
      this.model
        .updateOne(
          { _id: id, active: true, $and: [{ $or: [{ maxUses: null }, { usesLeft: { $gt: 0 } }] }, { $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }] },
          { $inc: { claimed: 1, usesLeft: -1 } },
        )
        .exec(),
    );
    return result.modifiedCount === 1;
  }

  /** Codes stored before uses were counted (no `claimed` yet). */
  async uncounted(): Promise<string[]> {
    const docs = await this.model.find({ claimed: { $exists: false } }).select('_id').lean<Pick<EarlyBirdCodeDoc, '_id'>[]>().exec();
    return docs.map((d) => d._id);
  }

  /** Starts a code's count at the uses already paid; only if still uncounted (a checkout may have counted meanwhile). */
  startCount(code: string, claimed: number): Promise<boolean> {
    return this.lock(normalizeEarlyBirdCode(code), async () => {
      const doc = await this.find(code);
      if (!doc || doc.claimed !== undefined) return false;
      const maxUses = doc.maxUses ?? null;
      const set = { claimed, maxUses, usesLeft: maxUses === null ? 0 : maxUses - claimed };
      const result = await this.model.updateOne({ _id: doc._id, claimed: { $exists: false }, maxUses: doc.maxUses ?? null }, { $set: set }).exec();
      return result.modifiedCount === 1;
    });
  }

  /** Gives back uses taken by checkouts that were never paid (never below zero). */
  async release(code: string, count = 1): Promise<void> {
    if (count <= 0) return;
    const id = normalizeEarlyBirdCode(code);
    await this.lock(id, () => this.model.updateOne({ _id: id, claimed: { $gte: count } }, { $inc: { claimed: -count, usesLeft: count } }).exec());
  }

  /**
   * Sets a code's limits (undefined keeps one, null lifts it). usesLeft is recomputed from the claimed count
   * read, under the code's lock, and written only if that count is still the stored one (else read again).
   * False when the code is unknown.
   */
  setLimits(code: string, limits: EarlyBirdLimits): Promise<boolean> {
    const id = normalizeEarlyBirdCode(code);
    return this.lock(id, async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const doc = await this.find(id);
        if (!doc) return false;
        const claimed = doc.claimed ?? 0;
        const maxUses = limits.maxUses !== undefined ? limits.maxUses : (doc.maxUses ?? null);
        const set: Partial<EarlyBirdCodeDoc> = { maxUses, usesLeft: maxUses === null ? 0 : maxUses - claimed };
        if (limits.expiresAt !== undefined) set.expiresAt = limits.expiresAt;
        const claimedNow = doc.claimed === undefined ? { $in: [0, null] } : claimed;
        const result = await this.model.updateOne({ _id: id, claimed: claimedNow }, { $set: set }).exec();
        if (result.matchedCount === 1) return true;
      }
      throw new Error(`Early Bird code ${id}: limits not written, its uses kept changing`);
    });
  }

  async setActive(code: string, active: boolean): Promise<EarlyBirdCodeDoc | null> {
    const id = normalizeEarlyBirdCode(code);
    const result = await this.lock(id, () => this.model.updateOne({ _id: id }, { $set: { active, disabledAt: active ? null : new Date() } }).exec());
    if (result.matchedCount === 0) return null;
    return this.find(id);
  }
}
