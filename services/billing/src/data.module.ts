import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ACCOUNT_MODEL, accountSchema } from './accounts/accounts.schema';
import { AccountsRepository } from './accounts/accounts.repository';
import { CATALOGUE_ITEM_MODEL, catalogueItemSchema } from './catalogue-items/catalogue-items.schema';
import { CatalogueItemsRepository } from './catalogue-items/catalogue-items.repository';
import { CHECKOUT_SESSION_MODEL, checkoutSessionSchema } from './checkout/checkout-session.schema';
import { CheckoutSessionsRepository } from './checkout/checkout-sessions.repository';
import { LOCAL_SESSION_MODEL, LOCAL_SUBSCRIPTION_MODEL, localSessionSchema, localSubscriptionSchema } from './payments/local/local-checkout.schema';
import { LocalCheckoutRepository } from './payments/local/local-checkout.repository';
import { EARLY_BIRD_CODE_MODEL, earlyBirdCodeSchema } from './plans/early-bird-code.schema';
import { EarlyBirdCodesRepository } from './plans/early-bird-codes.repository';
import { PLAN_MODEL, planSchema } from './plans/plans.schema';
import { PlansRepository } from './plans/plans.repository';
import { SUBSCRIPTION_MODEL, subscriptionSchema } from './subscriptions/subscriptions.schema';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';
import { WEBHOOK_EVENT_MODEL, webhookEventSchema } from './webhooks/webhook-events.schema';
import { WebhookEventsRepository } from './webhooks/webhook-events.repository';

const repositories = [
  PlansRepository,
  CatalogueItemsRepository,
  AccountsRepository,
  CheckoutSessionsRepository,
  SubscriptionsRepository,
  WebhookEventsRepository,
  LocalCheckoutRepository,
  EarlyBirdCodesRepository,
];

/**
 * Billing's collections and their repositories, in one place: features use each other's repositories
 * (plans count subscribers, webhooks complete checkout sessions), and one global module keeps the feature
 * modules free of import cycles. Each repository still lives in its feature folder.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PLAN_MODEL, schema: planSchema },
      { name: CATALOGUE_ITEM_MODEL, schema: catalogueItemSchema },
      { name: ACCOUNT_MODEL, schema: accountSchema },
      { name: CHECKOUT_SESSION_MODEL, schema: checkoutSessionSchema },
      { name: SUBSCRIPTION_MODEL, schema: subscriptionSchema },
      { name: WEBHOOK_EVENT_MODEL, schema: webhookEventSchema },
      { name: LOCAL_SESSION_MODEL, schema: localSessionSchema },
      { name: LOCAL_SUBSCRIPTION_MODEL, schema: localSubscriptionSchema },
      { name: EARLY_BIRD_CODE_MODEL, schema: earlyBirdCodeSchema },
    ]),
  ],
  providers: repositories,
  exports: repositories,
})
export class DataModule {}
