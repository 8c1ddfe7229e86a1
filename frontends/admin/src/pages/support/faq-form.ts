/** The Add FAQ / edit FAQ form (issue 16): values, and the support contract's own rules as field errors. */
import { FAQ_CATEGORIES, faqCreateRequestSchema, type FaqCategory, type FaqCreateRequest, type FaqDto } from '@liquify/contracts';

export interface FaqFormValues {
  question: string;
  /** HTML; the server sanitises it. */
  answer: string;
  category: FaqCategory;
  /** Comma-separated. */
  tags: string;
}

export type FaqFormErrors = Partial<Record<keyof FaqFormValues, string>>;

export const EMPTY_FAQ_FORM: FaqFormValues = { question: '', answer: '', category: FAQ_CATEGORIES[0], tags: '' };

export const faqFormValuesOf = (faq: FaqDto): FaqFormValues => ({ question: faq.question, answer: faq.answer, category: faq.category, tags: faq.tags.join(', ') });

/** Tags typed as 'a, b, ,c' → ['a', 'b', 'c']. */
export const splitTags = (tags: string) =>
  tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The request, or the first message per field (the same messages the server would answer). */
export function faqPayload(values: FaqFormValues): { payload: FaqCreateRequest; errors?: undefined } | { payload?: undefined; errors: FaqFormErrors } {
  const parsed = faqCreateRequestSchema.safeParse({ question: values.question, answer: values.answer, category: values.category, tags: splitTags(values.tags) });
  if (parsed.success) return { payload: parsed.data };
  const errors: FaqFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FaqFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
