import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { auditRetentionCutoff } from '@liquify/contracts';
import { PeriodicJob, RedisLease } from '@liquify/redis';
import { AuditLogRepository } from './audit-log.repository';

/** How often the entries past the retention are removed (a TTL index is not relied on: FerretDB 1.24). */
export const AUDIT_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** Keeps the audit log to one year: once an hour across identity's replicas (PeriodicJob), not once per pod. */
@Injectable()
export class AuditLogRetentionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuditLogRetentionJob.name);
  private job?: PeriodicJob;

  constructor(
    private readonly log: AuditLogRepository,
    private readonly lease: RedisLease,
  ) {}

  onApplicationBootstrap() {
    this.job = new PeriodicJob(this.lease, {
      name: 'audit-log-retention',
      intervalMs: AUDIT_RETENTION_INTERVAL_MS,
      run: () => this.runOnce(),
      logger: this.logger,
    });
    this.job.start();
  }

  async onApplicationShutdown() {
    await this.job?.stop();
  }

  async runOnce(now = new Date()): Promise<number> {
    const removed = await this.log.removeOlderThan(auditRetentionCutoff(now));
    if (removed)
      this.logger.log(`${removed} audit log entr${removed === 1 ? 'y' : 'ies'} older than a year removed`);
    return removed;
  }
}
