import { Injectable } from '@nestjs/common';
import { acquireDocumentLock } from '@liquify/mongo';
import {
  FAQ_CATEGORY_NAMES,
  FaqCreateRequest,
  faqQuestionKey,
  FaqUpdateRequest,
  FaqVote,
  FaqListQuery,
  voteDelta,
  visitorKey,
} from '@liquify/contracts';
import { SupportErrors } from '../support.errors';
import { faqAnswerText, sanitizeFaqAnswer } from './faq-html.util';
import { toFaqDto } from './faq.mapper';
import { FaqFields, FaqRepository } from './faq.repository';
import { FaqViewsStore } from './faq-views.store';
import { FaqVotesRepository } from './faq-votes.repository';
import { FAQ_SEED } from './faq.seed-data';

/** Who is asking: a signed-in user by id, an anonymous visitor by the device id their browser keeps. */
export interface Visitor {
  userId?: string | null;
  deviceId?: string | null;
}

/** FAQ reading, votes, views and the admin's FAQ writes (doc 2 §2, §7; doc 3 §2, §7, §9). */
@Injectable()
export class FaqService {
  constructor(
    private readonly faqs: FaqRepository,
    private readonly votes: FaqVotesRepository,
    private readonly views: FaqViewsStore,
  ) {}

  async list(query: FaqListQuery, visitor: Visitor) {
    const { items, total } = await this.faqs.list({ category: query.category, search: query.search, limit: query.limit, sort: query.sort });
    const key = visitorKey(visitor);
    const mine = key ? await this.votes.votesOf(items.map((f) => String(f._id)), key) : new Map<string, FaqVote>();
    return { items: items.map((f) => toFaqDto(f, mine.get(String(f._id)) ?? null)), total };
  }

  async categories() {
    return (await this.faqs.categoryCounts()).map((c) => ({ id: c.id, name: FAQ_CATEGORY_NAMES[c.id], count: c.count }));
  }

  /**
   * One vote per visitor per entry, changeable: the visitor's vote document decides the change (first vote,
   * change, or nothing), and the counters move by exactly that change. Votes on one entry are applied one
   * at a time in this process, so the answer's counters are the ones right after this vote.
   */
  async vote(faqId: string, vote: FaqVote, visitor: Visitor) {
    const key = this.requireVisitor(visitor);
    if (!(await this.faqs.exists(faqId))) throw SupportErrors.FAQ_NOT_FOUND();
    const release = await acquireDocumentLock(`support-faq-votes:${faqId}`);
    try {
      const previous = await this.votes.cast(faqId, key, vote);
      const delta = voteDelta(previous, vote);
      const counts = await this.faqs.addVotes(faqId, delta);
      if (!counts) throw SupportErrors.FAQ_NOT_FOUND();
      return { ...counts, myVote: vote };
    } finally {
      release();
    }
  }

  /** Counts a view at most once per visitor, entry and UTC day. */
  async view(faqId: string, visitor: Visitor, at = new Date()) {
    const key = this.requireVisitor(visitor);
    const faq = await this.faqs.findById(faqId);
    if (!faq) throw SupportErrors.FAQ_NOT_FOUND();
    if (!(await this.views.firstViewToday(faqId, key, at))) return { views: faq.views, counted: false };
    const views = await this.faqs.addView(faqId);
    if (views === null) throw SupportErrors.FAQ_NOT_FOUND();
    return { views, counted: true };
  }

  async create(body: FaqCreateRequest) {
    return toFaqDto(await this.faqs.create(this.fields(body)));
  }

  async update(id: string, body: FaqUpdateRequest) {
    const fields: Partial<FaqFields> = {};
    if (body.question !== undefined) Object.assign(fields, { question: body.question, questionKey: faqQuestionKey(body.question) });
    if (body.answer !== undefined) Object.assign(fields, this.answerFields(body.answer));
    if (body.category !== undefined) fields.category = body.category;
    if (body.tags !== undefined) fields.tags = body.tags;
    const updated = Object.keys(fields).length ? await this.faqs.update(id, fields) : await this.faqs.findById(id);
    if (!updated) throw SupportErrors.FAQ_NOT_FOUND();
    return toFaqDto(updated);
  }

  /** To the trash (restorable for 30 days: FaqTrashService); its votes stay until the purge. */
  async remove(id: string) {
    if (!(await this.faqs.trash(id, new Date()))) throw SupportErrors.FAQ_NOT_FOUND();
  }

  /** Upserts by question: entries already there are left as they are (their votes and views kept). */
  async seed(entries: FaqCreateRequest[] = FAQ_SEED) {
    let created = 0;
    for (const entry of entries) if (await this.faqs.insertIfAbsent(this.fields(entry))) created++;
    return { created, existing: entries.length - created, total: await this.faqs.count() };
  }

  /** Seeds the built-in entries when the FAQ is empty (demo data at startup). */
  async seedIfEmpty() {
    if ((await this.faqs.countAll()) > 0) return null;
    return this.seed();
  }

  private requireVisitor(visitor: Visitor): string {
    const key = visitorKey(visitor);
    if (key) return key;
    if (visitor.deviceId) throw SupportErrors.DEVICE_ID_INVALID();
    throw SupportErrors.DEVICE_ID_REQUIRED();
  }

  private fields(body: FaqCreateRequest): FaqFields {
    return { question: body.question, questionKey: faqQuestionKey(body.question), ...this.answerFields(body.answer), category: body.category, tags: body.tags ?? [] };
  }

  private answerFields(answer: string) {
    const clean = sanitizeFaqAnswer(answer);
    const text = faqAnswerText(clean);
    if (!text) throw SupportErrors.FAQ_ANSWER_EMPTY();
    return { answer: clean, answerText: text };
  }
}
