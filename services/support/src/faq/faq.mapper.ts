import type { FaqDto, FaqVote } from '@liquify/contracts';
import { FaqDoc } from './faq.schema';

export function toFaqDto(doc: FaqDoc, myVote: FaqVote | null = null): FaqDto {
  return {
    _id: String(doc._id),
    question: doc.question,
    answer: doc.answer,
    category: doc.category,
    tags: doc.tags ?? [],
    views: doc.views ?? 0,
    helpfulVotes: Math.max(0, doc.helpfulVotes ?? 0),
    unhelpfulVotes: Math.max(0, doc.unhelpfulVotes ?? 0),
    myVote,
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}
