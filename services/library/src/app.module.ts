import { DynamicModule, Global, Module } from '@nestjs/common';
import { AuthModule } from '@liquify/auth';
import { HealthModule } from '@liquify/http';
import { KafkaModule } from '@liquify/kafka';
import { databaseName, MongoModule } from '@liquify/mongo';
import { RedisModule } from '@liquify/redis';
import { LoggingModule } from '@liquify/telemetry';
import { CONFIG, LibraryConfig } from './config';
import { DataModule } from './data.module';
import { LibraryModule } from './library.module';

/** The validated configuration, injectable everywhere as CONFIG. */
@Global()
@Module({})
class ConfigModule {
  static forRoot(config: LibraryConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: LibraryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot({ service: 'library', level: config.LOG_LEVEL }),
        HealthModule,
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET }),
        MongoModule.forRoot({ url: config.MONGO_URL, dbName: databaseName('library', config.MONGO_DB) }),
        RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
        KafkaModule.forRoot({ brokers: config.KAFKA_BROKERS, service: 'library', topicPrefix: config.KAFKA_TOPIC_PREFIX }),
        DataModule,
        LibraryModule,
      ],
    };
  }
}
