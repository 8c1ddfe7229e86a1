import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from '@liquify/auth';
import { HealthModule } from '@liquify/http';
import { KafkaModule } from '@liquify/kafka';
import { databaseName, MongoModule } from '@liquify/mongo';
import { RedisModule } from '@liquify/redis';
import { LoggingModule } from '@liquify/telemetry';
import { CONFIG, IdentityConfig } from './config';
import { IDENTITY_PRODUCER } from './identity.const';
import { IdentityModule } from './identity.module';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggingModule.forRoot({ service: IDENTITY_PRODUCER, level: config.LOG_LEVEL }),
        HealthModule,
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET }),
        MongoModule.forRoot({ url: config.MONGO_URL, dbName: databaseName(IDENTITY_PRODUCER, config.MONGO_DB) }),
        RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
        KafkaModule.forRoot({ brokers: config.KAFKA_BROKERS, service: IDENTITY_PRODUCER, topicPrefix: config.KAFKA_TOPIC_PREFIX }),
        IdentityModule,
      ],
      providers: [{ provide: CONFIG, useValue: config }],
      exports: [CONFIG],
    };
  }
}
