import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/**
 * A start-up seed. Idempotent by construction: it may run on every start and in several replicas at once
 * (insert-if-absent on a unique key, "only when empty"), and never overwrites what an operator changed.
 */
export interface Seed {
  /** False to skip (e.g. a SEED_* switch off). Default: enabled. */
  enabled?(): boolean;
  /** Does the seeding; answers a short summary for the log ("4 plans"), or nothing when there was nothing to do. */
  run(): Promise<string | void>;
}

/**
 * Marks a provider as a seed, run once at start (after every module is initialised, before the app listens)
 * by the CoreModule's SeedRunner, in the order the seeds were registered; a failing seed fails the start.
 *
 *   @Seeder('plans') @Injectable() export class PlansSeed implements Seed { ... }
 */
export const Seeder = DiscoveryService.createDecorator<string>();

@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(private readonly discovery: DiscoveryService) {}

  /** The seeds of this app, in registration order. */
  seeds(): { name: string; seed: Seed }[] {
    return this.discovery
      .getProviders({ metadataKey: Seeder.KEY })
      .filter((wrapper) => wrapper.instance)
      .map((wrapper) => ({ name: this.discovery.getMetadataByDecorator(Seeder, wrapper) ?? wrapper.name, seed: wrapper.instance as Seed }));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.runAll();
  }

  async runAll(): Promise<Record<string, string | void>> {
    const results: Record<string, string | void> = {};
    for (const { name, seed } of this.seeds()) {
      if (seed.enabled && !seed.enabled()) continue;
      const summary = await seed.run();
      results[name] = summary;
      if (summary) this.logger.log(`${name}: ${summary}`);
    }
    return results;
  }
}
