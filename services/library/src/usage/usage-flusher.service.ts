import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DAY_MS, LOADS_WINDOW_DAYS, TOP_DOMAINS_COUNT, utcDay } from '@liquify/contracts';
import { PeriodicJob, REDIS, Redis, RedisLease, takePendingHits, TakenHits } from '@liquify/redis';
import { Types } from 'mongoose';
import { SERVICE_CONFIG } from '@liquify/service';
import { LibraryConfig } from '../config';
import { EntriesRepository } from '../entry-store/entries.repository';
import { LibraryCacheTags } from '../cache-tags/library-cache-tags';
import { DailyAdds } from './daily-adds';
import { EntryUsageRepository } from './entry-usage.repository';
import { entryUsageChange, LOADS_COUNTER_PREFIX } from './entry-usage.util';
import { UsageRepository } from './usage.repository';


/**
 * Moves counted snippet loads (and the adds, DailyAdds) from Redis to MongoDB, off the request path: per day and domain
 * (snippet_domain_loads), per day for the admin (daily_stats), and onto each entry (its last 30 days, its
 * top domains, its all-time usageCount), then tells the gateway the owners' answers changed.
 *
 * Replica-safe: the periodic flush runs once per interval across replicas (PeriodicJob), a pass holds the
 * lease `usage-flush` so two passes never overlap (FerretDB does not isolate concurrent `$inc` of one
 * document across connections), and an entry's days are incremented, never rewritten from what was read.
 */
@Injectable()
export class UsageFlusherService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(UsageFlusherService.name);
  private job?: PeriodicJob;
  private running?: Promise<number>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) private readonly config: LibraryConfig,
    private readonly entries: EntriesRepository,
    private readonly entryUsage: EntryUsageRepository,
    private readonly usage: UsageRepository,
    private readonly tags: LibraryCacheTags,
    private readonly lease: RedisLease,
    private readonly adds: DailyAdds,
  ) {}

  onModuleInit() {
    this.job = new PeriodicJob(this.lease, { name: 'usage-flush', intervalMs: this.config.USAGE_FLUSH_MS, run: () => this.flush(), logger: this.logger });
    this.job.start();
  }

  async onApplicationShutdown() {
    await this.job?.stop();
    await this.running?.catch(() => undefined);
  }

  /** One pass, unless another replica's pass is running (then 0: the loads wait in Redis); answers how many loads were stored. */
  flush(): Promise<number> {
    this.running ??= this.lease
      .run('usage-flush', async () => {
        await this.adds.flush();
        return takePendingHits(this.redis, LOADS_COUNTER_PREFIX, (hits) => this.store(hits));
      })
      .then((pass) => (pass.ran ? pass.value : 0))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async store(hits: TakenHits[]): Promise<void> {
    const byEntry = new Map<string, TakenHits[]>();
    const byDay = new Map<string, number>();
    for (const hit of hits) {
      const entryId = hit.counter.slice(LOADS_COUNTER_PREFIX.length);
      if (!Types.ObjectId.isValid(entryId)) continue;
      byEntry.set(entryId, [...(byEntry.get(entryId) ?? []), hit]);
      byDay.set(hit.day, (byDay.get(hit.day) ?? 0) + sum(hit.domains));
    }
    const windowStart = utcDay(Date.now() - (LOADS_WINDOW_DAYS - 1) * DAY_MS);
    const owners = new Set<string>();
    const docs = await this.entries.findUsage([...byEntry.keys()].map((id) => new Types.ObjectId(id)));
    for (const doc of docs) {
      const entryId = doc._id.toHexString();
      const entryHits = byEntry.get(entryId) ?? [];
      for (const hit of entryHits) {
        for (const [domain, n] of Object.entries(hit.domains)) await this.usage.addDomainLoads(entryId, hit.day, domain, n);
      }
      const change = entryUsageChange(Object.keys(doc.usage?.days ?? {}), entryHits.map((hit) => ({ day: hit.day, loads: sum(hit.domains) })), windowStart);
      const topDomains = await this.usage.topDomains(entryId, windowStart, TOP_DOMAINS_COUNT);
      await this.entryUsage.apply(doc._id, change, topDomains);
      owners.add(doc.userId);
    }
    // Loads of entries removed meanwhile still count in the admin's daily totals.
    for (const [day, loads] of byDay) await this.usage.countLoads(day, loads);
    await this.tags.bumpUsers([...owners]);
  }
}

const sum = (domains: Record<string, number>) => Object.values(domains).reduce((a, b) => a + b, 0);
