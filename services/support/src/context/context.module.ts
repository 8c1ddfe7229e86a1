import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { catalogueItemsConsumer } from '@liquify/service';
import { ContextCatalogueSink } from './context-catalogue.sink';
import { CONTEXT_ITEM_MODEL, contextItemSchema } from './context-item.schema';
import { ContextItemsConsumer } from './context-items.consumer';
import { ContextItemsRepository } from './context-items.repository';
import { TicketContextController } from './ticket-context.controller';
import { TicketContextService } from './ticket-context.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: CONTEXT_ITEM_MODEL, schema: contextItemSchema }])],
  controllers: [ContextItemsConsumer, catalogueItemsConsumer(ContextCatalogueSink), TicketContextController],
  providers: [ContextItemsRepository, ContextCatalogueSink, TicketContextService],
  exports: [TicketContextService],
})
export class ContextModule {}
