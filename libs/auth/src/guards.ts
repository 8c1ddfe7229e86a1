import {
  CanActivate,
  createParamDecorator,
  DynamicModule,
  ExecutionContext,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { PublicKeySet } from '@liquify/config';
import { AppException } from '@liquify/http';
import { REDIS, Redis, UserAccessCache } from '@liquify/redis';
import { AuthUser, bearerToken, InvalidTokenError } from './jwt';
import { AccessUnavailableError, SessionVerifier, VerifiedSession } from './session-access';

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');
export interface AuthOptions {
  /** The public keys that verify access tokens (JWT_PUBLIC_KEYS): no process but identity holds a private key. */
  jwtPublicKeys: PublicKeySet;
  /** Message for a missing or invalid token (the spec's support area says 'User not authenticated'). */
  unauthenticatedMessage?: string;
}

const PUBLIC_KEY = 'liquify:public';
const OPTIONAL_KEY = 'liquify:optional-auth';
/** The route needs no token. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** A token is read when present and valid, but not required. */
export const OptionalAuth = () => SetMetadata(OPTIONAL_KEY, true);

interface RequestWithUser {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthUser;
  session?: string;
}

/** Answered when a user's access cannot be checked (Redis down and the user not known in memory). */
export const ACCESS_UNAVAILABLE_MESSAGE = 'Sign-in could not be checked, please try again in a moment.';

/**
 * Signed-in guard: verifies the bearer token in this service too, not only at the gateway, and applies
 * the user's current access (role, deletion, sign-outs) through SessionVerifier.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
    private readonly reflector: Reflector,
    private readonly sessions: SessionVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets);
    const isOptional = this.reflector.getAllAndOverride<boolean>(OPTIONAL_KEY, targets);
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (isPublic || isOptional) return true;
      throw AppException.unauthorized(this.options.unauthenticatedMessage ?? 'Authentication required');
    }
    let verified: VerifiedSession;
    try {
      verified = this.sessions.peek(token) ?? (await this.sessions.verify(token));
    } catch (err) {
      if (isPublic || isOptional) return true;
      if (err instanceof AccessUnavailableError) throw AppException.unavailable(ACCESS_UNAVAILABLE_MESSAGE, 'AUTH_UNAVAILABLE');
      const message = err instanceof InvalidTokenError ? err.message : 'Invalid token';
      throw AppException.unauthorized(this.options.unauthenticatedMessage ?? message, 'INVALID_TOKEN');
    }
    request.user = verified.user;
    request.session = verified.session;
    return true;
  }
}

/** Admin guard: the role is checked on the server for every admin route. Use after JwtAuthGuard. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    if (!request.user) throw AppException.unauthorized();
    if (request.user.role !== 'admin') throw AppException.forbidden('Admin privileges required', 'ADMIN_ONLY');
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest<RequestWithUser>().user;
});

/** The sign-in session of the verified token (its `sid`), e.g. to keep it signed in after a password change. */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  return context.switchToHttp().getRequest<RequestWithUser>().session;
});

/** Starts and stops the user-access subscription with the application. */
class UserAccessLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(private readonly access: UserAccessCache) {}
  onModuleInit() {
    return this.access.start();
  }
  onApplicationShutdown() {
    return this.access.stop();
  }
}

/**
 * JWT guards for a service. Needs the global RedisModule: users' current access is read from Redis and
 * kept current by its pub/sub (the channel carries the client's key prefix, as keys do).
 */
@Global()
@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions): DynamicModule {
    return {
      module: AuthModule,
      providers: [
        { provide: AUTH_OPTIONS, useValue: options },
        {
          provide: UserAccessCache,
          inject: [REDIS],
          useFactory: (redis: Redis) => {
            const logger = new Logger('UserAccess');
            return new UserAccessCache(redis, { keyPrefix: redis.options.keyPrefix ?? '', onWarning: (message) => logger.warn(message) });
          },
        },
        { provide: SessionVerifier, inject: [UserAccessCache], useFactory: (access: UserAccessCache) => new SessionVerifier(options.jwtPublicKeys, access) },
        { provide: UserAccessLifecycle, inject: [UserAccessCache], useFactory: (access: UserAccessCache) => new UserAccessLifecycle(access) },
        JwtAuthGuard,
        AdminGuard,
      ],
      exports: [AUTH_OPTIONS, SessionVerifier, JwtAuthGuard, AdminGuard],
    };
  }
}
