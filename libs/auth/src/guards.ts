import {
  CanActivate,
  createParamDecorator,
  DynamicModule,
  ExecutionContext,
  Global,
  Inject,
  Injectable,
  Module,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppException } from '@liquify/http';
import { AuthUser, bearerToken, InvalidTokenError, verifyAccessToken } from './jwt';

export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');
export interface AuthOptions {
  jwtSecret: string;
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
}

/** Signed-in guard: verifies the bearer token in this service too, not only at the gateway. */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    @Inject(AUTH_OPTIONS) private readonly options: AuthOptions,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets);
    const isOptional = this.reflector.getAllAndOverride<boolean>(OPTIONAL_KEY, targets);
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (isPublic || isOptional) return true;
      throw AppException.unauthorized(this.options.unauthenticatedMessage ?? 'Authentication required');
    }
    try {
      request.user = verifyAccessToken(token, this.options.jwtSecret);
      return true;
    } catch (err) {
      if (isPublic || isOptional) return true;
      const message = err instanceof InvalidTokenError ? err.message : 'Invalid token';
      throw AppException.unauthorized(this.options.unauthenticatedMessage ?? message, 'INVALID_TOKEN');
    }
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

@Global()
@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions): DynamicModule {
    return {
      module: AuthModule,
      providers: [{ provide: AUTH_OPTIONS, useValue: options }, JwtAuthGuard, AdminGuard],
      exports: [AUTH_OPTIONS, JwtAuthGuard, AdminGuard],
    };
  }
}
