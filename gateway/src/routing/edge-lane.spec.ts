import type { SessionVerifier } from '@liquify/auth';
import type { EdgeCache, EdgeEntry } from '@liquify/redis';
import { createServer, IncomingHttpHeaders, request, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { answerThroughNode } from '@liquify/http';
import { httpLogOptions } from '@liquify/telemetry';
import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';
import { EdgeLane } from './edge-lane';

/** The front door on a real HTTP server; what it passes on is answered 599 here, so the test sees who answered. */
const PASSED_ON = 599;
const snippet: EdgeEntry = {
  tag: 'library.snippet.x',
  version: 1,
  body: Buffer.from('console.log("kept")'),
  headers: { 'content-type': 'application/javascript; charset=utf-8', 'content-length': '999', etag: '"v1"', 'x-frame-options': 'SAMEORIGIN' },
  etag: '"v1"',
  count: 'library.loads.x',
};
const mine: EdgeEntry = { tag: 'identity.user.a', version: 1, body: Buffer.from('{"me":true}'), headers: { 'content-type': 'application/json' } };
const kept = new Map<string, EdgeEntry>([
  ['/api/remote-modules/snippet/abc', snippet],
  ['user-a /api/auth/me', mine],
]);

let server: Server;
let base: string;
let delivered: string[];
let live: boolean;

function start(lane: EdgeLane) {
  delivered = [];
  live = true;
  const edge = {
    get live() {
      return live;
    },
    get: (key: string) => kept.get(key),
    delivered: (entry: EdgeEntry, headers: IncomingHttpHeaders) => void delivered.push(`${entry.count} ${headers.referer ?? ''}`),
  } as unknown as EdgeCache;
  const sessions = { peek: (token: string) => (token === 'good.a.sig' ? { user: { id: 'user-a' } } : token === 'unknown.a.sig' ? undefined : (() => { throw new Error('invalid'); })()) } as unknown as SessionVerifier;
  lane.enable(edge, sessions);
  server = createServer((req, res) => {
    if (!answerThroughNode(lane.frontDoor, req, res)) res.writeHead(PASSED_ON).end();
  });
  return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => {
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resolve();
  }));
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers, method }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

afterEach(() => new Promise((resolve) => server.close(resolve)));

