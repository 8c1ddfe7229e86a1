import { signAccessToken } from '@liquify/auth';
import { EDGE_COUNT_HEADER, EDGE_TAG_HEADER, EdgeTags, formatEdgeTag, takePendingHits, TakenHits, UserAccessWriter } from '@liquify/redis';
import { testInfra, uniqueName, waitFor } from '@liquify/testing';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import { createServer, IncomingHttpHeaders, request, Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AddressInfo, connect } from 'node:net';
import { startGateway } from './start-gateway';
import { FORGER, JWT_PUBLIC_KEYS, SIGNING } from './token-keys';

/**
 * The edge cache against real components: real Redis (version counters and the bump channel, written by
 * the same EdgeTags class the services use) and a real HTTP server standing in for identity and the
 * catalogue, tagging its answers the way they do and counting what reaches it.
 */
const ann = { id: 'a'.repeat(24), email: 'ann@x.io', role: 'user' as const, name: 'Ann' };
const bob = { id: 'b'.repeat(24), email: 'bob@x.io', role: 'user' as const, name: 'Bob' };
const annToken = signAccessToken(ann, SIGNING, '1h');
const bobToken = signAccessToken(bob, SIGNING, '1h');

let app: NestFastifyApplication;
let upstream: Server;
let redis: Redis;
let tags: EdgeTags;
let access: UserAccessWriter;
let hits: string[] = [];
/** Data the stand-in services answer from. */
const names = new Map([
  [ann.id, 'Ann'],
  [bob.id, 'Bob'],
]);
let catalogue = 'first';
/** When set, /api/modules?slow=1 reads its version, then waits for this before answering. */
let hold: Promise<void> | undefined;
/** The held requests that have read their version (and now wait for `hold`). */
const versionsRead: string[] = [];

const userTag = (id: string) => `identity.user.${id}`;

async function startUpstream(): Promise<string> {
  upstream = createServer((req, res) => {
    void (async () => {
      hits.push(req.url!);
      if (req.url === '/api/auth/me') {
        const id = (jwt.decode(String(req.headers.authorization).slice(7)) as { sub: string }).sub;
        const version = (await tags.version(userTag(id)))!;
        const body = JSON.stringify({ success: true, data: { user: { id, name: names.get(id) } } });
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-cache', [EDGE_TAG_HEADER]: formatEdgeTag({ scope: 'user', tag: userTag(id), version }) });
        return res.end(body);
      }
      if (req.url?.startsWith('/api/modules')) {
        const version = (await tags.version('catalogue.modules'))!;
        // ?big=1: a list as long as a library of 200 cards (what goes compressed to a client that accepts it).
        const data = req.url.includes('big=1') ? Array.from({ length: 200 }, (_, i) => ({ _id: `entry-${i}`, title: `Card ${i} of ${catalogue}`, description: 'A block for the storefront. '.repeat(4) })) : catalogue;
        const body = JSON.stringify({ success: true, data });
        if (req.url.includes('slow=1') && hold) {
          versionsRead.push(req.url);
          await hold;
        }
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          etag: `"${catalogue}-${version}"`,
          'cache-control': 'public, no-cache',
          'x-content-type-options': 'nosniff',
          [EDGE_TAG_HEADER]: formatEdgeTag({ scope: 'public', tag: 'catalogue.modules', version }),
        });
        return res.end(body);
      }
      if (req.url?.startsWith('/api/remote-modules/snippet/')) {
        const version = (await tags.version('library.snippet.abc'))!;
        res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', [EDGE_COUNT_HEADER]: 'library.loads.entry1', [EDGE_TAG_HEADER]: formatEdgeTag({ scope: 'public', tag: 'library.snippet.abc', version }) });
        return res.end('console.log("snippet")');
      }
      if (req.url?.includes('slow=1') && hold) {
        versionsRead.push(req.url);
        await hold;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { untagged: req.url } }));
    })();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
}

