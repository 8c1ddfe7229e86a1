import { DynamicModule, Module } from '@nestjs/common';
import { AuditTrailModule, CoreModule } from '@liquify/service';
import { AuditLogModule } from './audit-log/audit-log.module';
import { AuthModule } from './auth/auth.module';
import { IdentityConfig } from './config';
import { IDENTITY_PRODUCER } from './identity.const';
import { PlansModule } from './plans/plans.module';
import { SignupStatsModule } from './stats/signup-stats.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UserManagementModule } from './user-management/user-management.module';
import { userSchema } from './users/user.schema';
import { UsersModule } from './users/users.module';

/**
 * Identity: one module per feature, each importing only those below it: users (the aggregate) < plans (read
 * model) < subscriptions < auth < user management; sign-up stats on users; the audit log on its own.
 */
@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: IDENTITY_PRODUCER, config }),
        UsersModule,
        PlansModule,
        SubscriptionsModule,
        AuthModule,
        UserManagementModule,
        SignupStatsModule,
        // Admin writes recorded in the audit log, and the log itself (issue #25 item 10).
        AuditTrailModule.forService('identity', [
          { schema: userSchema, entity: 'user', redact: ['passwordHash'], omit: ['subscriptionRev'] },
        ]),
        AuditLogModule,
      ],
    };
  }
}
