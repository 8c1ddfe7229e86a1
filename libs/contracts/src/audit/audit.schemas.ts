import { z } from 'zod';
import { pageQuery, limitQuery } from '../common';
import { paginationSchema } from '../identity/identity.schemas';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit.rules';

export const auditActorSchema = z.object({ id: z.string(), email: z.string(), role: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

const changesSchema = z.record(z.string(), z.unknown()).nullable();

/** One admin write as its service records it (the payload of `<service>.audit.recorded.v1`). */
export const auditRecordSchema = z.object({
  actor: auditActorSchema,
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string().min(1),
  /** The entity's name when written (title, name, e-mail...), for the log's readers. */
  entityLabel: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** The changed fields before and after the write (create: before null; delete: after null). */
  before: changesSchema,
  after: changesSchema,
  at: z.string().datetime({ offset: true }),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** GET /api/admin/audit-log: one entry. */
export const auditLogEntrySchema = auditRecordSchema.extend({ _id: z.string(), producer: z.string() });
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

const emptyToUndefined = (v: unknown) => (v === null || v === '' || v === 'all' ? undefined : v);
const instant = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time` }).optional(),
  );

export const AUDIT_LOG_PAGE_SIZE = 25;
export const auditLogQuerySchema = z
  .object({
    page: pageQuery,
    limit: limitQuery(100, AUDIT_LOG_PAGE_SIZE),
    /** The actor's id or e-mail (exact, case-insensitive for the e-mail). */
    actor: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(200, 'Actor must be at most 200 characters long').optional(),
    ),
    entity: z.preprocess(
      emptyToUndefined,
      z.enum(AUDIT_ENTITY_TYPES, { error: 'Unknown entity type' }).optional(),
    ),
    entityId: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
    action: z.preprocess(emptyToUndefined, z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional()),
    from: instant('from'),
    to: instant('to'),
    /** Free text: the entity's name or id, the actor's e-mail. */
    search: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(200, 'Search must be at most 200 characters long').optional(),
    ),
  })
  .refine((q) => !q.from || !q.to || new Date(q.from).getTime() <= new Date(q.to).getTime(), {
    message: 'from must be before to',
    path: ['from'],
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditLogAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(auditLogEntrySchema),
  pagination: paginationSchema,
});
export type AuditLogAnswer = z.infer<typeof auditLogAnswerSchema>;