/** Holds the stand-in service's `slow=1` answers until the function returned is called. */
function holdService(): () => void {
  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  return () => {
    release();
    hold = undefined;
  };
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  const infra = await testInfra(['redis']);
  const prefix = `${uniqueName('gw-edge')}:`;
  redis = new Redis(infra.redisUrl, { keyPrefix: prefix });
  tags = new EdgeTags(redis, prefix);
  access = new UserAccessWriter(redis, { keyPrefix: prefix, tokenLifetimeMs: 3_600_000 });
  const url = await startUpstream();
  app = await startGateway({ JWT_PUBLIC_KEYS, REDIS_URL: infra.redisUrl, REDIS_KEY_PREFIX: prefix, IDENTITY_URL: url, CATALOGUE_URL: url, LIBRARY_URL: url });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  redis?.disconnect();
});

beforeEach(() => {
  hits = [];
});

describe('counted answers (the library snippet)', () => {
  it('counts each delivery it makes from the edge per embedding domain, and never shows the counter header', async () => {
    const url = `/api/remote-modules/snippet/lq_${'a'.repeat(43)}`;
    const first = await get(url, { referer: 'https://shop.example.com/p' });
    expect(first.headers['x-liquify-cache']).toBe('MISS');
    expect(first.headers[EDGE_COUNT_HEADER]).toBeUndefined();
    const second = await get(url, { referer: 'https://shop.example.com/q' });
    const third = await get(url, { origin: 'https://other.test' });
    expect([second.headers['x-liquify-cache'], third.headers['x-liquify-cache']]).toEqual(['HIT', 'HIT']);
    expect(second.headers[EDGE_COUNT_HEADER]).toBeUndefined();
    const taken: TakenHits[] = [];
    await waitFor(async () => {
      await takePendingHits(redis, 'library.loads.', async (batch) => void taken.push(...batch));
      const domains = Object.assign({}, ...taken.map((t) => t.domains));
      return domains['shop.example.com'] === 1 && domains['other.test'] === 1;
    }, { message: 'the counted deliveries to reach Redis' });
    expect(taken.every((t) => t.counter === 'library.loads.entry1')).toBe(true);
  });
});