describe('EdgeLane.frontDoor', () => {
  const always = { 'content-security-policy': "default-src 'self'", 'x-frame-options': 'DENY' };

  it('answers a kept public answer itself: its body, its headers, the security headers it lacks, a request id, the HIT marker, its own length', async () => {
    await start(new EdgeLane({ always, trustsProxy: false }));
    const res = await get('/api/remote-modules/snippet/abc', { referer: 'https://shop.test/p' });
    expect(res.status).toBe(200);
    expect(res.body).toBe('console.log("kept")');
    expect(res.headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      etag: '"v1"',
      'content-security-policy': "default-src 'self'",
      // The kept answer's own header wins over the always-sent one.
      'x-frame-options': 'SAMEORIGIN',
      'x-liquify-cache': 'HIT',
      'content-length': String(snippet.body.length),
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(delivered).toEqual(['library.loads.x https://shop.test/p']);
  });

  it("sends no X-Frame-Options with a kept answer whose own policy names its frame-ancestors (the snippet's frame, framed by any store)", async () => {
    kept.set('/api/remote-modules/snippet/abc/frame', { ...snippet, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; frame-ancestors *; sandbox" } });
    try {
      await start(new EdgeLane({ always, trustsProxy: false }));
      const res = await get('/api/remote-modules/snippet/abc/frame');
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors *; sandbox");
      expect(res.headers['x-frame-options']).toBeUndefined();
    } finally {
      kept.delete('/api/remote-modules/snippet/abc/frame');
    }
  });

  it('answers 304 with no body when the client holds the ETag, and still counts the delivery', async () => {
    await start(new EdgeLane({ always, trustsProxy: false }));
    const res = await get('/api/remote-modules/snippet/abc', { 'if-none-match': '"v1"' });
    expect(res.status).toBe(304);
    expect(res.body).toBe('');
    expect(delivered).toHaveLength(1);
  });

  it('passes on what it must not answer: other methods, an Origin (CORS), unknown URLs, non-API paths, an edge not live', async () => {
    await start(new EdgeLane({ always, trustsProxy: false }));
    expect((await get('/api/remote-modules/snippet/abc', {}, 'HEAD')).status).toBe(PASSED_ON);
    expect((await get('/api/remote-modules/snippet/abc', { origin: 'https://a.test' })).status).toBe(PASSED_ON);
    expect((await get('/api/remote-modules/snippet/other')).status).toBe(PASSED_ON);
    expect((await get('/remote-modules/snippet/abc')).status).toBe(PASSED_ON);
    live = false;
    expect((await get('/api/remote-modules/snippet/abc')).status).toBe(PASSED_ON);
    expect(delivered).toEqual([]);
  });

  it("answers a user's kept answer only to a verified token of that user; an invalid or not yet known token goes the full way", async () => {
    await start(new EdgeLane({ always, trustsProxy: false }));
    const res = await get('/api/auth/me', { authorization: 'Bearer good.a.sig' });
    expect(res.status).toBe(200);
    expect(res.body).toBe('{"me":true}');
    expect((await get('/api/auth/me', { authorization: 'Bearer forged.a.sig' })).status).toBe(PASSED_ON);
    expect((await get('/api/auth/me', { authorization: 'Bearer unknown.a.sig' })).status).toBe(PASSED_ON);
    expect((await get('/api/auth/me')).status).toBe(PASSED_ON);
  });

  it('gives an answer that varies on Authorization (a catalogue card) only to requests without one: a signed-in caller goes the full way, for their own answer', async () => {
    const card: EdgeEntry = { tag: 'catalogue.modules', version: 1, body: Buffer.from('{"data":{"locked":true}}'), headers: { 'content-type': 'application/json', vary: 'Authorization' } };
    kept.set('/api/modules/paid', card);
    kept.set('/api/modules', { ...card, headers: { 'content-type': 'application/json' } });
    try {
      await start(new EdgeLane({ always, trustsProxy: false }));
      expect((await get('/api/modules/paid')).body).toBe('{"data":{"locked":true}}');
      expect((await get('/api/modules/paid', { authorization: 'Bearer good.a.sig' })).status).toBe(PASSED_ON);
      expect((await get('/api/modules/paid', { authorization: 'Basic eDp5' })).status).toBe(PASSED_ON);
      // An answer that does not vary (the list) is everybody's.
      expect((await get('/api/modules', { authorization: 'Bearer good.a.sig' })).status).toBe(200);
    } finally {
      kept.delete('/api/modules/paid');
      kept.delete('/api/modules');
    }
  });

  it('writes the access line of each answer it gives (request id, status, HIT), and none for what it passes on', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const root = PinoLogger as unknown as { root?: unknown };
    const before = root.root;
    root.root = pino(httpLogOptions({ service: 'gateway', level: 'info' }), destination);
    try {
      await start(new EdgeLane({ always, trustsProxy: false }));
      const ok = await get('/api/remote-modules/snippet/abc', { 'x-request-id': 'req-ok-1' });
      const notModified = await get('/api/remote-modules/snippet/abc', { 'if-none-match': '"v1"' });
      expect((await get('/api/remote-modules/snippet/other')).status).toBe(PASSED_ON);
      await new Promise((resolve) => setImmediate(resolve));
      const written = lines.map((line) => JSON.parse(line));
      expect(written).toEqual([
        expect.objectContaining({ msg: 'request completed', req: { id: 'req-ok-1', method: 'GET', url: '/api/remote-modules/snippet/abc' }, requestId: 'req-ok-1', res: { statusCode: 200 }, cache: 'HIT' }),
        expect.objectContaining({ requestId: notModified.headers['x-request-id'], res: { statusCode: 304 }, cache: 'HIT' }),
      ]);
      expect(ok.headers['x-request-id']).toBe('req-ok-1');
    } finally {
      root.root = before;
    }
  });

  it('leaves a scheme named by a trusted proxy to the full path when HSTS is on, and answers it when no proxy is trusted', async () => {
    await start(new EdgeLane({ always, hsts: 'max-age=60', trustsProxy: true }));
    expect((await get('/api/remote-modules/snippet/abc', { 'x-forwarded-proto': 'https' })).status).toBe(PASSED_ON);
    const plain = await get('/api/remote-modules/snippet/abc');
    expect(plain.status).toBe(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await new Promise((resolve) => server.close(resolve));
    await start(new EdgeLane({ always, hsts: 'max-age=60', trustsProxy: false }));
    const untrusted = await get('/api/remote-modules/snippet/abc', { 'x-forwarded-proto': 'https' });
    expect(untrusted.status).toBe(200);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
