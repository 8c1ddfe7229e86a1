import { Injectable } from '@nestjs/common';
import { FaqDto, SupportMessages, TrashedItem, trashDaysLeft, trashPurgeAt, trashPurgeCutoff } from '@liquify/contracts';
import { SupportErrors } from '../support.errors';
import { toFaqDto } from './faq.mapper';
import { FaqRepository } from './faq.repository';
import { FaqVotesRepository } from './faq-votes.repository';

/** Entries purged per pass of the purge job (the next pass takes the rest). */
const PURGE_BATCH = 100;

/**
 * The FAQ's trash (issue #25 item 11): a deleted entry is hidden from the help centre and the admin (FaqService
 * moves it there), listed here with the days left, restorable as it was (views and votes kept), and deleted for
 * good with its votes after 30 days.
 */
@Injectable()
export class FaqTrashService {
  constructor(
    private readonly faqs: FaqRepository,
    private readonly votes: FaqVotesRepository,
  ) {}

  async list(now = new Date()): Promise<TrashedItem[]> {
    return (await this.faqs.listTrashed()).map((doc) => {
      const trashedAt = doc.trashedAt as Date;
      return {
        _id: String(doc._id),
        kind: 'faq' as const,
        title: doc.question,
        slug: '',
        trashedAt: trashedAt.toISOString(),
        purgeAt: trashPurgeAt(trashedAt).toISOString(),
        daysLeft: trashDaysLeft(trashedAt, now),
      };
    });
  }

  /** 404 when not in the trash, 409 when a live entry asks the same question now. */
  async restore(id: string): Promise<FaqDto> {
    const restored = await this.faqs.restore(id);
    if (restored === 'taken') throw SupportErrors.FAQ_QUESTION_TAKEN(SupportMessages.faqRestoreQuestionTaken);
    if (!restored) throw SupportErrors.FAQ_NOT_FOUND();
    return toFaqDto(restored);
  }

  /** Deletes for good (with their votes) the entries in the trash for 30 days; answers how many went. */
  async purgeDue(now = new Date()): Promise<number> {
    const cutoff = trashPurgeCutoff(now);
    let purged = 0;
    for (const id of await this.faqs.trashedBefore(cutoff, PURGE_BATCH)) {
      if (!(await this.faqs.purge(id, cutoff))) continue; // restored (or deleted again) meanwhile
      await this.votes.deleteFor(id);
      purged += 1;
    }
    return purged;
  }
}
