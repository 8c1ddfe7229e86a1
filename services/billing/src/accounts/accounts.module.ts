import { Module } from '@nestjs/common';
import { AccountsConsumer } from './accounts.consumer';

@Module({ controllers: [AccountsConsumer] })
export class AccountsModule {}
