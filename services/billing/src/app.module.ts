import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from '@liquify/auth';
import { HealthModule } from '@liquify/http';
import { KafkaModule } from '@liquify/kafka';
import { databaseName, MongoModule } from '@liquify/mongo';
import { RedisModule } from '@liquify/redis';
import { LoggingModule } from '@liquify/telemetry';
import { AccountsModule } from './accounts/accounts.module';
import { CatalogueItemsModule } from './catalogue-items/catalogue-items.module';
import { CheckoutModule } from './checkout/checkout.module';
import { BillingConfig } from './config';
import { ConfigModule } from './config.module';
import { DataModule } from './data.module';
import { PaymentsModule } from './payments/payments.module';
import { PlansModule } from './plans/plans.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ service: 'billing', level: config.LOG_LEVEL }),
        HealthModule,
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET }),
        MongoModule.forRoot({ url: config.MONGO_URL, dbName: databaseName('billing', config.MONGO_DB) }),
        RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
        KafkaModule.forRoot({ brokers: config.KAFKA_BROKERS, service: 'billing', topicPrefix: config.KAFKA_TOPIC_PREFIX }),
        ConfigModule.forRoot(config),
        DataModule,
        PaymentsModule,
        PlansModule,
        CatalogueItemsModule,
        AccountsModule,
        SubscriptionsModule,
        WebhooksModule,
        CheckoutModule,
      ],
    };
  }
}
