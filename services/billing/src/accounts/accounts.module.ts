import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsConsumer } from './accounts.consumer';
import { AccountsRepository } from './accounts.repository';
import { ACCOUNT_MODEL, accountSchema } from './accounts.schema';
import { AccountsService } from './accounts.service';

/** Billing's read model of identity's users: written by its consumer only, read by others through AccountsService. */
@Module({
  imports: [MongooseModule.forFeature([{ name: ACCOUNT_MODEL, schema: accountSchema }])],
  controllers: [AccountsConsumer],
  providers: [AccountsRepository, AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
