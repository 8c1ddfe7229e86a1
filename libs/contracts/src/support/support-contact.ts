/**
 * The support e-mail customers see on the help pages (issue 16): an admin setting of the support
 * service, readable by anyone, changed on /admin/settings.
 */
import { z } from 'zod';
import { errorEnvelopeSchema, successOf } from '../common';
import { defineRoute } from '../openapi/registry';

export const SUPPORT_CONTACT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  updated: 'Support e-mail updated',
} as const;

export const supportContactSchema = z.object({
  email: z.string(),
  /** When an admin last changed it; null while the configured default applies. */
  updatedAt: z.string().nullable(),
});
export type SupportContactDto = z.infer<typeof supportContactSchema>;

export const supportContactUpdateRequestSchema = z.object({
  email: z.string({ error: SUPPORT_CONTACT_MESSAGES.invalidEmail }).trim().toLowerCase().max(200, SUPPORT_CONTACT_MESSAGES.invalidEmail).pipe(z.email(SUPPORT_CONTACT_MESSAGES.invalidEmail)),
});
export type SupportContactUpdateRequest = z.infer<typeof supportContactUpdateRequestSchema>;

const s = 'support' as const;

export const supportContactRoute = {
  get: defineRoute({ service: s, tags: ['support faq'], method: 'get', path: '/api/support/contact', access: 'public', summary: 'The support e-mail shown to customers', responses: { 200: successOf(supportContactSchema) } }),
  set: defineRoute({ service: s, tags: ['admin support'], method: 'put', path: '/api/admin/support/contact', access: 'admin', summary: 'Change the support e-mail shown to customers', body: supportContactUpdateRequestSchema, responses: { 200: z.object({ success: z.literal(true), data: supportContactSchema, message: z.string() }), 400: errorEnvelopeSchema } }),
};
export const supportContactRoutes = Object.values(supportContactRoute);
