import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CheckoutSessionsModule } from '../checkout/checkout-sessions.module';
import { PlansModule } from '../plans/plans.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PaymentEventsService } from './payment-events.service';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhookService } from './stripe-webhook.service';
import { WebhookEventsRepository } from './webhook-events.repository';
import { WebhookEventsService } from './webhook-events.service';
import { WEBHOOK_EVENT_MODEL, webhookEventSchema } from './webhook-events.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: WEBHOOK_EVENT_MODEL, schema: webhookEventSchema }]), SubscriptionsModule, CheckoutSessionsModule, PlansModule],
  controllers: [StripeWebhookController],
  providers: [WebhookEventsRepository, WebhookEventsService, PaymentEventsService, StripeWebhookService],
  exports: [PaymentEventsService, WebhookEventsService],
})
export class WebhooksModule {}
