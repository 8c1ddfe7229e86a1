import { Schema, Types } from 'mongoose';
import { serializeDocumentWrites } from '@liquify/mongo';
import type { FaqCategory, FaqVote } from '@liquify/contracts';

/** An FAQ entry (doc 3 §3). `answer` is sanitised HTML; `answerText` its plain text, for search. */
export interface FaqDoc {
  _id: Types.ObjectId;
  question: string;
  /** faqQuestionKey(question): unique, so seeding twice cannot make two entries of one question. */
  questionKey: string;
  answer: string;
  answerText: string;
  category: FaqCategory;
  tags: string[];
  views: number;
  helpfulVotes: number;
  unhelpfulVotes: number;
  createdAt: Date;
  updatedAt: Date;
  /** Set while the entry is in the trash (deleted by an admin, restorable for 30 days); null when live. */
  trashedAt?: Date | null;
  /** Its questionKey before the trash (the key is freed meanwhile, so the question may be asked again). */
  trashedQuestionKey?: string;
}

export const FAQ_MODEL = 'Faq';

export const faqSchema = new Schema<FaqDoc>(
  {
    question: { type: String, required: true },
    questionKey: { type: String, required: true, unique: true },
    trashedAt: { type: Date, default: null, index: true },
    trashedQuestionKey: { type: String, default: '' },
    answer: { type: String, required: true },
    answerText: { type: String, default: '' },
    category: { type: String, required: true, index: true },
    tags: { type: [String], default: [] },
    views: { type: Number, default: 0 },
    helpfulVotes: { type: Number, default: 0 },
    unhelpfulVotes: { type: Number, default: 0 },
  },
  { collection: 'faqs', versionKey: false, minimize: false, timestamps: true },
);
faqSchema.plugin(serializeDocumentWrites);

/** One visitor's vote on one entry: `_id` is `<faqId>|<visitor key>`, so a visitor holds at most one vote. */
export interface FaqVoteDoc {
  _id: string;
  faqId: string;
  vote: FaqVote;
  createdAt: Date;
  updatedAt: Date;
}

export const FAQ_VOTE_MODEL = 'FaqVote';

export const faqVoteSchema = new Schema<FaqVoteDoc>(
  {
    _id: { type: String },
    faqId: { type: String, required: true, index: true },
    vote: { type: String, required: true },
  },
  { collection: 'faq_votes', versionKey: false, timestamps: true },
);
faqVoteSchema.plugin(serializeDocumentWrites);

export const faqVoteKey = (faqId: string, visitor: string) => `${faqId}|${visitor}`;
