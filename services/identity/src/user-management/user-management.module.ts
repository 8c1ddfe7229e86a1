import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersModule } from '../users/users.module';
import { AdminUsersListsController } from './admin-users-lists.controller';
import { UsersBulkService } from './users-bulk.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Profiles (self) and user management (admin): /api/users*, the admin's user figures, export and bulk changes. */
@Module({
  imports: [UsersModule, SubscriptionsModule, AuthModule],
  controllers: [AdminUsersListsController, UsersController],
  providers: [UsersService, UsersBulkService],
})
export class UserManagementModule {}
