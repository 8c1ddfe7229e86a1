import { DynamicModule, Global, Module } from '@nestjs/common';
import { AuthModule } from '@liquify/auth';
import { HealthModule } from '@liquify/http';
import { KafkaModule } from '@liquify/kafka';
import { databaseName, MongoModule } from '@liquify/mongo';
import { RedisModule } from '@liquify/redis';
import { LoggingModule } from '@liquify/telemetry';
import { CatalogueModule } from './catalogue/catalogue.module';
import { DownloadsModule } from './downloads/downloads.module';
import { CatalogueConfig, CONFIG } from './config';
import { SEED_DIR, seedDirFor } from './seeding/seed-dir';

/** Makes the validated config (and what is derived from it) injectable everywhere. */
@Global()
@Module({})
class ConfigModule {
  static forRoot(config: CatalogueConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: SEED_DIR, useValue: seedDirFor(config) },
      ],
      exports: [CONFIG, SEED_DIR],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: CatalogueConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot({ service: 'catalogue', level: config.LOG_LEVEL }),
        HealthModule,
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET }),
        MongoModule.forRoot({ url: config.MONGO_URL, dbName: databaseName('catalogue', config.MONGO_DB) }),
        RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
        KafkaModule.forRoot({ brokers: config.KAFKA_BROKERS, service: 'catalogue', topicPrefix: config.KAFKA_TOPIC_PREFIX }),
        CatalogueModule,
        DownloadsModule,
      ],
    };
  }
}
