import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AuditLogEntry, AuditLogQuery, AuditRecord } from '@liquify/contracts';
import { insertOnce } from '@liquify/mongo';
import { Model } from 'mongoose';
import { AUDIT_ENTRY_MODEL, AuditEntryDoc } from './audit-entry.schema';
import { auditLogFilterOf, auditSearchTextOf } from './audit-log.rules';

@Injectable()
export class AuditLogRepository {
  constructor(@InjectModel(AUDIT_ENTRY_MODEL) private readonly model: Model<AuditEntryDoc>) {}

  /** Stores each record once (its event id is the key): a redelivery changes nothing. */
  async addMany(records: ReadonlyArray<{ eventId: string; producer: string; record: AuditRecord }>): Promise<void> {
    await insertOnce(
      this.model,
      records.map(({ eventId, producer, record }) => ({ ...record, _id: eventId, at: new Date(record.at), producer, text: auditSearchTextOf(record) })),
    );
  }

  async page(query: AuditLogQuery): Promise<{ entries: AuditLogEntry[]; total: number }> {
    const filter = auditLogFilterOf(query);
    const [docs, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<AuditEntryDoc[]>()
        .exec(),
      this.model.countDocuments(filter).exec(),
    ]);
    return { entries: docs.map(({ text: _text, ...doc }) => ({ ...doc, at: doc.at.toISOString() })), total };
  }

  /** Removes the entries older than `cutoff`; answers how many. */
  async removeOlderThan(cutoff: Date): Promise<number> {
    const r = await this.model.deleteMany({ at: { $lt: cutoff } }).exec();
    return r.deletedCount ?? 0;
  }
}
