import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { LOADS_WINDOW_DAYS, TOP_DOMAINS_COUNT } from '@liquify/contracts';
import { REDIS, Redis, takePendingHits, TakenHits, utcDay } from '@liquify/redis';
import { Types } from 'mongoose';
import { CONFIG, LibraryConfig } from '../config';
import { EntriesRepository } from '../entries/entries.repository';
import { LibraryCacheTags } from '../entries/library-cache-tags';
import { LOADS_COUNTER_PREFIX } from '../snippets/snippets.service';
import { UsageRepository } from './usage.repository';

const DAY_MS = 86_400_000;

/**
 * Moves counted snippet loads from Redis to MongoDB, off the request path: per day and domain
 * (snippet_domain_loads), per day for the admin (daily_stats), and onto each entry (its last 30 days, its
 * top domains, its all-time usageCount), then tells the gateway the owners' answers changed.
 */
@Injectable()
export class UsageFlusherService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(UsageFlusherService.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: LibraryConfig,
    private readonly entries: EntriesRepository,
    private readonly usage: UsageRepository,
    private readonly tags: LibraryCacheTags,
  ) {}

  onModuleInit() {
    this.timer = setInterval(() => void this.flush().catch((err: Error) => this.logger.warn(`usage flush failed (kept in Redis): ${err.message}`)), this.config.USAGE_FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass; answers how many loads were stored. */
  flush(): Promise<number> {
    this.running ??= takePendingHits(this.redis, LOADS_COUNTER_PREFIX, (hits) => this.store(hits)).finally(() => (this.running = undefined));
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
      const days: Record<string, number> = {};
      for (const [day, n] of Object.entries(doc.usage?.days ?? {})) if (day >= windowStart) days[day] = n;
      let added = 0;
      for (const hit of entryHits) {
        const loads = sum(hit.domains);
        added += loads;
        if (hit.day >= windowStart) days[hit.day] = (days[hit.day] ?? 0) + loads;
        for (const [domain, n] of Object.entries(hit.domains)) await this.usage.addDomainLoads(entryId, hit.day, domain, n);
      }
      const topDomains = await this.usage.topDomains(entryId, windowStart, TOP_DOMAINS_COUNT);
      await this.entries.setUsage(doc._id, { days, topDomains }, added);
      owners.add(doc.userId);
    }
    // Loads of entries removed meanwhile still count in the admin's daily totals.
    for (const [day, loads] of byDay) await this.usage.countLoads(day, loads);
    await this.tags.bumpUsers([...owners]);
  }
}

const sum = (domains: Record<string, number>) => Object.values(domains).reduce((a, b) => a + b, 0);
