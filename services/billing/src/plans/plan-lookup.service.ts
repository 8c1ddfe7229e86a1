import { Injectable } from '@nestjs/common';
import { PlansRepository } from './plans.repository';
import { PlanDoc } from './plans.schema';

/** Plan reads for the other billing features (subscriptions, payment events, plan administration). */
@Injectable()
export class PlanLookup {
  constructor(private readonly plans: PlansRepository) {}

  findLive(filter: Record<string, unknown> = {}): Promise<PlanDoc[]> {
    return this.plans.findLive(filter);
  }

  findById(id: string): Promise<PlanDoc | null> {
    return this.plans.findById(id);
  }

  /** Any plan (even deleted) by id: provider facts about old subscriptions still need their plan. */
  findAnyById(id: string): Promise<PlanDoc | null> {
    return this.plans.findAnyById(id);
  }

  findByPriceId(priceId: string): Promise<PlanDoc | null> {
    return this.plans.findByPriceId(priceId);
  }

  /** The plans' indexes, built now (the unique slug before seeding). */
  ensureIndexes(): Promise<void> {
    return this.plans.ensureIndexes();
  }

  /** Plans ever stored, tombstones included (seeding happens only on a truly empty collection). */
  countAll(): Promise<number> {
    return this.plans.countAll();
  }
}
