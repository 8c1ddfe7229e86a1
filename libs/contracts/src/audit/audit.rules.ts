/**
 * The admin audit log (issue #25 item 10): what an admin write records and how long it is kept. Pure rules,
 * shared by the services that record writes (libs/service audit trail) and the one that keeps the log.
 */
import { DAY_MS } from '../time.rules';

/** What happened to the entity. `restore` is a soft-deleted entity brought back. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The entities whose admin writes are recorded, and the service that owns each. */
export const AUDIT_ENTITIES = {
  user: 'identity',
  plan: 'billing',
  'early-bird-code': 'billing',
  module: 'catalogue',
  section: 'catalogue',
  ticket: 'support',
  'ticket-note': 'support',
  faq: 'support',
  setting: 'support',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]];
/** The services that publish audit records (one topic each: `<service>.audit.recorded.v1`). */
export const AUDIT_PRODUCERS = ['identity', 'billing', 'catalogue', 'support'] as const;
export type AuditProducer = (typeof AUDIT_PRODUCERS)[number];

/** Writes made by these roles are recorded (staff: doc 3 §11 roles). A customer's own writes are not admin writes. */
export const AUDITED_ROLES = ['admin', 'moderator'] as const;
export function isAuditedRole(role: string | null | undefined): boolean {
  return (AUDITED_ROLES as readonly string[]).includes(role ?? '');
}

/** Entries are kept one year, then removed by the keeper's periodic job. */
export const AUDIT_LOG_RETENTION_DAYS = 365;
export function auditRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - AUDIT_LOG_RETENTION_DAYS * DAY_MS);
}

/** Fields never recorded: bookkeeping, secrets. */
export const AUDIT_ALWAYS_OMITTED = [
  '_id',
  '__v',
  '_outbox',
  'createdAt',
  'updatedAt',
  'revision',
  'deletedAt',
  'trashedAt',
  'trashedSlug',
] as const;
/** A recorded string longer than this (a module's code) keeps its start and says how long it was. */
export const AUDIT_MAX_STRING = 2000;
export const AUDIT_REDACTED = '[redacted]';

type Plain = Record<string, unknown>;

/** A value as recorded: JSON-safe (dates as ISO strings, ids as strings), long strings cut. */
export function auditValueOf(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string')
    return value.length > AUDIT_MAX_STRING
      ? `${value.slice(0, AUDIT_MAX_STRING)}… (${value.length} characters)`
      : value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(auditValueOf);
  if (typeof value === 'object') {
    const hex = (value as { toHexString?: () => string }).toHexString;
    if (typeof hex === 'function') return hex.call(value);
    return Object.fromEntries(Object.entries(value as Plain).map(([k, v]) => [k, auditValueOf(v)]));
  }
  return String(value);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The before/after of one write: on an update only the fields that changed (in both), on a create the new
 * fields (before null), on a delete the old ones (after null). Omitted fields never appear; redacted ones
 * appear as AUDIT_REDACTED when they changed. Null when an update changed nothing recorded.
 */
export function auditChangesOf(
  before: Plain | null,
  after: Plain | null,
  options: { omit?: readonly string[]; redact?: readonly string[] } = {},
): { before: Plain | null; after: Plain | null } | null {
  const omitted = new Set<string>([...AUDIT_ALWAYS_OMITTED, ...(options.omit ?? [])]);
  const redacted = new Set(options.redact ?? []);
  const recorded = (doc: Plain) =>
    Object.fromEntries(
      Object.entries(doc)
        .filter(([k]) => !omitted.has(k))
        .map(([k, v]) => [k, redacted.has(k) ? AUDIT_REDACTED : auditValueOf(v)]),
    );
  if (!before && !after) return null;
  if (!before) return { before: null, after: recorded(after!) };
  if (!after) return { before: recorded(before), after: null };
  const b = recorded(before);
  const a = recorded(after);
  const changed = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) =>
    redacted.has(k)
      ? !sameValue(auditValueOf(before[k]), auditValueOf(after[k]))
      : !sameValue(b[k] ?? null, a[k] ?? null),
  );
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((k) => [k, b[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, a[k] ?? null])),
  };
}

/** The fields whose date marks a soft-deleted entity: `deletedAt`, or `trashedAt` (in the trash for 30 days, restorable). */
const SOFT_DELETION_FIELDS = ['deletedAt', 'trashedAt'] as const;

/** The action of a write from the entity's state before and after it (soft deletion: SOFT_DELETION_FIELDS). */
export function auditActionOf(before: Plain | null, after: Plain | null): AuditAction | null {
  const live = (doc: Plain | null) => !!doc && SOFT_DELETION_FIELDS.every((field) => doc[field] === null || doc[field] === undefined);
  if (!live(before) && live(after)) return before ? 'restore' : 'create';
  if (live(before) && !live(after)) return 'delete';
  if (live(before) && live(after)) return 'update';
  return null;
}

/**
 * The before/after an entry records for `action`: a delete records what was there (after null), a create or
 * a restore what is there (before null), so a soft delete (only `deletedAt` changes) still shows the entity;
 * an update records the changed fields (null when nothing recorded changed).
 */
export function auditEntryChangesOf(
  action: AuditAction,
  before: Plain | null,
  after: Plain | null,
  options: { omit?: readonly string[]; redact?: readonly string[] } = {},
): { before: Plain | null; after: Plain | null } | null {
  if (action === 'delete') return auditChangesOf(before, null, options);
  if (action === 'create' || action === 'restore') return auditChangesOf(null, after, options);
  return auditChangesOf(before, after, options);
}

/** The name an entry shows for its entity: the first of these fields the document has. */
export const AUDIT_LABEL_FIELDS = [
  'title',
  'name',
  'question',
  'subject',
  'email',
  'code',
  'key',
  'slug',
] as const;
export function auditLabelOf(doc: Plain | null): string | null {
  if (!doc) return null;
  for (const field of AUDIT_LABEL_FIELDS) {
    const value = doc[field];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
  }
  return null;
}
