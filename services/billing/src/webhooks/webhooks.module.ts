import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PaymentEventsService } from './payment-events.service';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhookService } from './stripe-webhook.service';

@Module({
  imports: [SubscriptionsModule],
  controllers: [StripeWebhookController],
  providers: [PaymentEventsService, StripeWebhookService],
  exports: [PaymentEventsService],
})
export class WebhooksModule {}
