import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { FAQ_CATEGORIES, FaqCategory, VoteCounts } from '@liquify/contracts';
import { containsText, isDuplicateKeyError } from '@liquify/mongo';
import { SupportErrors } from '../support.errors';
import { FAQ_MODEL, FaqDoc } from './faq.schema';

export interface FaqFields {
  question: string;
  questionKey: string;
  answer: string;
  answerText: string;
  category: FaqCategory;
  tags: string[];
}

export interface FaqFilter {
  category?: FaqCategory;
  search?: string;
  limit: number;
  sort?: 'popular' | 'default';
}

const OBJECT_ID = /^[a-f0-9]{24}$/i;
/** Live: not in the trash. Every normal read (help centre, admin) sees only these. */
const LIVE = { trashedAt: null };
const TRASHED = { trashedAt: { $ne: null } };

/** All I/O of FAQ entries. */
@Injectable()
export class FaqRepository {
  constructor(@InjectModel(FAQ_MODEL) private readonly model: Model<FaqDoc>) {}

  /** Search is text, never a pattern: over question, answer text and tags, case-insensitively. */
  async list(filter: FaqFilter): Promise<{ items: FaqDoc[]; total: number }> {
    const query: Record<string, unknown> = { ...LIVE };
    if (filter.category) query.category = filter.category;
    if (filter.search) {
      const pattern = containsText(filter.search);
      query.$or = [{ question: pattern }, { answerText: pattern }, { tags: pattern }];
    }
    const sort: Record<string, 1 | -1> = filter.sort === 'popular' ? { views: -1, helpfulVotes: -1, _id: 1 } : { _id: 1 };
    const [items, total] = await Promise.all([
      this.model.find(query).sort(sort).limit(filter.limit).lean<FaqDoc[]>().exec(),
      this.model.countDocuments(query).exec(),
    ]);
    return { items, total };
  }

  async categoryCounts(): Promise<Array<{ id: FaqCategory; count: number }>> {
    const rows = await this.model.aggregate<{ _id: string; count: number }>([{ $match: LIVE }, { $group: { _id: '$category', count: { $sum: 1 } } }]).exec();
    const counts = new Map(rows.map((r) => [r._id, r.count]));
    return FAQ_CATEGORIES.filter((c) => (counts.get(c) ?? 0) > 0).map((c) => ({ id: c, count: counts.get(c)! }));
  }

  /** Live entries. */
  count(): Promise<number> {
    return this.model.countDocuments(LIVE).exec();
  }

  /** Entries ever stored, the trash included (the startup seed runs only on a truly empty FAQ). */
  countAll(): Promise<number> {
    return this.model.countDocuments({}).exec();
  }

  findById(id: string): Promise<FaqDoc | null> {
    if (!OBJECT_ID.test(id)) return Promise.resolve(null);
    return this.model.findOne({ _id: new Types.ObjectId(id), ...LIVE }).lean<FaqDoc>().exec();
  }

  async exists(id: string): Promise<boolean> {
    return (await this.findById(id)) !== null;
  }

  async create(fields: FaqFields): Promise<FaqDoc> {
    try {
      const doc = await this.model.create({ ...fields, views: 0, helpfulVotes: 0, unhelpfulVotes: 0 });
      return doc.toObject() as FaqDoc;
    } catch (err) {
      if (isDuplicateKeyError(err)) throw SupportErrors.FAQ_QUESTION_TAKEN();
      throw err;
    }
  }

  async update(id: string, fields: Partial<FaqFields>): Promise<FaqDoc | null> {
    if (!OBJECT_ID.test(id)) return null;
    try {
      return await this.model.findOneAndUpdate({ _id: new Types.ObjectId(id), ...LIVE }, { $set: { ...fields, updatedAt: new Date() } }, { new: true }).lean<FaqDoc>().exec();
    } catch (err) {
      if (isDuplicateKeyError(err)) throw SupportErrors.FAQ_QUESTION_TAKEN();
      throw err;
    }
  }

