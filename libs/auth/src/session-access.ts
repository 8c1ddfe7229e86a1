import type { PublicKeySet } from '@liquify/config';
import { UserAccessCache, UserAccessRecord } from '@liquify/redis';
import { AuthUser, InvalidTokenError, Role, VerifiedToken, verifyToken } from './jwt';

/** A token whose session was signed out (a sign-out, everywhere, or a password change elsewhere) is refused with this. */
export const SESSION_ENDED_MESSAGE = 'Session ended, please sign in again';
/** A deleted user's token (identity's wording for a user who is gone). */
export const USER_GONE_MESSAGE = 'User not found';

const ROLES: readonly Role[] = ['user', 'admin', 'moderator'];

/**
 * The caller a verified token stands for now: refused when the user was deleted or the session signed
 * out since the token was issued; with the user's current role when it changed. `record` is the user's
 * access record (null: nothing changed, the token's claims hold).
 */
export function authorizeSession(token: VerifiedToken, record: UserAccessRecord | null): AuthUser {
  if (!record) return token.user;
  if (record.deleted) throw new InvalidTokenError(USER_GONE_MESSAGE);
  if (token.session !== undefined && record.endedSessions?.includes(token.session)) throw new InvalidTokenError(SESSION_ENDED_MESSAGE);
  const kept = record.keptSession !== undefined && token.session === record.keptSession;
  if (token.epoch < record.revokedBefore && !kept) throw new InvalidTokenError(SESSION_ENDED_MESSAGE);
  const role = ROLES.includes(record.role as Role) ? (record.role as Role) : token.user.role;
  return role === token.user.role ? token.user : { ...token.user, role };
}

/** Redis did not answer while a user's access was not known here: neither allow nor refuse (503). */
export class AccessUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`sign-in state unavailable: ${(cause as Error)?.message ?? cause}`);
    this.name = 'AccessUnavailableError';
  }
}

export interface VerifiedSession {
  user: AuthUser;
  /** The session id of the token, when it has one. */
  session?: string;
}

/**
 * Token verification as every process must do it: the signature (jwt.ts), then the user's current access
 * (UserAccessCache), so a deleted user, a signed-out session or a demoted admin stop working within the
 * moment a Redis message takes, without a Redis round trip per request.
 */
export class SessionVerifier {
  constructor(
    private readonly keys: PublicKeySet,
    private readonly access: UserAccessCache,
  ) {}

  /**
   * From memory only: the session, or undefined when the user's access is not known here yet (call
   * verify()). Throws InvalidTokenError for a bad, expired or revoked token.
   */
  peek(token: string): VerifiedSession | undefined {
    const verified = verifyToken(token, this.keys);
    const record = this.access.peek(verified.user.id);
    if (record === undefined) return undefined;
    return { user: authorizeSession(verified, record), session: verified.session };
  }

  /** Throws InvalidTokenError (401) or AccessUnavailableError (503). */
  async verify(token: string): Promise<VerifiedSession> {
    const verified = verifyToken(token, this.keys);
    let record = this.access.peek(verified.user.id);
    if (record === undefined) {
      try {
        record = await this.access.read(verified.user.id);
      } catch (err) {
        throw new AccessUnavailableError(err);
      }
    }
    return { user: authorizeSession(verified, record), session: verified.session };
  }
}
