import { matchesIfNoneMatch, sendCached } from './cached-reply.util';

class FakeReply {
  statusCode = 0;
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  header(name: string, value: string) {
    this.headers[name] = value;
    return this;
  }
  send(body?: unknown) {
    this.body = body;
    return this;
  }
}

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  const etag = '"abc123"';
  it.each([
    ['"abc123"', true],
    ['W/"abc123"', true],
    ['"zzz", "abc123"', true],
    ['*', true],
    ['"abc"', false],
    ['abc123', false],
    ['', false],
  ])('%j matches: %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
  it('reads a repeated header', () => {
    expect(matchesIfNoneMatch(['"x"', '"abc123"'], etag)).toBe(true);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});

describe('sendCached', () => {
  const answer = { etag: '"e1"', body: '{"success":true}' };
  it('sends the stored bytes as they are with ETag and a revalidation policy', () => {
    const reply = new FakeReply();
    sendCached({ headers: {} }, reply, answer);
    expect(reply.statusCode).toBe(200);
    expect(Buffer.isBuffer(reply.body) && (reply.body as Buffer).toString('utf8')).toBe(answer.body);
    expect(reply.headers).toMatchObject({ etag: '"e1"', 'cache-control': 'public, no-cache', 'content-type': 'application/json; charset=utf-8' });
  });
  it('answers 304 without a body when the client holds the same version', () => {
    const reply = new FakeReply();
    sendCached({ headers: { 'if-none-match': '"e1"' } }, reply, answer);
    expect(reply.statusCode).toBe(304);
    expect(reply.body).toBeUndefined();
    expect(reply.headers.etag).toBe('"e1"');
  });
});
