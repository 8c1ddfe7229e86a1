import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SERVICE_CONFIG } from '@liquify/service';
import { RateLimiter } from '../common/rate-limiter';
import { BillingConfig } from '../config';
import { LocalCheckoutController } from './local/local-checkout.controller';
import { LocalCheckoutRepository } from './local/local-checkout.repository';
import { LOCAL_SESSION_MODEL, LOCAL_SUBSCRIPTION_MODEL, localSessionSchema, localSubscriptionSchema } from './local/local-checkout.schema';
import { LocalCheckoutService } from './local/local-checkout.service';
import { LocalProvider } from './local/local.provider';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { ProviderEventBus } from './provider-event-bus';
import { createStripeClient } from './stripe/stripe-client';
import { StripeProvider } from './stripe/stripe.provider';

/** The payment provider: Stripe when STRIPE_SECRET_KEY is set, else the local checkout. */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: LOCAL_SESSION_MODEL, schema: localSessionSchema },
      { name: LOCAL_SUBSCRIPTION_MODEL, schema: localSubscriptionSchema },
    ]),
  ],
  controllers: [LocalCheckoutController],
  providers: [
    ProviderEventBus,
    RateLimiter,
    LocalCheckoutRepository,
    LocalProvider,
    LocalCheckoutService,
    {
      provide: PAYMENT_PROVIDER,
      inject: [SERVICE_CONFIG, LocalProvider],
      useFactory: (config: BillingConfig, local: LocalProvider): PaymentProvider =>
        config.STRIPE_SECRET_KEY ? new StripeProvider(createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE })) : local,
    },
  ],
  exports: [PAYMENT_PROVIDER, ProviderEventBus, RateLimiter],
})
export class PaymentsModule {}
