import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { BillingConfig, CONFIG } from '../config';
import { PlansService } from './plans.service';

/** Seeds the four plans on an empty database (each with its billing.plan.created event, so identity fills its read model). */
@Injectable()
export class PlansSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlansSeeder.name);

  constructor(
    @Inject(CONFIG) private readonly config: BillingConfig,
    private readonly plans: PlansService,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.SEED_PLANS) return;
    const created = await this.plans.seedIfEmpty();
    if (created > 0) this.logger.log(`seeded ${created} plans`);
  }
}
