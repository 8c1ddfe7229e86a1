import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { Readable } from 'node:stream';

/**
 * API answers in JSON go compressed to a client that accepts it (issue #26: a library of 200 entries is ~130 KB
 * of JSON and ~15 KB in brotli, on a phone's 1.6 Mbps). Brotli at quality 4 (fast enough to run per answer,
 * most of brotli's gain on JSON), else gzip. Small answers (under 1 KB) and anything not JSON (the remote
 * snippet's script, CSV exports, webhooks) go as they are. Hand-written rather than @fastify/compress: it does
 * not skip small streamed answers (it cannot see their length) and cannot reach the edge's front door, which
 * answers before Fastify runs; here both paths encode alike and a kept answer is encoded once.
 */
export type AnswerEncoding = 'br' | 'gzip';

export const MIN_COMPRESSED_BYTES = 1024;
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

/** The encoding to answer with, from the request's Accept-Encoding (q-values honoured); undefined: none. */
export function answerEncoding(acceptEncoding: string | string[] | undefined): AnswerEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  return (negotiate(header, ENCODINGS) as AnswerEncoding | null) ?? undefined;
}

/** Whether an answer with these headers and this length (NaN: unknown, streamed) is worth compressing. */
export function compressible(contentType: unknown, contentEncoding: unknown, length: number): boolean {
  if (contentEncoding !== undefined && contentEncoding !== 'identity') return false;
  if (typeof contentType !== 'string' || !/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) return false;
  return !(length < MIN_COMPRESSED_BYTES);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function compressBody(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, BROTLI) : gzipAsync(body, GZIP);
}

export function compressStream(body: Readable, encoding: AnswerEncoding): Readable {
  const zip = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
  body.on('error', (err) => zip.destroy(err));
  return body.pipe(zip);
}

/** A kept answer's body in an encoding, made once per kept answer (the edge entry is the key). */
const encodedBodies = new WeakMap<object, Partial<Record<AnswerEncoding, Buffer>>>();

export function encodedBodyOf(entry: { body: Buffer }, encoding: AnswerEncoding): Buffer {
  let bodies = encodedBodies.get(entry);
  if (!bodies) encodedBodies.set(entry, (bodies = {}));
  return (bodies[encoding] ??= encoding === 'br' ? brotliCompressSync(entry.body, BROTLI) : gzipSync(entry.body, GZIP));
}

/** Adds `Accept-Encoding` to a Vary header value (kept as is when already named, or `*`). */
export function varyWithAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!current) return 'Accept-Encoding';
  return /(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current) ? current : `${current}, Accept-Encoding`;
}

/**
 * A kept (edge) answer as this client should get it: the encoded body and the headers saying so, or the body
 * as kept. `vary` is true when the answer's representation depends on Accept-Encoding (it is compressible).
 */
export function keptAnswerFor(
  entry: { body: Buffer; headers: Record<string, string | string[] | undefined> },
  acceptEncoding: string | string[] | undefined,
): { body: Buffer; encoding?: AnswerEncoding; vary: boolean } {
  if (!compressible(entry.headers['content-type'], entry.headers['content-encoding'], entry.body.length)) return { body: entry.body, vary: false };
  const encoding = answerEncoding(acceptEncoding);
  return encoding ? { body: encodedBodyOf(entry, encoding), encoding, vary: true } : { body: entry.body, vary: true };
}
