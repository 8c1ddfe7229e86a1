import { ACCESS_UNAVAILABLE_MESSAGE, AccessUnavailableError, AuthUser, bearerToken, InvalidTokenError, SessionVerifier } from '@liquify/auth';
import { AppException } from '@liquify/http';
import { GatewayRoute } from './route-table';

/** The support area's own wording for a missing sign-in (spec doc 2 §6, doc 3 §6). */
const UNAUTHENTICATED_MESSAGE: Partial<Record<GatewayRoute['service'], string>> = { support: 'User not authenticated' };

/**
 * JWT verification at the edge: signed-in routes need a valid token of a user who still exists and was not
 * signed out since, admin routes the user's current admin role.
 */
export async function authorizeAtEdge(route: GatewayRoute, authorization: string | string[] | undefined, sessions: SessionVerifier): Promise<AuthUser | undefined> {
  if (route.access === 'public' || route.access === 'webhook') return undefined;
  const token = bearerToken(authorization);
  const message = UNAUTHENTICATED_MESSAGE[route.service];
  if (!token) throw AppException.unauthorized(message ?? 'Authentication required');
  let user: AuthUser;
  try {
    user = (sessions.peek(token) ?? (await sessions.verify(token))).user;
  } catch (err) {
    if (err instanceof AccessUnavailableError) throw AppException.unavailable(ACCESS_UNAVAILABLE_MESSAGE, 'AUTH_UNAVAILABLE');
    throw AppException.unauthorized(message ?? (err instanceof InvalidTokenError ? err.message : 'Invalid token'), 'INVALID_TOKEN');
  }
  if (route.access === 'admin' && user.role !== 'admin') throw AppException.forbidden('Admin privileges required', 'ADMIN_ONLY');
  return user;
}
