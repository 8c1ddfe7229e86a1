import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CHECKOUT_SESSION_MODEL, checkoutSessionSchema } from './checkout-session.schema';
import { CheckoutSessionsRepository } from './checkout-sessions.repository';
import { CheckoutSessionsService } from './checkout-sessions.service';

/** The checkout sessions' collection, shared by checkout (opens them) and webhooks (completes them). */
@Module({
  imports: [MongooseModule.forFeature([{ name: CHECKOUT_SESSION_MODEL, schema: checkoutSessionSchema }])],
  providers: [CheckoutSessionsRepository, CheckoutSessionsService],
  exports: [CheckoutSessionsService],
})
export class CheckoutSessionsModule {}
