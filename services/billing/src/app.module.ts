import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@liquify/service';
import { AccountsModule } from './accounts/accounts.module';
import { BillingAdminModule } from './admin/billing-admin.module';
import { CatalogueItemsModule } from './catalogue-items/catalogue-items.module';
import { CheckoutModule } from './checkout/checkout.module';
import { BillingConfig, CONFIG } from './config';
import { PaymentsModule } from './payments/payments.module';
import { AdminPlansModule } from './plans/admin-plans.module';
import { PlansModule } from './plans/plans.module';
import { StatsModule } from './stats/stats.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'billing', config, configToken: CONFIG }),
        PaymentsModule,
        PlansModule,
        AdminPlansModule,
        CatalogueItemsModule,
        AccountsModule,
        SubscriptionsModule,
        WebhooksModule,
        CheckoutModule,
        BillingAdminModule,
        StatsModule,
      ],
    };
  }
}
