import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { normalizeEarlyBirdCode } from '@liquify/contracts';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '@liquify/mongo';
import { EARLY_BIRD_CODE_MODEL, EarlyBirdCodeDoc } from './early-bird-code.schema';

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
  async insert(code: string, source: EarlyBirdCodeDoc['source']): Promise<boolean> {
    try {
      await this.model.create({ _id: normalizeEarlyBirdCode(code), active: true, source, disabledAt: null });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async setActive(code: string, active: boolean): Promise<EarlyBirdCodeDoc | null> {
    const id = normalizeEarlyBirdCode(code);
    const result = await this.model.updateOne({ _id: id }, { $set: { active, disabledAt: active ? null : new Date() } }).exec();
    if (result.matchedCount === 0) return null;
    return this.find(id);
  }
}
