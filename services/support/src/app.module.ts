import { DynamicModule, Global, Module } from '@nestjs/common';
import { AuthModule } from '@liquify/auth';
import { SupportMessages } from '@liquify/contracts';
import { HealthModule } from '@liquify/http';
import { KafkaModule } from '@liquify/kafka';
import { databaseName, MongoModule } from '@liquify/mongo';
import { RedisModule } from '@liquify/redis';
import { LoggingModule } from '@liquify/telemetry';
import { CONFIG, SupportConfig } from './config';
import { ContextModule } from './context/context.module';
import { FaqModule } from './faq/faq.module';
import { PeopleModule } from './people/people.module';
import { TicketsModule } from './tickets/tickets.module';

/** The validated configuration, injectable everywhere as CONFIG. */
@Global()
@Module({})
class ConfigModule {
  static forRoot(config: SupportConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: SupportConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ service: 'support', level: config.LOG_LEVEL }),
        HealthModule,
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET, unauthenticatedMessage: SupportMessages.unauthenticated }),
        MongoModule.forRoot({ url: config.MONGO_URL, dbName: databaseName('support', config.MONGO_DB) }),
        RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
        KafkaModule.forRoot({ brokers: config.KAFKA_BROKERS, service: 'support', topicPrefix: config.KAFKA_TOPIC_PREFIX }),
        ConfigModule.forRoot(config),
        PeopleModule,
        ContextModule,
        FaqModule,
        TicketsModule,
      ],
    };
  }
}
