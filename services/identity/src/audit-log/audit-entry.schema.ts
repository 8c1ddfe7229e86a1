import { Schema } from 'mongoose';
import type { AuditRecord } from '@liquify/contracts';

/** One admin write in the audit log; `_id` is the event's id, so a redelivered record is stored once. */
export interface AuditEntryDoc extends Omit<AuditRecord, 'at'> {
  _id: string;
  at: Date;
  producer: string;
  /** Lower-cased entity label, entity id and actor e-mail: what the free-text search reads. */
  text: string;
}

export const AUDIT_ENTRY_MODEL = 'AuditEntry';
export const auditEntrySchema = new Schema<AuditEntryDoc>(
  {
    _id: { type: String },
    actor: {
      id: { type: String, required: true },
      email: { type: String, required: true },
      role: { type: String, required: true },
    },
    entityType: { type: String, required: true },
    entityId: { type: String, required: true },
    entityLabel: { type: String, default: null },
    action: { type: String, required: true },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    at: { type: Date, required: true },
    producer: { type: String, required: true },
    text: { type: String, default: '' },
  },
  { collection: 'audit_log', versionKey: false, minimize: false },
);
auditEntrySchema.index({ at: -1, _id: -1 });
auditEntrySchema.index({ 'actor.id': 1, at: -1 });
auditEntrySchema.index({ entityType: 1, entityId: 1, at: -1 });
