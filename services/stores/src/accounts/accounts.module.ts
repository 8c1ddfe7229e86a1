import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsConsumer } from './accounts.consumer';
import { AccountsRepository } from './accounts.repository';
import { ACCOUNT_MODEL, accountSchema } from './accounts.schema';

/** The users as the stores service needs them: store limit and role (identity's events), store slots. */
@Module({
  imports: [MongooseModule.forFeature([{ name: ACCOUNT_MODEL, schema: accountSchema }])],
  controllers: [AccountsConsumer],
  providers: [AccountsRepository],
  exports: [AccountsRepository],
})
export class AccountsModule {}
