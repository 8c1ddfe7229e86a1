import { DynamicModule, Global, Inject, Module, OnApplicationShutdown, OnModuleInit, Optional } from '@nestjs/common';
import { HealthRegistry } from '@liquify/http';
import Redis from 'ioredis';

export const REDIS = Symbol('REDIS');
export interface RedisOptions {
  url: string;
  /** Namespaces every key (test isolation, several products on one server). */
  keyPrefix?: string;
}

export function createRedis(options: RedisOptions): Redis {
  return new Redis(options.url, { keyPrefix: options.keyPrefix || undefined, maxRetriesPerRequest: 2, enableReadyCheck: true, lazyConnect: false });
}

class RedisLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Optional() private readonly registry?: HealthRegistry,
  ) {}
  onModuleInit() {
    this.registry?.register({
      name: 'redis',
      check: async () => {
        if ((await this.redis.ping()) !== 'PONG') throw new Error('unexpected PING answer');
      },
    });
  }
  async onApplicationShutdown() {
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(options: RedisOptions): DynamicModule {
    return {
      module: RedisModule,
      providers: [{ provide: REDIS, useFactory: () => createRedis(options) }, RedisLifecycle],
      exports: [REDIS],
    };
  }
}

export { Redis };

export { isRedisUnavailableError } from './errors/redis-unavailable';

export * from './edge/edge-protocol';
export { EdgeTags } from './edge/edge-tags';
export { EdgeCache, EdgeCacheOptions, EdgeEntry } from './edge/edge-cache';
export { sharedAnswerFits, variedHeaders } from './edge/edge-vary';
export { EdgeHits, EdgeHitsOptions, EDGE_COUNT_HEADER, DIRECT_DOMAIN, embeddingDomain, isValidCounter, takePendingHits, TakenHits } from './edge/edge-hits';
export { RedisLocks } from './locks/redis-locks';
export { GenerationCache } from './cache/generation-cache';
export { CachedDocuments } from './cache/cached-documents';
export { SingleFlight } from './cache/single-flight';
export type { GenerationCacheOptions } from './cache/generation-cache';
export { RedisKeyHints } from './cache/key-hints';
export type { KeyHintScope, RedisKeyHintsOptions } from './cache/key-hints';
export type { RedisLocksOptions } from './locks/redis-locks';
export { LEASE_TTL_MS, RedisLease } from './lease/redis-lease';
export type { LeaseHandle, LeaseResult, LeaseRunOptions, RedisLeaseOptions } from './lease/redis-lease';
export { leaseHoldMs, PeriodicJob } from './lease/periodic-job';
export type { PeriodicJobOptions } from './lease/periodic-job';
export { LiveChannel, LiveChannelHandlers } from './live-channel';
export * from './access/user-access-protocol';
export { UserAccessWriter } from './access/user-access-writer';
export { UserAccessCache, UserAccessCacheOptions } from './access/user-access-cache';
