import { formResult } from '../../testing/form-schema';
import { faqFormSchema } from './faq-form';

const faqPayload = (values: unknown) => formResult(faqFormSchema, values);

describe('FAQ form rules (the support contract as field errors)', () => {
  it('requires a question of 5+ characters and an answer, with the server messages', () => {
    expect(faqPayload({ question: '', answer: '', category: 'general', tags: '' }).errors).toEqual({ question: 'Question is required', answer: 'Answer is required' });
    expect(faqPayload({ question: 'Why', answer: '<p>ok</p>', category: 'general', tags: '' }).errors).toEqual({ question: 'Question must be at least 5 characters long' });
  });

  it('trims and splits comma-separated tags into the request', () => {
    expect(faqPayload({ question: 'How do refunds work?', answer: 'ok', category: 'general', tags: ' billing, , refunds ,' }).payload?.tags).toEqual(['billing', 'refunds']);
    expect(faqPayload({ question: '  How do refunds work? ', answer: '<p>Within 14 days.</p>', category: 'billing', tags: 'billing, refunds' }).payload).toEqual({
      question: 'How do refunds work?',
      answer: '<p>Within 14 days.</p>',
      category: 'billing',
      tags: ['billing', 'refunds'],
    });
  });
});