  /** To the trash; its question key is freed (kept in trashedQuestionKey). False when no live entry has this id. */
  async trash(id: string, at: Date): Promise<boolean> {
    if (!OBJECT_ID.test(id)) return false;
    const _id = new Types.ObjectId(id);
    const doc = await this.model.findOne({ _id, ...LIVE }).lean<FaqDoc>().exec();
    if (!doc) return false;
    const result = await this.model
      .updateOne({ _id, questionKey: doc.questionKey, ...LIVE }, { $set: { trashedAt: at, trashedQuestionKey: doc.questionKey, questionKey: `${doc.questionKey}~trashed~${id}` } }, { timestamps: false })
      .exec();
    return result.modifiedCount > 0;
  }

  listTrashed(): Promise<FaqDoc[]> {
    return this.model.find(TRASHED).sort({ trashedAt: -1, _id: -1 }).limit(500).lean<FaqDoc[]>().exec();
  }

  /** Back from the trash under its question: null when not in the trash, 'taken' when a live entry asks the same question. */
  async restore(id: string): Promise<FaqDoc | null | 'taken'> {
    if (!OBJECT_ID.test(id)) return null;
    const _id = new Types.ObjectId(id);
    const doc = await this.model.findOne({ _id, ...TRASHED }).lean<FaqDoc>().exec();
    if (!doc) return null;
    try {
      return await this.model
        .findOneAndUpdate({ _id, ...TRASHED }, { $set: { trashedAt: null, trashedQuestionKey: '', questionKey: doc.trashedQuestionKey } }, { new: true, timestamps: false })
        .lean<FaqDoc>()
        .exec();
    } catch (err) {
      if (isDuplicateKeyError(err)) return 'taken';
      throw err;
    }
  }

  /** Ids of entries trashed at or before `cutoff` (due for purge), oldest first. */
  async trashedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const docs = await this.model.find({ trashedAt: { $ne: null, $lte: cutoff } }).sort({ trashedAt: 1 }).limit(limit).select('_id').lean<{ _id: Types.ObjectId }[]>().exec();
    return docs.map((d) => d._id.toHexString());
  }

  /** Deletes a trashed entry for good if it is still trashed at `trashedAt` (not restored and deleted again meanwhile). */
  async purge(id: string, trashedBefore: Date): Promise<boolean> {
    const result = await this.model.deleteOne({ _id: new Types.ObjectId(id), trashedAt: { $ne: null, $lte: trashedBefore } }).exec();
    return result.deletedCount > 0;
  }

  /** Inserts the entry unless one with the same question exists; true when inserted. */
  async insertIfAbsent(fields: FaqFields): Promise<boolean> {
    try {
      const result = await this.model
        .updateOne({ questionKey: fields.questionKey }, { $setOnInsert: { ...fields, views: 0, helpfulVotes: 0, unhelpfulVotes: 0 } }, { upsert: true, timestamps: true })
        .exec();
      return (result.upsertedCount ?? 0) > 0;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false; // a concurrent seed inserted it first
      throw err;
    }
  }

  /** Adds a vote change to the counters (never below zero); answers the counters after it. */
  async addVotes(id: string, delta: VoteCounts): Promise<VoteCounts | null> {
    const doc = await this.model
      .findOneAndUpdate({ _id: new Types.ObjectId(id), ...LIVE }, { $inc: { helpfulVotes: delta.helpfulVotes, unhelpfulVotes: delta.unhelpfulVotes } }, { new: true, timestamps: false })
      .lean<FaqDoc>()
      .exec();
    return doc ? { helpfulVotes: doc.helpfulVotes, unhelpfulVotes: doc.unhelpfulVotes } : null;
  }

  async addView(id: string): Promise<number | null> {
    const doc = await this.model.findOneAndUpdate({ _id: new Types.ObjectId(id), ...LIVE }, { $inc: { views: 1 } }, { new: true, timestamps: false }).lean<FaqDoc>().exec();
    return doc ? doc.views : null;
  }
}
