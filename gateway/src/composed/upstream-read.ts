import type { Pool } from 'undici';
import { ServiceName } from '../config';

/** What a composed route's reading needs: the pool of a service (undefined when it is not configured). */
export type PoolOf = (service: ServiceName) => Pool | undefined;

export type Json = Record<string, unknown>;

/** Why one part of a composed answer is missing: the message is shown to the admin as is. */
export class PartFailure extends Error {}

export const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

export function asArray(value: unknown): Json[] {
  if (!Array.isArray(value)) throw new PartFailure('unexpected answer');
  return value as Json[];
}

/**
 * GET `path` from `service` with the caller's token; its JSON body when it answers 200, else a PartFailure
 * naming what went wrong (unavailable, unreachable, late, another status, unreadable).
 */
export async function readUpstream(
  poolOf: PoolOf,
  service: ServiceName,
  path: string,
  authorization: string,
  requestId: string,
  signal: AbortSignal,
): Promise<Json> {
  const pool = poolOf(service);
  if (!pool) throw new PartFailure(`the ${service} service is not available`);
  let answer;
  try {
    answer = await pool.request({ method: 'GET', path, headers: { authorization, accept: 'application/json', 'x-request-id': requestId }, signal });
  } catch {
    throw new PartFailure(signal.aborted ? `the ${service} service did not answer in time` : `the ${service} service is unreachable`);
  }
  if (answer.statusCode !== 200) {
    await answer.body.dump().catch(() => undefined);
    throw new PartFailure(`the ${service} service answered ${answer.statusCode}`);
  }
  try {
    return (await answer.body.json()) as Json;
  } catch {
    throw new PartFailure(signal.aborted ? `the ${service} service did not answer in time` : `the ${service} service sent an unreadable answer`);
  }
}
