import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EntitlementsConsumer } from './entitlements.consumer';
import { EntitlementsRepository } from './entitlements.repository';
import { PLAN_LISTS_MODEL, planListsSchema, SUBSCRIBER_MODEL, subscriberSchema } from './entitlements.schema';
import { EntitlementsService } from './entitlements.service';

/** Whose plan allows which items: a read model of identity's users and billing's plans, written by its consumer only. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SUBSCRIBER_MODEL, schema: subscriberSchema },
      { name: PLAN_LISTS_MODEL, schema: planListsSchema },
    ]),
  ],
  controllers: [EntitlementsConsumer],
  providers: [EntitlementsRepository, EntitlementsService],
  exports: [EntitlementsService],
})
export class EntitlementsModule {}
