/**
 * What a token cannot say about its user once it is signed: the user's current role, whether the user
 * still exists, and which of their sessions were signed out. Identity keeps it per user in one Redis hash
 * (written only when one of these changes, so most users have none) and announces every write as an edge
 * tag bump (`identity.access.<userId>@<version>` on the edge channel, see edge-protocol.ts); the gateway
 * and every service keep what they read in memory until they hear a newer version.
 */
import { EDGE_CHANNEL } from '../edge/edge-protocol';

/** Redis key of a user's access record. */
export const userAccessKey = (userId: string) => `auth:access:${userId.toLowerCase()}`;
/**
 * The last version given to a user's record. It never expires (one short string per user whose access
 * ever changed), so versions keep moving forward across the record's expiry or deletion.
 */
export const userAccessVersionKey = (userId: string) => `auth:access-version:${userId.toLowerCase()}`;
/** The edge tag announcing a change of a user's access record. */
export const userAccessTag = (userId: string) => `identity.access.${userId.toLowerCase()}`;
export const USER_ACCESS_TAG_PREFIX = 'identity.access.';
export { EDGE_CHANNEL as USER_ACCESS_CHANNEL };

/**
 * Sessions signed out one by one that a record lists (about 17 bytes each) before the next sign-out ends
 * every session issued until then instead: a user signing in and out in a loop cannot grow the record
 * every process reads.
 */
export const MAX_ENDED_SESSIONS = 64;

/** A user's access record; null when nothing changed (the token's claims then hold). */
export interface UserAccessRecord {
  /** Moves forward at every write (milliseconds of the Redis clock, floored by the user's last version, so it never goes back even after expiry). */
  version: number;
  /** The current role, when it changed since tokens were issued. */
  role?: string;
  /** Tokens issued before this instant (ms, the `ep` claim) are signed out, except the kept session. */
  revokedBefore: number;
  /** The session that asked for the sign-out (a password change) keeps working. */
  keptSession?: string;
  /** Sessions signed out one by one (POST /api/auth/logout): their tokens are refused whenever issued. */
  endedSessions?: readonly string[];
  /** The user was deleted: no token of theirs is valid. */
  deleted: boolean;
}

/** Parses HGETALL's answer; null for an empty hash (no record). */
export function parseUserAccess(raw: Record<string, string> | null | undefined): UserAccessRecord | null {
  if (!raw || Object.keys(raw).length === 0) return null;
  const number = (text: string | undefined) => (text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : 0);
  return {
    version: number(raw.v),
    ...(raw.role ? { role: raw.role } : {}),
    revokedBefore: number(raw.revokedBefore),
    ...(raw.kept ? { keptSession: raw.kept } : {}),
    ...(raw.ended ? { endedSessions: raw.ended.split(' ').filter(Boolean) } : {}),
    deleted: raw.deleted === '1',
  };
}
