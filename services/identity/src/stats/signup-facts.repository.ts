import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { insertOnce } from '@liquify/mongo';
import { Model } from 'mongoose';
import { SIGNUP_BACKFILL_MARKER, SIGNUP_FACT_MODEL, SignupFactDoc, signupFactId } from './signup-fact.schema';

/** The recorded sign-ups: one per account (a deleted account's stays), by creation instant. */
@Injectable()
export class SignupFactsRepository {
  constructor(@InjectModel(SIGNUP_FACT_MODEL) private readonly model: Model<SignupFactDoc>) {}

  record(signups: ReadonlyArray<{ userId: string; at: Date }>): Promise<void> {
    return insertOnce(
      this.model,
      signups.map((s) => ({ _id: signupFactId(s.userId), at: s.at })),
    );
  }

  /** The sign-up instants within [from, to]. */
  async datesBetween(from: Date, to: Date): Promise<Date[]> {
    const docs = await this.model
      .find({ _id: { $ne: SIGNUP_BACKFILL_MARKER }, at: { $gte: from, $lte: to } })
      .select('at')
      .lean<SignupFactDoc[]>()
      .exec();
    return docs.map((d) => new Date(d.at));
  }

  async backfilled(): Promise<boolean> {
    return (await this.model.countDocuments({ _id: SIGNUP_BACKFILL_MARKER }).exec()) > 0;
  }

  markBackfilled(at: Date): Promise<void> {
    return insertOnce(this.model, [{ _id: SIGNUP_BACKFILL_MARKER, at }]);
  }
}
