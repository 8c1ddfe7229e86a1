import { createHash } from 'node:crypto';
import { Types } from 'mongoose';

/**
 * The same ObjectId for the same parts, always: the id of what a request with an `Idempotency-Key` creates
 * (`keyedObjectId('ticket', userId, key)`). Written as the document's `_id`, it makes a repeated create collide on
 * the primary key, atomically, on MongoDB and FerretDB alike, with no index of its own; a sub-document (a reply in
 * a thread) is found again by it. The 12 bytes are SHA-256's first ones over the parts (each length-prefixed, so
 * `('ab', 'c')` and `('a', 'bc')` differ). Unlike a generated ObjectId its first bytes are not a creation time:
 * order such documents by their own `createdAt`.
 */
export function keyedObjectId(...parts: string[]): Types.ObjectId {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:${part};`);
  return new Types.ObjectId(hash.digest().subarray(0, 12).toString('hex'));
}
