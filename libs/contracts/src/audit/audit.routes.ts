import { errorEnvelopeSchema } from '../common';
import { defineRoute } from '../openapi/registry';
import { auditLogAnswerSchema, auditLogQuerySchema } from './audit.schemas';

export const auditLogRoute = defineRoute({
  service: 'identity',
  tags: ['admin audit log'],
  method: 'get',
  path: '/api/admin/audit-log',
  access: 'admin',
  summary:
    'Every admin write (who, when, what, before/after), newest first; filtered by actor, entity, action, time window and free text; kept one year',
  query: auditLogQuerySchema,
  responses: {
    200: auditLogAnswerSchema,
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
  },
});
export const auditRoutes = [auditLogRoute];
