import { AppException } from '@liquify/http';
import type Redis from 'ioredis';
import { EDGE_CHANNEL } from '../edge/edge-protocol';
import { MAX_ENDED_SESSIONS, userAccessKey, userAccessTag, userAccessVersionKey } from './user-access-protocol';

/** A session id as tokens carry it (newSessionId: base64url). */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One atomic write of a user's access record, then its announcement. The version is the Redis clock in
 * milliseconds, floored by the last version ever given to the user (KEYS[2], which never expires), so a
 * record that expired or was deleted and is written again within the same millisecond still moves
 * forward and no process ignores the change. KEYS: the record, the user's version floor. ARGV: channel,
 * tag, ttl ms, op, a, b.
 */
const WRITE_SCRIPT = `
local now = redis.call('TIME')
local version = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local previous = math.max(tonumber(redis.call('HGET', KEYS[1], 'v') or '0'), tonumber(redis.call('GET', KEYS[2]) or '0'))
if version <= previous then version = previous + 1 end
redis.call('SET', KEYS[2], string.format('%d', version))
local op = ARGV[4]
local answer = 0
if op == 'role' then
  local rev = tonumber(ARGV[6])
  if rev >= tonumber(redis.call('HGET', KEYS[1], 'roleRev') or '-1') then
    redis.call('HSET', KEYS[1], 'role', ARGV[5], 'roleRev', string.format('%d', rev))
  end
elseif op == 'revoke' then
  local at = tonumber(ARGV[5])
  local before = tonumber(redis.call('HGET', KEYS[1], 'revokedBefore') or '0')
  if at <= before then at = before + 1 end
  redis.call('HSET', KEYS[1], 'revokedBefore', string.format('%d', at), 'kept', ARGV[6])
  -- Every session ended one by one was issued before \`at\`: the instant covers them all.
  redis.call('HDEL', KEYS[1], 'ended')
  answer = at
elseif op == 'end' then
  local ended = redis.call('HGET', KEYS[1], 'ended') or ''
  local count = 0
  for _ in string.gmatch(ended, '%S+') do count = count + 1 end
  if count >= ${MAX_ENDED_SESSIONS} then
    -- The record stays small: past the bound, every session issued until now is signed out at once.
    local at = tonumber(ARGV[6])
    local before = tonumber(redis.call('HGET', KEYS[1], 'revokedBefore') or '0')
    if at <= before then at = before + 1 end
    redis.call('HSET', KEYS[1], 'revokedBefore', string.format('%d', at), 'kept', '')
    redis.call('HDEL', KEYS[1], 'ended')
  elseif not string.find(' ' .. ended .. ' ', ' ' .. ARGV[5] .. ' ', 1, true) then
    redis.call('HSET', KEYS[1], 'ended', ended == '' and ARGV[5] or (ended .. ' ' .. ARGV[5]))
  end
elseif op == 'delete' then
  redis.call('HSET', KEYS[1], 'deleted', '1')
end
redis.call('HSET', KEYS[1], 'v', string.format('%d', version))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[1], ARGV[2] .. '@' .. string.format('%d', version))
return answer
`;

/** Extra life of a record beyond the longest token, so no process keeps a version of a record that expired. */
const RECORD_MARGIN_MS = 24 * 3600 * 1000;

/**
 * Identity's side: records role changes, sign-outs and deletions so that every token of the user follows
 * them within the moment it takes a pub/sub message to arrive. When Redis fails (after a few tries) it
 * throws a 503 AppException: the caller must not report success for a change sessions do not yet follow
 * (re-sending the change applies it).
 */
export class UserAccessWriter {
  private readonly channel: string;
  private readonly ttlMs: number;

  constructor(
    private readonly redis: Redis,
    options: { keyPrefix?: string; tokenLifetimeMs: number },
  ) {
    this.channel = `${options.keyPrefix ?? ''}${EDGE_CHANNEL}`;
    this.ttlMs = Math.ceil(options.tokenLifetimeMs) + RECORD_MARGIN_MS;
  }

  /** The user's role is now `role` (`rev`: when it was committed, ms; an older write never overrides a newer). */
  async roleChanged(userId: string, role: string, rev: number): Promise<void> {
    await this.write(userId, 'role', role, String(Math.floor(rev)));
  }

  /**
   * Signs out every session of the user issued before now, except `keptSession`. Answers the instant
   * (ms) from which tokens are valid again.
   */
  async sessionsRevoked(userId: string, keptSession = ''): Promise<number> {
    return this.write(userId, 'revoke', String(Date.now()), keptSession);
  }

  /**
   * Signs out one session (a sign-out): every token carrying `session` is refused from now on, other
   * sessions keep working. Past MAX_ENDED_SESSIONS listed, every session issued until now is signed out.
   */
  async sessionEnded(userId: string, session: string): Promise<void> {
    if (!SESSION_ID.test(session)) throw new Error(`not a session id: ${JSON.stringify(session)}`);
    await this.write(userId, 'end', session, String(Date.now()));
  }

  /** The user is gone: every token of theirs is refused. */
  async deleted(userId: string): Promise<void> {
    await this.write(userId, 'delete', '', '');
  }

  private async write(userId: string, op: string, a: string, b: string): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const answer = await this.redis.eval(WRITE_SCRIPT, 2, userAccessKey(userId), userAccessVersionKey(userId), this.channel, userAccessTag(userId), String(this.ttlMs), op, a, b);
        return Number(answer);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
      }
    }
    throw AppException.unavailable('The change is saved, but signed-in sessions could not be updated yet. Please try again.', 'ACCESS_NOT_APPLIED');
  }
}
