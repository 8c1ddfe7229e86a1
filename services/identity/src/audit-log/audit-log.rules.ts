import type { AuditLogQuery, AuditRecord } from '@liquify/contracts';
import { escapeRegex } from '@liquify/mongo';

/** The text the free-text search reads: the entity's name and id and the actor's e-mail, lower-cased. */
export function auditSearchTextOf(record: Pick<AuditRecord, 'entityLabel' | 'entityId' | 'actor'>): string {
  return [record.entityLabel ?? '', record.entityId, record.actor.email].join(' ').toLowerCase();
}

/** The MongoDB filter of a GET /api/admin/audit-log query (search is text, never a pattern). */
export function auditLogFilterOf(query: AuditLogQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.actor) {
    filter.$or = [{ 'actor.id': query.actor }, { 'actor.email': query.actor.toLowerCase() }];
  }
  if (query.entity) filter.entityType = query.entity;
  if (query.entityId) filter.entityId = query.entityId;
  if (query.action) filter.action = query.action;
  if (query.from || query.to) {
    filter.at = {
      ...(query.from ? { $gte: new Date(query.from) } : {}),
      ...(query.to ? { $lte: new Date(query.to) } : {}),
    };
  }
  if (query.search) filter.text = { $regex: escapeRegex(query.search.toLowerCase()) };
  return filter;
}
