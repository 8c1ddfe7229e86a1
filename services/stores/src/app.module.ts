import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from '@liquify/auth';
import { HealthModule } from '@liquify/http';
import { KafkaModule } from '@liquify/kafka';
import { databaseName, MongoModule } from '@liquify/mongo';
import { RedisModule } from '@liquify/redis';
import { LoggingModule } from '@liquify/telemetry';
import { CONFIG, StoresConfig } from './config';
import { StoresModule } from './stores/stores.module';

@Module({})
export class AppModule {
  static forRoot(config: StoresConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggingModule.forRoot({ service: 'stores', level: config.LOG_LEVEL }),
        HealthModule,
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET }),
        MongoModule.forRoot({ url: config.MONGO_URL, dbName: databaseName('stores', config.MONGO_DB) }),
        RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
        KafkaModule.forRoot({ brokers: config.KAFKA_BROKERS, service: 'stores', topicPrefix: config.KAFKA_TOPIC_PREFIX }),
        StoresModule,
      ],
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
    };
  }
}
