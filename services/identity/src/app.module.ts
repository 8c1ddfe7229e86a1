import { DynamicModule, Module } from '@nestjs/common';
import { AuditTrailModule, CoreModule } from '@liquify/service';
import { AuditLogModule } from './audit-log/audit-log.module';
import { CONFIG, IdentityConfig } from './config';
import { IDENTITY_PRODUCER } from './identity.const';
import { IdentityModule } from './identity.module';
import { userSchema } from './users/user.schema';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: IDENTITY_PRODUCER, config, configToken: CONFIG }),
        IdentityModule,
        // Admin writes recorded in the audit log, and the log itself (issue #25 item 10).
        AuditTrailModule.forService('identity', [
          { schema: userSchema, entity: 'user', redact: ['passwordHash'], omit: ['subscriptionRev'] },
        ]),
        AuditLogModule,
      ],
    };
  }
}
