import { Inject, Injectable } from '@nestjs/common';
import { Seed, Seeder, SERVICE_CONFIG } from '@liquify/service';
import { BillingErrorCodes } from '../billing.errors';
import { BillingConfig } from '../config';
import { AdminPlansService } from './admin-plans.service';
import { PlanLookup } from './plan-lookup.service';
import { SEED_PLANS } from './plans.seed-data';

/**
 * The four plans on an empty plans collection (never seeded, nothing deleted), each through the admin's create
 * (allowed lists taken from the catalogue read model by each plan's policy, billing.plan.created.v1 published,
 * so identity fills its read model). Replicas seed one after the other (the kit's seed lease); without Redis,
 * another replica seeding at the same moment loses on the unique slugs, an index built before the first insert.
 */
@Seeder('plans')
@Injectable()
export class PlansSeed implements Seed {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly plans: PlanLookup,
    private readonly admin: AdminPlansService,
  ) {}

  enabled() {
    return this.config.SEED_PLANS;
  }

  async run() {
    const created = await this.seedIfEmpty();
    return created > 0 ? `${created} plans` : undefined;
  }

  /** Answers how many plans were created (0 when the collection was not empty). */
  async seedIfEmpty(): Promise<number> {
    await this.plans.ensureIndexes();
    if ((await this.plans.countAll()) > 0) return 0;
    let created = 0;
    for (const seed of SEED_PLANS) {
      try {
        await this.admin.create({ ...seed, features: { ...seed.features } });
        created++;
      } catch (err) {
        if ((err as { code?: string }).code !== BillingErrorCodes.PLAN_SLUG_TAKEN.code) throw err;
      }
    }
    return created;
  }
}
