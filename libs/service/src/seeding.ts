import { Injectable, Logger, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { RedisLease } from '@liquify/redis';

/**
 * A start-up seed. Idempotent by construction: it may run on every start of every replica (insert-if-absent on a
 * unique key whose index it creates first, "only when empty"), and never overwrites what an operator changed.
 * Replicas starting together seed one after the other (SeedRunner holds the lease `seeds`).
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

/** How often a replica starting while another one seeds checks whether it may seed (then finds nothing to do). */
const SEED_LEASE_RETRY_MS = 200;

@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly discovery: DiscoveryService,
    /** Replicas seed one after the other (lease `seeds`): a seed's "only when empty" check then sees the other's inserts. */
    @Optional() private readonly lease?: RedisLease,
  ) {}

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

  /**
   * Runs the seeds holding the service's `seeds` lease, waiting while another replica holds it (its seeds
   * done, this replica's find nothing to do). Without Redis they run unleased: each seed is idempotent.
   */
  async runAll(): Promise<Record<string, string | void>> {
    if (!this.lease) return this.runSeeds();
    for (;;) {
      const pass = await this.lease.run('seeds', () => this.runSeeds(), { whenUnavailable: 'run' });
      if (pass.ran) return pass.value;
      await new Promise((resolve) => setTimeout(resolve, SEED_LEASE_RETRY_MS));
    }
  }

  private async runSeeds(): Promise<Record<string, string | void>> {
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
