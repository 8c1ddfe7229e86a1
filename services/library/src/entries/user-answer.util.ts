import { EDGE_TAG_HEADER } from '@liquify/redis';
import type { FastifyReply } from 'fastify';

/**
 * Computes a signed-in answer and lets the gateway repeat it for this user until the user's tag moves.
 * `header` was read BEFORE the data (edge-protocol.ts); undefined (Redis did not answer) means "do not keep".
 * Private to the user: downstream caches must revalidate.
 */
export async function tagUserAnswer<T>(reply: FastifyReply, header: string | undefined, compute: () => Promise<T>): Promise<T> {
  const answer = await compute();
  if (header) reply.header(EDGE_TAG_HEADER, header);
  reply.header('cache-control', 'private, no-cache');
  return answer;
}
