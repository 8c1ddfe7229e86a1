import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AUDIT_ENTRY_MODEL, auditEntrySchema } from './audit-entry.schema';
import { AuditLogRetentionJob } from './audit-log-retention.job';
import { AuditLogConsumer } from './audit-log.consumer';
import { AuditLogController } from './audit-log.controller';
import { AuditLogRepository } from './audit-log.repository';

/** The back office's audit log (issue #25 item 10): every service's admin writes, kept one year. */
@Module({
  imports: [MongooseModule.forFeature([{ name: AUDIT_ENTRY_MODEL, schema: auditEntrySchema }])],
  controllers: [AuditLogController, AuditLogConsumer],
  providers: [AuditLogRepository, AuditLogRetentionJob],
})
export class AuditLogModule {}
