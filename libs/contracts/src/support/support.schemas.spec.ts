import { buildOpenApiDocument } from '../openapi/registry';
import { supportRoutes } from './support.routes';
import {
  adminTicketsQuerySchema,
  faqCreateRequestSchema,
  faqListQuerySchema,
  faqSeedRequestSchema,
  faqViewRequestSchema,
  faqVoteRequestSchema,
  myTicketsQuerySchema,
  supportStatsQuerySchema,
  ticketAssignRequestSchema,
  ticketBulkDeleteRequestSchema,
  ticketBulkUpdateRequestSchema,
  ticketCreateRequestSchema,
  ticketReplyRequestSchema,
  ticketStatusUpdateRequestSchema,
} from './support.schemas';
import { z } from 'zod';

const firstError = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected an error for ${JSON.stringify(input)}`);
  return result.error.issues[0].message;
};
const id = (n: number) => n.toString(16).padStart(24, '0');
const validTicket = { title: 'Cannot add a module', description: 'The add button does nothing at all.' };

describe('ticket creation body (doc 2 §5)', () => {
  it('answers "Subject is required" when the subject is missing, blank or not text', () => {
    expect(firstError(ticketCreateRequestSchema, { ...validTicket, title: undefined })).toBe('Subject is required');
    expect(firstError(ticketCreateRequestSchema, { ...validTicket, title: '   ' })).toBe('Subject is required');
    expect(firstError(ticketCreateRequestSchema, { ...validTicket, title: 42 })).toBe('Subject is required');
  });
  it('answers "Subject must be at least 10 characters long" under 10 characters once trimmed', () => {
    expect(firstError(ticketCreateRequestSchema, { ...validTicket, title: '  123456789  ' })).toBe('Subject must be at least 10 characters long');
  });
  it('answers "Description is required" and "Description must be at least 20 characters long"', () => {
    expect(firstError(ticketCreateRequestSchema, { title: validTicket.title })).toBe('Description is required');
    expect(firstError(ticketCreateRequestSchema, { ...validTicket, description: ' '.repeat(5) + 'x'.repeat(19) })).toBe('Description must be at least 20 characters long');
  });
  it('refuses a description over the counter\'s 1000 characters with a clear message, and accepts exactly 1000', () => {
    expect(firstError(ticketCreateRequestSchema, { ...validTicket, description: 'x'.repeat(1001) })).toBe('Description must be at most 1000 characters long');
    expect(ticketCreateRequestSchema.parse({ ...validTicket, description: 'x'.repeat(1000) }).description).toHaveLength(1000);
  });
  it('defaults category to general and priority to medium, and trims the texts', () => {
    expect(ticketCreateRequestSchema.parse({ title: `  ${validTicket.title}  `, description: validTicket.description })).toEqual({
      title: validTicket.title,
      description: validTicket.description,
      category: 'general',
      priority: 'medium',
    });
  });
  it('refuses unknown categories and priorities with the allowed values', () => {
    expect(firstError(ticketCreateRequestSchema, { ...validTicket, category: 'sales' })).toBe('Category must be one of technical, billing, feature, general');
    expect(firstError(ticketCreateRequestSchema, { ...validTicket, priority: 'asap' })).toBe('Priority must be one of low, medium, high, urgent');
  });
  it('accepts a context {type, id} and refuses an unknown context type', () => {
    expect(ticketCreateRequestSchema.parse({ ...validTicket, context: { type: 'store', id: id(1) } }).context).toEqual({ type: 'store', id: id(1) });
    expect(firstError(ticketCreateRequestSchema, { ...validTicket, context: { type: 'planet', id: 'x' } })).toMatch(/^Context must be/);
  });
  it('refuses a body that is not an object', () => {
    expect(firstError(ticketCreateRequestSchema, 'text')).toBe('Request body must be a JSON object');
  });
});

describe('ticket reply body', () => {
  it('trims the message and accepts content in place of message', () => {
    expect(ticketReplyRequestSchema.parse({ message: '  thanks  ' })).toEqual({ message: 'thanks', attachments: [] });
    expect(ticketReplyRequestSchema.parse({ content: 'from the interface' })).toEqual({ message: 'from the interface', attachments: [] });
  });
  it('answers "Message is required" for a blank reply and caps it at 1000 characters', () => {
    expect(firstError(ticketReplyRequestSchema, { message: '  \n ' })).toBe('Message is required');
    expect(firstError(ticketReplyRequestSchema, { message: 'x'.repeat(1001) })).toBe('Message must be at most 1000 characters long');
  });
  it('accepts up to 5 http(s) attachment links and refuses other schemes', () => {
    expect(ticketReplyRequestSchema.parse({ message: 'see', attachments: ['https://x.test/a.png'] }).attachments).toEqual(['https://x.test/a.png']);
    expect(firstError(ticketReplyRequestSchema, { message: 'see', attachments: ['javascript:alert(1)'] })).toMatch(/^Attachments must be/);
    expect(firstError(ticketReplyRequestSchema, { message: 'see', attachments: Array(6).fill('https://x.test/a.png') })).toMatch(/^Attachments must be/);
  });
});

describe('FAQ bodies and queries', () => {
  it('reads "all" or an empty category as no filter, clamps the limit to 200 and trims the search', () => {
    expect(faqListQuerySchema.parse({ category: 'all', limit: '5000', search: '  a.b*  ' })).toEqual({ search: 'a.b*', limit: 200 });
    expect(faqListQuerySchema.parse({}).limit).toBe(50);
    expect(firstError(faqListQuerySchema, { category: 'sales' })).toBe('Category must be one of general, technical, billing, feature');
  });
  it('takes a vote of helpful or unhelpful only', () => {
    expect(faqVoteRequestSchema.parse({ vote: 'helpful' })).toEqual({ vote: 'helpful' });
    expect(firstError(faqVoteRequestSchema, {})).toBe('Vote must be helpful or unhelpful');
    expect(firstError(faqVoteRequestSchema, { vote: 'love' })).toBe('Vote must be helpful or unhelpful');
  });
  it('refuses a malformed device id', () => {
    expect(firstError(faqVoteRequestSchema, { vote: 'helpful', deviceId: 'short' })).toBe('Device id must be 8 to 100 letters, digits, - or _');
    expect(faqViewRequestSchema.parse(undefined)).toEqual({});
    expect(faqViewRequestSchema.parse({ deviceId: 'device-123456' })).toEqual({ deviceId: 'device-123456' });
  });
  it('requires a question and an answer for a new FAQ entry, category general by default, tags normalised', () => {
    expect(firstError(faqCreateRequestSchema, { answer: '<p>x</p>' })).toBe('Question is required');
    expect(firstError(faqCreateRequestSchema, { question: 'How do I pay?' })).toBe('Answer is required');
    expect(faqCreateRequestSchema.parse({ question: 'How do I pay?', answer: '<p>Card</p>', tags: ' Billing, card ,billing' })).toEqual({
      question: 'How do I pay?',
      answer: '<p>Card</p>',
      category: 'general',
      tags: ['billing', 'card'],
    });
  });
  it('seeds the built-in entries when faqData is absent', () => {
    expect(faqSeedRequestSchema.parse(undefined)).toEqual({});
    expect(firstError(faqSeedRequestSchema, { faqData: 'x' })).toMatch(/^faqData must be a list/);
  });
});

describe('admin bodies and queries', () => {
  it('reads the admin list filters, sort and page', () => {
    expect(adminTicketsQuerySchema.parse({ status: 'open', sort: 'oldest', page: '2', assigneeId: 'none' })).toEqual({ status: 'open', sort: 'oldest', page: 2, limit: 20, assigneeId: 'none' });
    expect(firstError(adminTicketsQuerySchema, { status: 'done' })).toBe('Status must be one of open, in_progress, pending, resolved, closed');
    expect(firstError(myTicketsQuerySchema, { page: '0' })).toBe('page must be a positive integer');
  });
  it('requires a status from the five', () => {
    expect(ticketStatusUpdateRequestSchema.parse({ status: 'pending' })).toEqual({ status: 'pending' });
    expect(firstError(ticketStatusUpdateRequestSchema, {})).toBe('Status must be one of open, in_progress, pending, resolved, closed');
  });
  it('requires an assignee id or null', () => {
    expect(ticketAssignRequestSchema.parse({ assigneeId: null })).toEqual({ assigneeId: null });
    expect(ticketAssignRequestSchema.parse({ assigneeId: id(7) })).toEqual({ assigneeId: id(7) });
    expect(firstError(ticketAssignRequestSchema, {})).toBe('assigneeId is required (null to unassign)');
    expect(firstError(ticketAssignRequestSchema, { assigneeId: 'bob' })).toBe('assigneeId is required (null to unassign)');
  });
  it('needs 1 to 100 ticket ids and at least one update, and removes duplicate ids', () => {
    expect(firstError(ticketBulkUpdateRequestSchema, { updates: { status: 'closed' } })).toBe('ticketIds must be a list of 1 to 100 ticket ids');
    expect(firstError(ticketBulkUpdateRequestSchema, { ticketIds: [id(1)], updates: {} })).toBe('updates must change at least one of status, priority, category, assigneeId, tags');
    expect(ticketBulkUpdateRequestSchema.parse({ ticketIds: [id(1), id(1)], updates: { status: 'resolved' } })).toEqual({ ticketIds: [id(1)], updates: { status: 'resolved' } });
    expect(firstError(ticketBulkDeleteRequestSchema, { ticketIds: Array.from({ length: 101 }, (_, i) => id(i)) })).toBe('ticketIds must be a list of 1 to 100 ticket ids');
    expect(firstError(ticketBulkDeleteRequestSchema, { ticketIds: ['nope'] })).toBe('must be a valid id');
  });
  it('takes ISO date-times for the stats window', () => {
    expect(supportStatsQuerySchema.parse({ from: '2026-01-01T00:00:00Z', since: '' })).toEqual({ from: '2026-01-01T00:00:00Z' });
    expect(firstError(supportStatsQuerySchema, { to: 'yesterday' })).toBe('to must be an ISO date-time');
  });
});

describe('support routes', () => {
  it('are all declared for the support service under /api and render into the OpenAPI document', () => {
    expect(supportRoutes.every((r) => r.service === 'support' && r.path.startsWith('/api/'))).toBe(true);
    const doc = buildOpenApiDocument({ title: 'test', version: '1' });
    for (const r of supportRoutes) expect(doc.paths[r.path][r.method]).toBeDefined();
  });
});
