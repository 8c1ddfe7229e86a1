import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { tokenLifetimeMs } from '@liquify/auth';
import { REDIS, Redis, UserAccessWriter } from '@liquify/redis';
import { CONFIG, IdentityConfig } from './config';
import { CurrentUserGuard } from './common/current-user.guard';
import { AuthController } from './auth/auth.controller';
import { JwksController } from './auth/jwks.controller';
import { AuthService } from './auth/auth.service';
import { LoginThrottle } from './auth/login-throttle';
import { AccountsSeed } from './seed/accounts.seed';
import { SIGNUP_FACT_MODEL, signupFactSchema } from './stats/signup-fact.schema';
import { SignupFactsBackfill } from './stats/signup-facts.backfill';
import { SignupFactsConsumer } from './stats/signup-facts.consumer';
import { SignupFactsRepository } from './stats/signup-facts.repository';
import { SignupStatsController } from './stats/signup-stats.controller';
import { SignupStatsService } from './stats/signup-stats.service';
import { BillingConsumer } from './subscriptions/billing.consumer';
import { PENDING_ENTITLEMENT_MODEL, pendingEntitlementSchema } from './subscriptions/pending-entitlement.schema';
import { PendingEntitlementsRepository } from './subscriptions/pending-entitlements.repository';
import { PLAN_VIEW_MODEL, planViewSchema } from './subscriptions/plans-view.schema';
import { PlansViewRepository } from './subscriptions/plans-view.repository';
import { SubscriptionExpiryJob } from './subscriptions/subscription-expiry.job';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { USER_MODEL, userSchema } from './users/user.schema';
import { UsersController } from './users/users.controller';
import { AdminUsersListsController } from './users/admin-users-lists.controller';
import { UsersBulkService } from './users/users-bulk.service';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

/** Users, credentials, roles, profiles and each user's subscription snapshot. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: USER_MODEL, schema: userSchema },
      { name: PLAN_VIEW_MODEL, schema: planViewSchema },
      { name: PENDING_ENTITLEMENT_MODEL, schema: pendingEntitlementSchema },
      { name: SIGNUP_FACT_MODEL, schema: signupFactSchema },
    ]),
  ],
  controllers: [AuthController, JwksController, AdminUsersListsController, UsersController, SignupStatsController, BillingConsumer, SignupFactsConsumer],
  providers: [
    // Every token follows its user's role, deletion and sign-outs within a second (libs/redis user-access).
    {
      provide: UserAccessWriter,
      useFactory: (redis: Redis, config: IdentityConfig) => new UserAccessWriter(redis, { keyPrefix: config.REDIS_KEY_PREFIX, tokenLifetimeMs: tokenLifetimeMs(config.JWT_EXPIRES_IN) }),
      inject: [REDIS, CONFIG],
    },
    UsersRepository,
    UsersBulkService,
    PlansViewRepository,
    PendingEntitlementsRepository,
    SubscriptionsService,
    AuthService,
    LoginThrottle,
    UsersService,
    SignupStatsService,
    AccountsSeed,
    SignupFactsRepository,
    SignupFactsBackfill,
    SubscriptionExpiryJob,
    CurrentUserGuard,
  ],
  exports: [UsersRepository, SubscriptionsService, AuthService],
})
export class IdentityModule {}
