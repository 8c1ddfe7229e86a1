import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { FaqVote } from '@liquify/contracts';
import { isDuplicateKeyError } from '@liquify/mongo';
import { FAQ_VOTE_MODEL, FaqVoteDoc, faqVoteKey } from './faq.schema';

/** One vote per visitor per entry; every change of it is one atomic transition of its document. */
@Injectable()
export class FaqVotesRepository {
  constructor(@InjectModel(FAQ_VOTE_MODEL) private readonly model: Model<FaqVoteDoc>) {}

  /**
   * Records `vote` for the visitor and answers what it replaced: null for a first vote, the previous vote
   * for a change, or `vote` itself when it was already the visitor's vote (nothing changed). Each outcome is
   * decided by a single-document write (insert, or conditional update), so concurrent calls never count twice.
   */
  async cast(faqId: string, visitor: string, vote: FaqVote): Promise<FaqVote | null> {
    const _id = faqVoteKey(faqId, visitor);
    try {
      await this.model.create({ _id, faqId, vote });
      return null;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const previous = await this.model.findOneAndUpdate({ _id, vote: { $ne: vote } }, { $set: { vote } }, { new: false }).lean<FaqVoteDoc>().exec();
    return previous ? previous.vote : vote;
  }

  async votesOf(faqIds: readonly string[], visitor: string): Promise<Map<string, FaqVote>> {
    if (faqIds.length === 0) return new Map();
    const docs = await this.model.find({ _id: { $in: faqIds.map((id) => faqVoteKey(id, visitor)) } }).lean<FaqVoteDoc[]>().exec();
    return new Map(docs.map((d) => [d.faqId, d.vote]));
  }

  async deleteFor(faqId: string): Promise<void> {
    await this.model.deleteMany({ faqId }).exec();
  }
}
