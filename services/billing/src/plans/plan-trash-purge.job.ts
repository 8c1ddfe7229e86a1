import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob, RedisLease } from '@liquify/redis';
import { SERVICE_CONFIG } from '@liquify/service';
import { BillingConfig } from '../config';
import { PlanTrashService } from './plan-trash.service';

/** Deletes for good the plans that have been in the trash 30 days, once per interval across billing's replicas. */
@Injectable()
export class PlanTrashPurgeJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PlanTrashPurgeJob.name);
  private job?: PeriodicJob;

  constructor(
    private readonly trash: PlanTrashService,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly lease: RedisLease,
  ) {}

  onApplicationBootstrap() {
    this.job = new PeriodicJob(this.lease, { name: 'plan-trash-purge', intervalMs: this.config.TRASH_PURGE_INTERVAL_MS, run: () => this.runOnce(), logger: this.logger });
    this.job.start();
  }

  async onApplicationShutdown() {
    await this.job?.stop();
  }

  async runOnce(now = new Date()): Promise<number> {
    const purged = await this.trash.purgeDue(now);
    if (purged) this.logger.log(`${purged} plan(s) purged from the trash after 30 days`);
    return purged;
  }
}
