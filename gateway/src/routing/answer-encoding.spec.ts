import { answerEncoding, compressible, keptAnswerFor, MIN_COMPRESSED_BYTES, varyWithAcceptEncoding } from './answer-encoding';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

describe('answer encoding', () => {
  it('prefers brotli, then gzip, honouring q-values; nothing without a usable Accept-Encoding', () => {
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding('gzip')).toBe('gzip');
    expect(answerEncoding('br;q=0, gzip')).toBe('gzip');
    expect(answerEncoding('deflate')).toBeUndefined();
    expect(answerEncoding('identity')).toBeUndefined();
    expect(answerEncoding(undefined)).toBeUndefined();
  });

  it('compresses JSON of at least 1 KB (or of unknown length), never what is already encoded or not JSON', () => {
    expect(compressible('application/json; charset=utf-8', undefined, MIN_COMPRESSED_BYTES)).toBe(true);
    expect(compressible('application/problem+json', undefined, Number.NaN)).toBe(true);
    expect(compressible('application/json', undefined, MIN_COMPRESSED_BYTES - 1)).toBe(false);
    expect(compressible('application/json', 'br', 5000)).toBe(false);
    expect(compressible('application/json', 'identity', 5000)).toBe(true);
    expect(compressible('application/javascript; charset=utf-8', undefined, 5000)).toBe(false);
    expect(compressible('text/csv', undefined, 5000)).toBe(false);
    expect(compressible(undefined, undefined, 5000)).toBe(false);
  });

  it('names Accept-Encoding in Vary once', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Authorization')).toBe('Authorization, Accept-Encoding');
    expect(varyWithAcceptEncoding('Authorization, accept-encoding')).toBe('Authorization, accept-encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });

  it('encodes a kept answer once per encoding and gives back the same bytes after', () => {
    const entry = { body: Buffer.from(JSON.stringify({ data: 'x'.repeat(4000) })), headers: { 'content-type': 'application/json' } };
    const br = keptAnswerFor(entry, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(entry.body)).toBe(true);
    expect(keptAnswerFor(entry, 'br').body).toBe(br.body);
    expect(gunzipSync(keptAnswerFor(entry, 'gzip').body).equals(entry.body)).toBe(true);
    expect(keptAnswerFor(entry, undefined)).toEqual({ body: entry.body, vary: true });
    expect(keptAnswerFor({ body: Buffer.from('{}'), headers: { 'content-type': 'application/json' } }, 'br')).toMatchObject({ vary: false });
  });
});
