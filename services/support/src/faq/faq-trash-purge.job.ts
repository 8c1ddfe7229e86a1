import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob, RedisLease } from '@liquify/redis';
import { SERVICE_CONFIG } from '@liquify/service';
import type { SupportConfig } from '../config';
import { FaqTrashService } from './faq-trash.service';

/** Deletes for good the FAQ entries that have been in the trash 30 days, once per interval across support's replicas. */
@Injectable()
export class FaqTrashPurgeJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(FaqTrashPurgeJob.name);
  private job?: PeriodicJob;

  constructor(
    private readonly trash: FaqTrashService,
    @Inject(SERVICE_CONFIG) private readonly config: SupportConfig,
    private readonly lease: RedisLease,
  ) {}

  onApplicationBootstrap() {
    this.job = new PeriodicJob(this.lease, { name: 'faq-trash-purge', intervalMs: this.config.TRASH_PURGE_INTERVAL_MS, run: () => this.runOnce(), logger: this.logger });
    this.job.start();
  }

  async onApplicationShutdown() {
    await this.job?.stop();
  }

  async runOnce(now = new Date()): Promise<number> {
    const purged = await this.trash.purgeDue(now);
    if (purged) this.logger.log(`${purged} FAQ entr${purged === 1 ? 'y' : 'ies'} purged from the trash after 30 days`);
    return purged;
  }
}
