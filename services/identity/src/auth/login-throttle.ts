import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { REDIS, Redis } from '@liquify/redis';
import { IdentityErrors } from '../identity.errors';
import { LOGIN_THROTTLE, loginDelayTable, loginThrottledMessage } from './login-throttle.rules';

/**
 * One account's attempts in one Redis hash: f (failures in a row), p (attempts being checked now), until
 * (no attempt before this instant, ms of the Redis clock). KEYS: the hash. ARGV: op (begin | fail | ok),
 * free attempts, window ms, then the wait after 0, 1, 2, … failures (the last applies to every larger count).
 *
 * begin answers 0 when the attempt may go on, else the wait in ms. Once failures and attempts under way
 * reach the free ones, one attempt goes on at a time and the next waits as if it will fail, so a burst of
 * parallel guesses gets no more than the free attempts.
 */
const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free = tonumber(ARGV[2])
local delays = #ARGV - 3
local function delay(failures)
  return tonumber(ARGV[4 + math.min(failures, delays - 1)])
end
local op = ARGV[1]
if op == 'ok' then
  redis.call('DEL', KEYS[1])
  return 0
end
local untilAt = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local pending = tonumber(redis.call('HGET', KEYS[1], 'p') or '0')
if op == 'begin' then
  if now < untilAt then return untilAt - now end
  if failures + pending >= free then
    if pending > 0 then return math.max(delay(failures + pending), 1) end
    redis.call('HSET', KEYS[1], 'until', string.format('%d', now + delay(failures + 1)))
  end
  redis.call('HINCRBY', KEYS[1], 'p', 1)
else
  if pending > 0 then redis.call('HINCRBY', KEYS[1], 'p', -1) end
  failures = redis.call('HINCRBY', KEYS[1], 'f', 1)
  redis.call('HSET', KEYS[1], 'until', string.format('%d', now + delay(failures)))
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0
`;

/** Redis key of an account's attempts (the e-mail hashed: any text, one short key). */
export const loginAttemptsKey = (email: string) => `auth:login-attempts:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

/**
 * Sign-in attempts per account, with a growing wait after the free ones (login-throttle.rules.ts), counted
 * for every e-mail alike, known or not, so the limit tells nothing about which accounts exist. A success
 * forgets the failures.
 */
@Injectable()
export class LoginThrottle {
  private readonly delays = loginDelayTable().map(String);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Throws 429 when the account must wait; otherwise the attempt is counted as under way. */
  async begin(email: string): Promise<void> {
    const wait = Number(await this.run('begin', email));
    if (wait > 0) throw IdentityErrors.LOGIN_THROTTLED(loginThrottledMessage(wait));
  }

  /** The attempt failed (unknown e-mail or wrong password). */
  async failed(email: string): Promise<void> {
    await this.run('fail', email);
  }

  /** The attempt succeeded: the account's failures are forgotten (when Redis does not answer, they expire). */
  async succeeded(email: string): Promise<void> {
    await this.run('ok', email).catch(() => undefined);
  }

  /** Without the count no attempt is checked: a 503, never an unlimited guess. */
  private async run(op: 'begin' | 'fail' | 'ok', email: string): Promise<unknown> {
    try {
      return await this.redis.eval(SCRIPT, 1, loginAttemptsKey(email), op, String(LOGIN_THROTTLE.freeAttempts), String(LOGIN_THROTTLE.windowMs), ...this.delays);
    } catch {
      throw IdentityErrors.LOGIN_UNAVAILABLE();
    }
  }
}
