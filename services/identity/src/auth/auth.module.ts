import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersModule } from '../users/users.module';
import { AccountsSeed } from './accounts.seed';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwksController } from './jwks.controller';
import { LoginThrottle } from './login-throttle';

/** Registration, sign-in, the caller's own account and sessions, the signing keys, the seeded accounts. */
@Module({
  imports: [UsersModule, SubscriptionsModule],
  controllers: [AuthController, JwksController],
  providers: [AuthService, LoginThrottle, AccountsSeed],
  exports: [AuthService],
})
export class AuthModule {}
