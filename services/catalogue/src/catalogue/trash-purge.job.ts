import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob, RedisLease } from '@liquify/redis';
import { SERVICE_CONFIG } from '@liquify/service';
import { CatalogueConfig } from '../config';
import { ModulesService } from '../modules/modules.service';
import { SectionsService } from '../sections/sections.service';

/**
 * Deletes for good the modules and sections that have been in the trash 30 days (trash.rules), once per
 * interval across the catalogue's replicas (PeriodicJob), not once per pod.
 */
@Injectable()
export class TrashPurgeJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TrashPurgeJob.name);
  private job?: PeriodicJob;

  constructor(
    private readonly modules: ModulesService,
    private readonly sections: SectionsService,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogueConfig,
    private readonly lease: RedisLease,
  ) {}

  onApplicationBootstrap() {
    this.job = new PeriodicJob(this.lease, { name: 'trash-purge', intervalMs: this.config.TRASH_PURGE_INTERVAL_MS, run: () => this.runOnce(), logger: this.logger });
    this.job.start();
  }

  async onApplicationShutdown() {
    await this.job?.stop();
  }

  async runOnce(now = new Date()): Promise<number> {
    const purged = (await this.modules.admin.trash.purgeDue(now)) + (await this.sections.admin.trash.purgeDue(now));
    if (purged) this.logger.log(`${purged} item(s) purged from the trash after 30 days`);
    return purged;
  }
}
