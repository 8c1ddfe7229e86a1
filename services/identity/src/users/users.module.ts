import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { tokenLifetimeMs } from '@liquify/auth';
import { REDIS, Redis, UserAccessWriter } from '@liquify/redis';
import { SERVICE_CONFIG } from '@liquify/service';
import type { IdentityConfig } from '../config';
import { CurrentUserGuard } from './current-user.guard';
import { USER_MODEL, userSchema } from './user.schema';
import { UsersRepository } from './users.repository';

/** The user aggregate every feature builds on: its document and I/O, the caller's current user, its access records. */
@Module({
  imports: [MongooseModule.forFeature([{ name: USER_MODEL, schema: userSchema }])],
  providers: [
    // Every token follows its user's role, deletion and sign-outs within a second (libs/redis user-access).
    {
      provide: UserAccessWriter,
      useFactory: (redis: Redis, config: IdentityConfig) => new UserAccessWriter(redis, { keyPrefix: config.REDIS_KEY_PREFIX, tokenLifetimeMs: tokenLifetimeMs(config.JWT_EXPIRES_IN) }),
      inject: [REDIS, SERVICE_CONFIG],
    },
    UsersRepository,
    CurrentUserGuard,
  ],
  exports: [MongooseModule, UsersRepository, UserAccessWriter, CurrentUserGuard],
})
export class UsersModule {}
