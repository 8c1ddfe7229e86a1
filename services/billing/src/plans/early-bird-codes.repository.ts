import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { normalizeEarlyBirdCode } from '@liquify/contracts';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '@liquify/mongo';
import { EARLY_BIRD_CODE_MODEL, EarlyBirdCodeDoc } from './early-bird-code.schema';

/** A code's optional limits; undefined: unchanged (or none on insert), null: no limit. */
export interface EarlyBirdLimits {
  maxUses?: number | null;
  expiresAt?: Date | null;
}

@Injectable()
export class EarlyBirdCodesRepository {
  constructor(@InjectModel(EARLY_BIRD_CODE_MODEL) private readonly model: Model<EarlyBirdCodeDoc>) {}

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
    const result = await this.model
      .updateOne(
        { _id: normalizeEarlyBirdCode(code), active: true, $and: [{ $or: [{ maxUses: null }, { usesLeft: { $gt: 0 } }] }, { $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }] },
        { $inc: { claimed: 1, usesLeft: -1 } },
      )
      .exec();
    return result.modifiedCount === 1;
  }

  /** Codes stored before uses were counted (no `claimed` yet). */
  async uncounted(): Promise<string[]> {
    const docs = await this.model.find({ claimed: { $exists: false } }).select('_id').lean<Pick<EarlyBirdCodeDoc, '_id'>[]>().exec();
    return docs.map((d) => d._id);
  }

  /** Starts a code's count at the uses already paid; only if still uncounted (a checkout may have counted meanwhile). */
  async startCount(code: string, claimed: number): Promise<boolean> {
    const doc = await this.find(code);
    if (!doc || doc.claimed !== undefined) return false;
    const maxUses = doc.maxUses ?? null;
    const set = { claimed, maxUses, usesLeft: maxUses === null ? 0 : maxUses - claimed };
    const result = await this.model.updateOne({ _id: doc._id, claimed: { $exists: false }, maxUses: doc.maxUses ?? null }, { $set: set }).exec();
    return result.modifiedCount === 1;
  }

  /** Gives back uses taken by checkouts that were never paid (never below zero). */
  async release(code: string, count = 1): Promise<void> {
    if (count <= 0) return;
    await this.model.updateOne({ _id: normalizeEarlyBirdCode(code), claimed: { $gte: count } }, { $inc: { claimed: -count, usesLeft: count } }).exec();
  }

  /**
   * Sets a code's limits (undefined keeps one, null lifts it). usesLeft is recomputed from the claimed count
   * read, and written only if no checkout claimed meanwhile (else read again). False when the code is unknown.
   */
  async setLimits(code: string, limits: EarlyBirdLimits): Promise<boolean> {
    const id = normalizeEarlyBirdCode(code);
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
  }

  async setActive(code: string, active: boolean): Promise<EarlyBirdCodeDoc | null> {
    const id = normalizeEarlyBirdCode(code);
    const result = await this.model.updateOne({ _id: id }, { $set: { active, disabledAt: active ? null : new Date() } }).exec();
    if (result.matchedCount === 0) return null;
    return this.find(id);
  }
}
