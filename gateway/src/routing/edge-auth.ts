import { AuthUser, bearerToken, InvalidTokenError, verifyAccessToken } from '@liquify/auth';
import { AppException } from '@liquify/http';
import { GatewayRoute } from './route-table';

/** The support area's own wording for a missing sign-in (spec doc 2 §6, doc 3 §6). */
const UNAUTHENTICATED_MESSAGE: Partial<Record<GatewayRoute['service'], string>> = { support: 'User not authenticated' };

/** JWT verification at the edge: signed-in routes need a valid token, admin routes the admin role. */
export function authorizeAtEdge(route: GatewayRoute, authorization: string | string[] | undefined, secret: string): AuthUser | undefined {
  if (route.access === 'public' || route.access === 'webhook') return undefined;
  const token = bearerToken(authorization);
  const message = UNAUTHENTICATED_MESSAGE[route.service];
  if (!token) throw AppException.unauthorized(message ?? 'Authentication required');
  let user: AuthUser;
  try {
    user = verifyAccessToken(token, secret);
  } catch (err) {
    throw AppException.unauthorized(message ?? (err instanceof InvalidTokenError ? err.message : 'Invalid token'), 'INVALID_TOKEN');
  }
  if (route.access === 'admin' && user.role !== 'admin') throw AppException.forbidden('Admin privileges required', 'ADMIN_ONLY');
  return user;
}