describe('public answers (the catalogue list)', () => {
  it('forwards once, then repeats the kept answer with its headers, without the internal tag', async () => {
    const first = await get('/api/modules?limit=1000');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-liquify-cache']).toBe('MISS');
    const second = await get('/api/modules?limit=1000');
    expect(second.headers['x-liquify-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['x-request-id']).toBeTruthy();
    expect(second.headers[EDGE_TAG_HEADER]).toBeUndefined();
    expect(first.headers[EDGE_TAG_HEADER]).toBeUndefined();
    expect(hits).toEqual(['/api/modules?limit=1000']);
  });

  it('answers 304 from the kept answer when the client holds its ETag', async () => {
    const { headers } = await get('/api/modules?limit=1000');
    const res = await get('/api/modules?limit=1000', { 'if-none-match': String(headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(hits).toEqual([]);
  });

  it('stops repeating an answer once its tag is bumped, and keeps the new one', async () => {
    await get('/api/modules?page=2');
    catalogue = 'second';
    await tags.bump(['catalogue.modules']);
    await waitFor(async () => (await get('/api/modules?page=2')).headers['x-liquify-cache'] === 'MISS', { message: 'the bump to reach the gateway' });
    const res = await get('/api/modules?page=2');
    expect(res.headers['x-liquify-cache']).toBe('HIT');
    expect(JSON.parse(res.body).data).toBe('second');
  });

  it('never keeps an answer computed before a bump it has already heard of', async () => {
    const release = holdService();
    const slow = get('/api/modules?slow=1');
    await waitFor(() => versionsRead.includes('/api/modules?slow=1'), { message: 'the slow request to read its (soon old) version' });
    const before = Number(await redis.get('edge:tag:catalogue.modules'));
    await tags.bump(['catalogue.modules']);
    // An answer computed after the bump tells the gateway the new version (if the channel has not yet).
    expect((await get('/api/modules?probe=1')).headers['x-liquify-cache']).toBe('MISS');
    release();
    const res = await slow;
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-liquify-cache']).toBe('BYPASS');
    expect(Number(await redis.get('edge:tag:catalogue.modules'))).toBe(before + 1);
    hits = [];
    expect((await get('/api/modules?slow=1')).headers['x-liquify-cache']).toBe('MISS');
    expect(hits).toEqual(['/api/modules?slow=1']);
  });

  it('asks the service once for requests arriving together for an answer not kept yet, and answers them all', async () => {
    const release = holdService();
    const url = '/api/modules?slow=1&together=1';
    const together = Array.from({ length: 6 }, () => get(url));
    await waitFor(() => versionsRead.includes(url), { message: 'the first request to reach the service' });
    await new Promise((r) => setTimeout(r, 100));
    release();
    const answers = await Promise.all(together);
    expect(hits).toEqual([url]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.map((a) => a.headers['x-liquify-cache']).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
  });

  it('sends the waiting requests to the service when the answer they waited for was not kept', async () => {
    const release = holdService();
    const url = '/api/modules?slow=1&bumped=1';
    const together = Array.from({ length: 3 }, () => get(url));
    await waitFor(() => versionsRead.includes(url), { message: 'the first request to reach the service' });
    // The tag moves while the first request is at the service: its answer is not kept.
    await tags.bump(['catalogue.modules']);
    await waitFor(async () => (await get('/api/modules?probe=2')).headers['x-liquify-cache'] === 'MISS', { message: 'the bump to reach the gateway' });
    release();
    const answers = await Promise.all(together);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(hits.filter((h) => h === url).length).toBeGreaterThanOrEqual(2);
  });

  it('does not hold requests back on a route whose answers are not kept (each would wait, then ask anyway)', async () => {
    await get('/api/sections?learn=1'); // untagged: the route's answers are not kept
    const release = holdService();
    const url = '/api/sections?slow=1&apart=1';
    const together = Array.from({ length: 3 }, () => get(url));
    // All three are at the service at once, none waiting for another.
    await waitFor(() => versionsRead.filter((u) => u === url).length === 3, { message: 'the three requests to reach the service together' });
    release();
    expect((await Promise.all(together)).map((a) => a.statusCode)).toEqual([200, 200, 200]);
  });

  it('never keeps untagged answers', async () => {
    await get('/api/sections?page=1');
    await get('/api/sections?page=1');
    expect(hits).toEqual(['/api/sections?page=1', '/api/sections?page=1']);
  });
});

describe('per-user answers (GET /api/auth/me)', () => {
  it("keeps each user's answer under that user only", async () => {
    const a1 = await get('/api/auth/me', { authorization: `Bearer ${annToken}` });
    const b1 = await get('/api/auth/me', { authorization: `Bearer ${bobToken}` });
    expect(JSON.parse(a1.body).data.user.name).toBe('Ann');
    expect(JSON.parse(b1.body).data.user.name).toBe('Bob');
    const a2 = await get('/api/auth/me', { authorization: `Bearer ${annToken}` });
    const b2 = await get('/api/auth/me', { authorization: `Bearer ${bobToken}` });
    expect([a2.headers['x-liquify-cache'], b2.headers['x-liquify-cache']]).toEqual(['HIT', 'HIT']);
    expect(JSON.parse(a2.body).data.user.name).toBe('Ann');
    expect(JSON.parse(b2.body).data.user.name).toBe('Bob');
    expect(hits).toEqual(['/api/auth/me', '/api/auth/me']);
  });

  it("shows a user's change once the user's tag is bumped, leaving other users' answers kept", async () => {
    await get('/api/auth/me', { authorization: `Bearer ${annToken}` });
    await get('/api/auth/me', { authorization: `Bearer ${bobToken}` });
    names.set(ann.id, 'Ann Changed');
    await tags.bump([userTag(ann.id)]);
    await waitFor(async () => JSON.parse((await get('/api/auth/me', { authorization: `Bearer ${annToken}` })).body).data.user.name === 'Ann Changed', {
      message: "Ann's change to show",
    });
    const bobAgain = await get('/api/auth/me', { authorization: `Bearer ${bobToken}` });
    expect(bobAgain.headers['x-liquify-cache']).toBe('HIT');
  });

  it('refuses an expired or forged token with 401 even when an answer is kept for that user', async () => {
    await get('/api/auth/me', { authorization: `Bearer ${annToken}` });
    const expired = jwt.sign({ sub: ann.id, email: ann.email, role: 'user', name: 'Ann', exp: Math.floor(Date.now() / 1000) - 5 }, SIGNING.key, {
      algorithm: 'ES256',
      keyid: SIGNING.kid,
      issuer: 'liquify-identity',
      audience: 'liquify',
    });
    const forged = signAccessToken(ann, FORGER, '1h');
    for (const token of [expired, forged]) {
      const res = await get('/api/auth/me', { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-liquify-cache']).toBeUndefined();
    }
    expect((await get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe('who a token stands for now (identity\'s user-access records)', () => {
  const carl = { id: 'c'.repeat(24), email: 'carl@x.io', role: 'admin' as const, name: 'Carl' };
  const dora = { id: 'd'.repeat(24), email: 'dora@x.io', role: 'user' as const, name: 'Dora' };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('never serves a kept answer to a session signed out by a password change, and keeps serving the session that changed it', async () => {
    const kept = signAccessToken(carl, SIGNING, '1h', { session: 'the-changing-session' });
    const other = signAccessToken(carl, SIGNING, '1h');
    await get('/api/auth/me', bearer(kept));
    expect((await get('/api/auth/me', bearer(other))).headers['x-liquify-cache']).toBe('HIT');
    await access.sessionsRevoked(carl.id, 'the-changing-session');
    const refused = await waitFor(async () => {
      const res = await get('/api/auth/me', bearer(other));
      return res.statusCode === 401 ? res : undefined;
    }, { timeout: 10_000, message: 'the other session to be refused' });
    expect(JSON.parse(refused.body)).toMatchObject({ success: false, error: 'Session ended, please sign in again' });
    expect(refused.headers['x-liquify-cache']).toBeUndefined();
    expect((await get('/api/auth/me', bearer(kept))).statusCode).toBe(200);
    expect((await get('/api/auth/me', bearer(kept))).headers['x-liquify-cache']).toBe('HIT');
    // A token signed after the change works.
    expect((await get('/api/auth/me', bearer(signAccessToken(carl, SIGNING, '1h')))).statusCode).toBe(200);
  });

  it('refuses every token of a deleted user (401 "User not found"), kept answer or not', async () => {
    const token = signAccessToken(dora, SIGNING, '1h');
    await get('/api/auth/me', bearer(token));
    expect((await get('/api/auth/me', bearer(token))).headers['x-liquify-cache']).toBe('HIT');
    await access.deleted(dora.id);
    const refused = await waitFor(async () => {
      const res = await get('/api/auth/me', bearer(token));
      return res.statusCode === 401 ? res : undefined;
    }, { timeout: 10_000, message: 'the deleted user to be refused' });
    expect(JSON.parse(refused.body).error).toBe('User not found');
    expect((await get('/api/users', bearer(token))).statusCode).toBe(401);
  });

  it('follows a demotion on admin routes (403), and a promotion back', async () => {
    const eve = { id: 'e'.repeat(24), email: 'eve@x.io', role: 'admin' as const, name: 'Eve' };
    const token = signAccessToken(eve, SIGNING, '1h');
    expect((await get('/api/users', bearer(token))).statusCode).toBe(200);
    await access.roleChanged(eve.id, 'user', Date.now());
    const refused = await waitFor(async () => {
      const res = await get('/api/users', bearer(token));
      return res.statusCode === 403 ? res : undefined;
    }, { timeout: 10_000, message: 'the demotion to apply' });
    expect(JSON.parse(refused.body).error).toBe('Admin privileges required');
    // Still signed in as a user.
    expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(200);
    await access.roleChanged(eve.id, 'admin', Date.now() + 1);
    await waitFor(async () => (await get('/api/users', bearer(token))).statusCode === 200, { timeout: 10_000, message: 'the promotion to apply' });
  });
});

describe('the front door (kept answers sent on the HTTP server itself, before Fastify)', () => {
  let base: URL;
  /** A real HTTP GET (Fastify's inject never passes the front door). */
  function httpGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request(new URL(path, base), { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }
  /** The headers two deliveries of one kept answer must share (the date and the request id are each delivery's own). */
  const shared = (headers: IncomingHttpHeaders) => {
    const { date: _date, 'x-request-id': _id, connection: _c, 'keep-alive': _k, ...rest } = headers;
    return rest;
  };

  beforeAll(async () => {
    await app.listen(0, '127.0.0.1');
    base = new URL(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`);
  });

  it('sends a kept answer with exactly the status, headers and body the full path sends', async () => {
    const url = '/api/modules?front=door';
    expect((await httpGet(url)).headers['x-liquify-cache']).toBe('MISS');
    // An Origin header sends a request the full way (CORS), which then finds the same kept answer.
    const full = await httpGet(url, { origin: 'https://elsewhere.test' });
    const front = await httpGet(url);
    expect(full.headers['x-liquify-cache']).toBe('HIT');
    expect(front.status).toBe(200);
    expect(front.body).toBe(full.body);
    expect(shared(front.headers)).toEqual(shared(full.headers));
    expect(front.headers['content-security-policy']).toContain("default-src 'self'");
    expect(front.headers['x-frame-options']).toBe('DENY');
    expect(front.headers[EDGE_TAG_HEADER]).toBeUndefined();
    expect(hits).toEqual([url]);
  });

  it("keeps the caller's request id, else gives each delivery its own", async () => {
    const url = '/api/modules?front=ids';
    await httpGet(url);
    const kept = await httpGet(url, { 'x-request-id': 'storefront-req-42' });
    expect(kept.headers['x-liquify-cache']).toBe('HIT');
    expect(kept.headers['x-request-id']).toBe('storefront-req-42');
    const [a, b] = [await httpGet(url), await httpGet(url)];
    expect(a.headers['x-request-id']).toBeTruthy();
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('answers 304 without a body when the client holds the ETag', async () => {
    const url = '/api/modules?front=etag';
    const first = await httpGet(url);
    const again = await httpGet(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['x-liquify-cache']).toBe('HIT');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('counts the snippet deliveries it makes per embedding domain', async () => {
    const url = `/api/remote-modules/snippet/lq_${'f'.repeat(43)}`;
    await httpGet(url, { referer: 'https://front.example.com/a' });
    const delivered = [await httpGet(url, { referer: 'https://front.example.com/b' }), await httpGet(url, { referer: 'https://www.front.example.com/c' })];
    expect(delivered.map((d) => d.headers['x-liquify-cache'])).toEqual(['HIT', 'HIT']);
    expect(delivered[0].headers[EDGE_COUNT_HEADER]).toBeUndefined();
    const taken: TakenHits[] = [];
    await waitFor(async () => {
      await takePendingHits(redis, 'library.loads.', async (batch) => void taken.push(...batch));
      return taken.reduce((n, t) => n + (t.domains['front.example.com'] ?? 0), 0) === 2;
    }, { message: 'the two deliveries to be counted for front.example.com' });
  });

  it('answers a connection repeating one request head as it answers each request: its own request id, counted under its own page', async () => {
    const url = `/api/remote-modules/snippet/lq_${'r'.repeat(43)}`;
    expect((await httpGet(url)).headers['x-liquify-cache']).toBe('MISS');
    // One connection, each request sent once the last is answered: three of one head, then two of another.
    const socket = connect(Number(base.port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let data = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => (data = Buffer.concat([data, chunk])));
    const answerTo = async (referer: string) => {
      socket.write(`GET ${url} HTTP/1.1\r\nHost: ${base.host}\r\nReferer: ${referer}\r\n\r\n`);
      let head = '';
      await waitFor(() => {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) return false;
        head = data.toString('latin1', 0, end);
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
        if (data.length < end + 4 + length) return false;
        data = data.subarray(end + 4 + length);
        return true;
      }, { message: `the answer to a request from ${referer}` });
      return { cache: /\r\nx-liquify-cache: (\w+)/i.exec(head)?.[1], id: /\r\nx-request-id: ([^\r]+)/i.exec(head)?.[1] };
    };
    const answers = [];
    for (const referer of ['https://repeat-a.example/p', 'https://repeat-a.example/p', 'https://repeat-a.example/p', 'https://repeat-b.example/q', 'https://repeat-b.example/q']) answers.push(await answerTo(referer));
    socket.destroy();
    expect(answers.map((a) => a.cache)).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT']);
    expect(new Set(answers.map((a) => a.id)).size).toBe(5);
    const taken: TakenHits[] = [];
    await waitFor(async () => {
      await takePendingHits(redis, 'library.loads.', async (batch) => void taken.push(...batch));
      const count = (domain: string) => taken.reduce((n, t) => n + (t.domains[domain] ?? 0), 0);
      return count('repeat-a.example') === 3 && count('repeat-b.example') === 2;
    }, { message: 'three deliveries counted for repeat-a.example and two for repeat-b.example' });
  });

  it("serves a user's kept answer only to that user's valid token; an expired or forged one gets 401", async () => {
    await httpGet('/api/auth/me', { authorization: `Bearer ${annToken}` });
    const again = await httpGet('/api/auth/me', { authorization: `Bearer ${annToken}` });
    expect(again.headers['x-liquify-cache']).toBe('HIT');
    expect(JSON.parse(again.body).data.user.id).toBe(ann.id);
    const forged = signAccessToken(ann, FORGER, '1h');
    const refused = await httpGet('/api/auth/me', { authorization: `Bearer ${forged}` });
    expect(refused.status).toBe(401);
    expect(refused.headers['x-liquify-cache']).toBeUndefined();
    const other = await httpGet('/api/auth/me', { authorization: `Bearer ${bobToken}` });
    expect(JSON.parse(other.body).data.user.id).toBe(bob.id);
  });
});

describe('compressed JSON answers (a phone on 1.6 Mbps gets the library list in brotli)', () => {
  let base: URL;
  function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = request(new URL(path, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }
  const decoded = (res: { headers: IncomingHttpHeaders; body: Buffer }) =>
    JSON.parse((res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString('utf8'));

  beforeAll(async () => {
    if (!app.getHttpServer().listening) await app.listen(0, '127.0.0.1');
    base = new URL(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`);
  });

  it('compresses a large JSON answer on the way through, from the edge (full path and front door) alike, and says it varies', async () => {
    const url = '/api/modules?big=1&enc=1';
    const miss = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(miss.headers['x-liquify-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBe('br');
    expect(miss.headers.vary).toMatch(/accept-encoding/i);
    const json = decoded(miss);
    expect(json.data).toHaveLength(200);
    const plainLength = Buffer.byteLength(JSON.stringify(json));
    expect(miss.body.length).toBeLessThan(plainLength / 4);

    const front = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(front.headers['x-liquify-cache']).toBe('HIT');
    expect(front.headers['content-encoding']).toBe('gzip');
    expect(Number(front.headers['content-length'])).toBe(front.body.length);
    expect(decoded(front)).toEqual(json);
    const full = await rawGet(url, { 'accept-encoding': 'br', origin: 'https://elsewhere.test' });
    expect(full.headers['x-liquify-cache']).toBe('HIT');
    expect(full.headers['content-encoding']).toBe('br');
    expect(decoded(full)).toEqual(json);
    expect(hits).toEqual([url]);

    const identity = await rawGet(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(identity.body.toString('utf8'))).toEqual(json);
    const refused = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers and what is not JSON (the remote snippet) as they are', async () => {
    const small = await rawGet('/api/modules?small=1', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(decoded(small).success).toBe(true);
    const snippet = await rawGet(`/api/remote-modules/snippet/lq_${'c'.repeat(43)}`, { 'accept-encoding': 'br, gzip' });
    expect(snippet.headers['content-type']).toMatch(/javascript/);
    expect(snippet.headers['content-encoding']).toBeUndefined();
    expect(snippet.body.toString('utf8')).toBe('console.log("snippet")');
  });
});
