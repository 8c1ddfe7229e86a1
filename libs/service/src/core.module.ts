import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuthModule } from '@liquify/auth';
import type { ServiceEnv } from '@liquify/config';
import { HealthModule } from '@liquify/http';
import { KafkaModule, SERVICE_LEASE } from '@liquify/kafka';
import { databaseName, MongoModule } from '@liquify/mongo';
import { EdgeTags, GenerationCache, REDIS, Redis, RedisKeyHints, RedisLease, RedisLocks, RedisModule } from '@liquify/redis';
import { LoggingModule } from '@liquify/telemetry';
import { kafkaOptionsFor } from './kafka-options';
import { KafkaMetrics } from './metrics/kafka-metrics';
import { OutboxMetrics } from './metrics/outbox-metrics';
import { RedisDurabilityCheck } from './redis-durability';
import { SeedRunner } from './seeding';

/** The validated config of the running service (the object its zod schema produced). */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

export interface CoreOptions<C extends ServiceEnv = ServiceEnv> {
  /** The service's name: logs, the database `liquify_<name>`, Kafka client and consumer group, lock keys. */
  service: string;
  config: C;
  /** The 401 message for a missing or invalid token, when the spec words it (support: 'User not authenticated'). */
  unauthenticatedMessage?: string;
}

/**
 * Everything a Liquify service stands on, in one import: the validated config (SERVICE_CONFIG), JSON logs,
 * /healthz + /readyz (Redis and the Kafka consumer degrade, MongoDB decides), JWT auth (JwtAuthGuard, AdminGuard, @CurrentUser), the Mongo connection, Redis (REDIS,
 * EdgeTags for the gateway's edge cache, RedisLocks for per-document write locks, RedisLease for work one
 * replica does at a time: the outbox relay's and every PeriodicJob's; GenerationCache for values derived from
 * queries FerretDB answers by reading a whole collection, RedisKeyHints for the ids that e-mails, slugs and token
 * hashes last named), Kafka (EventPublisher, OutboxRelay, the
 * consumer's processed-event store) and the seed runner (@Seeder() providers run at start).
 * Global: feature modules inject all of it without importing anything.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot<C extends ServiceEnv>(options: CoreOptions<C>): DynamicModule {
    const { service, config } = options;
    const providers: Provider[] = [
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: EdgeTags, useFactory: (redis: Redis) => new EdgeTags(redis, config.REDIS_KEY_PREFIX), inject: [REDIS] },
      { provide: RedisLocks, useFactory: (redis: Redis) => new RedisLocks(redis, { namespace: service }), inject: [REDIS] },
      { provide: RedisLease, useFactory: (redis: Redis) => new RedisLease(redis, { namespace: service }), inject: [REDIS] },
      { provide: GenerationCache, useFactory: (redis: Redis) => new GenerationCache(redis, { namespace: service }), inject: [REDIS] },
      { provide: RedisKeyHints, useFactory: (redis: Redis) => new RedisKeyHints(redis, { namespace: service }), inject: [REDIS] },
      { provide: SERVICE_LEASE, useExisting: RedisLease },
      SeedRunner,
      // /metrics (libs/http): consumer lag, dead-letter records and the outbox backlog, read on each scrape
      KafkaMetrics,
      OutboxMetrics,
      // production: a warning when Redis would lose or evict sign-outs (no AOF, an eviction policy)
      { provide: RedisDurabilityCheck, useFactory: (redis: Redis) => new RedisDurabilityCheck(redis, config.NODE_ENV === 'production'), inject: [REDIS] },
    ];
    const exported: (string | symbol | Provider)[] = [SERVICE_CONFIG, EdgeTags, RedisLocks, RedisLease, GenerationCache, RedisKeyHints, SERVICE_LEASE];
    return {
      module: CoreModule,
      global: true,
      imports: [
        LoggingModule.forRoot({ service, level: config.LOG_LEVEL }),
        // Ready = MongoDB answers (every route reads it); Redis and the Kafka consumer only degrade a service.
        HealthModule.forRoot({ degradeOnly: ['redis', 'kafka-consumer'] }),
        AuthModule.forRoot({ jwtPublicKeys: config.JWT_PUBLIC_KEYS, unauthenticatedMessage: options.unauthenticatedMessage }),
        MongoModule.forRoot({ url: config.MONGO_URL, dbName: databaseName(service, config.MONGO_DB), autoIndex: config.MONGO_AUTO_INDEX, retryWrites: config.MONGO_RETRY_WRITES, maxPoolSize: config.MONGO_MAX_POOL_SIZE }),
        RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
        KafkaModule.forRoot(kafkaOptionsFor(service, config)),
        DiscoveryModule,
      ],
      providers,
      exports: [...exported, AuthModule],
    };
  }
}
