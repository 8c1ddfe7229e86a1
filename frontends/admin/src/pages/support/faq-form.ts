/**
 * The Add FAQ / edit FAQ form (issue 16) as wired in the UI: react-hook-form with the support contract's
 * faqCreateRequestSchema as resolver, so the browser shows the server's own messages. The tags field holds
 * the comma-separated text; the contract splits, trims and lower-cases it.
 */
import { FAQ_CATEGORIES, faqCreateRequestSchema, type FaqCategory, type FaqCreateRequest, type FaqDto } from '@liquify/contracts';
import type { z } from 'zod';

export interface FaqFormValues {
  question: string;
  /** HTML; the server sanitises it. */
  answer: string;
  category: FaqCategory;
  /** Comma-separated. */
  tags: string;
}

/** What react-hook-form holds (the schema's input) and what it submits (the request). */
export type FaqFormInput = z.input<typeof faqCreateRequestSchema>;
export type FaqFormOutput = FaqCreateRequest;
export const faqFormSchema = faqCreateRequestSchema;

export const EMPTY_FAQ_FORM: FaqFormValues = { question: '', answer: '', category: FAQ_CATEGORIES[0], tags: '' };

export const faqFormValuesOf = (faq: FaqDto): FaqFormValues => ({ question: faq.question, answer: faq.answer, category: faq.category, tags: faq.tags.join(', ') });
