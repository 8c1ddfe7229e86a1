import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { inBatches } from '@liquify/mongo';
import { Seed, Seeder } from '@liquify/service';
import { Model } from 'mongoose';
import { USER_MODEL, UserDoc } from '../users/user.schema';
import { SignupFactsRepository } from './signup-facts.repository';

const BATCH = 500;

/**
 * Once: the sign-ups of the accounts created before sign-ups were recorded, so past days keep their figures.
 * Seeds run before the service serves, one replica at a time; the ids the events' facts share make an
 * account counted once either way.
 */
@Seeder('sign-up facts backfill')
@Injectable()
export class SignupFactsBackfill implements Seed {
  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<UserDoc>,
    private readonly signups: SignupFactsRepository,
  ) {}

  async run() {
    if (await this.signups.backfilled()) return;
    const users = this.users
      .find({ deletedAt: null }, { _id: 1, createdAt: 1 })
      .lean<Pick<UserDoc, '_id' | 'createdAt'>[]>()
      .cursor();
    const count = await inBatches(users, BATCH, (batch) =>
      this.signups.record(batch.map((u) => ({ userId: String(u._id), at: new Date(u.createdAt) }))),
    );
    await this.signups.markBackfilled(new Date());
    return count ? `${count} account(s)` : undefined;
  }
}
