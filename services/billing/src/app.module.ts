import { DynamicModule, Module } from '@nestjs/common';
import { AuditTrailModule, CoreModule } from '@liquify/service';
import { AccountsModule } from './accounts/accounts.module';
import { BillingAdminModule } from './admin/billing-admin.module';
import { CatalogueItemsModule } from './catalogue-items/catalogue-items.module';
import { CheckoutModule } from './checkout/checkout.module';
import { BillingConfig } from './config';
import { PaymentsModule } from './payments/payments.module';
import { AdminPlansModule } from './plans/admin-plans.module';
import { PlansModule } from './plans/plans.module';
import { earlyBirdCodeSchema } from './plans/early-bird-code.schema';
import { planSchema } from './plans/plans.schema';
import { StatsModule } from './stats/stats.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'billing', config }),
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
        // Admin writes recorded in the audit log (issue #25 item 10); checkouts claiming a code are not admin writes.
        AuditTrailModule.forService('billing', [
          { schema: planSchema, entity: 'plan' },
          { schema: earlyBirdCodeSchema, entity: 'early-bird-code', omit: ['claimed', 'usesLeft'] },
        ]),
      ],
    };
  }
}
