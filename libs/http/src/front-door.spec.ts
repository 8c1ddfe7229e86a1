import { createServer, IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerThroughNode, createFrontDoorServer, readRequestHead, type FrontDoor, type FrontDoorAnswer } from './front-door';

/** The front door of these tests: GET /kept is kept (ETag "v1"); it records which way each request came in. */
let asked: ('lane' | 'node')[];
const kept: FrontDoor = (req) => {
  asked.push(req instanceof IncomingMessage ? 'node' : 'lane');
  if (req.method !== 'GET' || req.url !== '/kept') return undefined;
  const own = ['x-seen-referer', String(req.headers.referer ?? '')];
  // 304s carry their lines in one list of their own; 200s share KEPT_LINES, as the gateway's kept answers do.
  if (req.headers['if-none-match'] === '"v1"') return { status: 304, lines: [...KEPT_LINES, ...own] } satisfies FrontDoorAnswer;
  const body = Buffer.from('kept!');
  return { status: 200, lines: KEPT_LINES, own: [...own, 'content-length', String(body.length)], body };
};
const KEPT_LINES: readonly string[] = ['content-type', 'text/plain; charset=utf-8', 'etag', '"v1"'];
/** What the application (Fastify, in the product) answers: the method and path it was asked. */
const app = (req: IncomingMessage, res: import('node:http').ServerResponse) => {
  const answer = (body: string) => {
    const text = `app ${req.method} ${req.url}${body ? ` ${body}` : ''}`;
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  // A request without a body has no stream life cycle on this server (optimizeEmptyRequests): no 'end' comes.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return answer('');
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => answer(body));
};

const servers: Server[] = [];
async function listen(server: Server): Promise<number> {
  servers.push(server);
  server.keepAliveTimeout = 5000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}
const withLane = () => listen(createFrontDoorServer(kept, app));
/** The same front door on node:http alone (no connection lane): the answers the lane must match. */
const nodeOnly = () => listen(createServer((req, res) => (answerThroughNode(kept, req, res) ? undefined : app(req, res))));

beforeEach(() => (asked = []));
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

interface Answer {
  head: string;
  body: string;
}

/**
 * Sends `chunks` on one connection (`between` awaited between two, a short pause by default) and reads `count`
 * answers (by Content-Length; a 304 has none).
 */
function exchange(port: number, chunks: string[], count: number, between = () => new Promise((r) => setTimeout(r, 30))): Promise<{ answers: Answer[]; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const answers: Answer[] = [];
    let closed = false;
    const finish = () => {
      socket.destroy();
      resolve({ answers, closed });
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      for (;;) {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) break;
        const head = data.toString('latin1', 0, end);
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (data.length < end + 4 + length) break;
        answers.push({ head, body: data.toString('utf8', end + 4, end + 4 + length) });
        data = data.subarray(end + 4 + length);
      }
      if (answers.length >= count) setTimeout(finish, 20);
    });
    socket.on('end', () => (closed = true));
    socket.on('close', () => (answers.length >= count ? undefined : resolve({ answers, closed: true })));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0) await between();
        socket.write(chunk);
      }
    });
  });
}

const GET = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: shop.example\r\nReferer: https://a.example/p\r\n${extra}\r\n`;
const withoutDate = (head: string) => head.replace(/\r\nDate: [^\r]*/i, '');

describe('the connection lane', () => {
  it('answers a kept GET on the socket with the bytes node:http sends for the same answer (200, and 304 for a matching If-None-Match)', async () => {
    const lane = await withLane();
    const node = await nodeOnly();
    for (const request of [GET('/kept'), GET('/kept', 'If-None-Match: "v1"\r\n')]) {
      const viaLane = await exchange(lane, [request], 1);
      const viaNode = await exchange(node, [request], 1);
      expect(withoutDate(viaLane.answers[0].head)).toBe(withoutDate(viaNode.answers[0].head));
      expect(viaLane.answers[0].body).toBe(viaNode.answers[0].body);
      expect(viaLane.answers[0].head).toMatch(/\r\nDate: \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/);
    }
    expect(asked).toEqual(['lane', 'node', 'lane', 'node']);
    const ok = await exchange(lane, [GET('/kept')], 1);
    expect(ok.answers[0].head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(ok.answers[0].head).toContain('\r\nx-seen-referer: https://a.example/p');
    expect(ok.answers[0].body).toBe('kept!');
  });

  it('answers pipelined kept GETs in order on one connection, which stays open', async () => {
    const port = await withLane();
    const { answers, closed } = await exchange(port, [GET('/kept') + GET('/kept', 'If-None-Match: "v1"\r\n') + GET('/kept')], 3);
    expect(answers.map((a) => a.head.split('\r\n')[0])).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 304 Not Modified', 'HTTP/1.1 200 OK']);
    expect(closed).toBe(false);
    expect(asked).toEqual(['lane', 'lane', 'lane']);
  });

  it('reads each request of a connection repeating heads as its own: the same head answered alike, a changed header seen', async () => {
    const port = await withLane();
    const a = GET('/kept');
    const b = a.replace('https://a.example/p', 'https://b.example/q');
    const { answers } = await exchange(port, [a, a, b, a + a, GET('/kept', 'If-None-Match: "v1"\r\n')], 6);
    expect(answers.map((answer) => /\r\nx-seen-referer: ([^\r]*)/.exec(answer.head)?.[1])).toEqual([
      'https://a.example/p',
      'https://a.example/p',
      'https://b.example/q',
      'https://a.example/p',
      'https://a.example/p',
      'https://a.example/p',
    ]);
    expect(answers.map((answer) => answer.head.split('\r\n')[0])).toEqual([...Array(5).fill('HTTP/1.1 200 OK'), 'HTTP/1.1 304 Not Modified']);
    expect(answers.slice(0, 5).map((answer) => answer.body)).toEqual(Array(5).fill('kept!'));
    expect(asked).toEqual(Array(6).fill('lane'));
  });

  it('hands the connection to node:http at the first request it does not answer, after sending what it answered', async () => {
    const port = await withLane();
    const { answers } = await exchange(port, [GET('/kept') + GET('/other') + GET('/kept')], 3);
    expect(answers.map((a) => a.body)).toEqual(['kept!', 'app GET /other', 'kept!']);
    // The lane asked about /kept and /other; node:http then parsed /other and the /kept after it.
    expect(asked).toEqual(['lane', 'lane', 'node', 'node']);
  });

  it('keeps a handed-off connection with node:http: later kept GETs are answered by node:http', async () => {
    const port = await withLane();
    const { answers } = await exchange(port, [GET('/other'), GET('/kept')], 2);
    expect(answers.map((a) => a.body)).toEqual(['app GET /other', 'kept!']);
    expect(asked).toEqual(['lane', 'node', 'node']);
  });

  it('leaves a request cut across two reads to node:http, which answers it whole', async () => {
    const port = await withLane();
    // The rest is sent once the server has read the first part, so the two are two reads whatever the load.
    let firstRead!: () => void;
    const read = new Promise<void>((r) => (firstRead = r));
    servers[servers.length - 1].once('connection', (socket) => socket.once('data', () => firstRead()));
    const request = GET('/kept');
    const { answers } = await exchange(port, [request.slice(0, 20), request.slice(20)], 1, () => read);
    expect(answers[0].body).toBe('kept!');
    expect(asked).toEqual(['node']);
  });

  it('leaves a request with a body, another method or anything unusual to node:http', async () => {
    const port = await withLane();
    const post = await exchange(port, ['POST /kept HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi'], 1);
    expect(post.answers[0].body).toBe('app POST /kept hi');
    const unusual = [
      'GET /kept HTTP/1.0\r\nHost: x\r\n\r\n',
      'GET /kept HTTP/1.1\r\nHost: x\r\nReferer: a\r\nReferer: b\r\n\r\n',
      'GET /kept HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\n\r\n',
      'GET /kept HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'HEAD /kept HTTP/1.1\r\nHost: x\r\n\r\n',
    ];
    for (const request of unusual) {
      asked = [];
      await exchange(port, [request], 1);
      expect(asked.filter((way) => way === 'lane')).toEqual([]);
    }
  });

  it('answers 400 through node:http for a GET without Host, as node:http alone does', async () => {
    const port = await withLane();
    const { answers } = await exchange(port, ['GET /kept HTTP/1.1\r\nReferer: x\r\n\r\n'], 1);
    expect(answers[0].head).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('lets the server close while the lane holds an idle kept-alive connection', async () => {
    const port = await withLane();
    // Idle connections are kept for two minutes, past the test's own time limit: only close() can end this one in time.
    servers[servers.length - 1].keepAliveTimeout = 120_000;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    socket.write(GET('/kept'));
    await new Promise<void>((r) => socket.once('data', () => r()));
    const ended = new Promise<void>((r) => socket.once('end', () => r()));
    const server = servers.pop()!;
    await new Promise((r) => server.close(r));
    await ended;
    expect(server.listening).toBe(false);
    socket.destroy();
  });
});

describe('readRequestHead', () => {
  it('reads a plain GET: the target, and header names lower-cased with trimmed values', () => {
    expect(readRequestHead('GET /a?b=1 HTTP/1.1\r\nHost: x\r\nIf-None-Match:  "v1" \r\nConnection: keep-alive')).toEqual({
      url: '/a?b=1',
      headers: { host: 'x', 'if-none-match': '"v1"', connection: 'keep-alive' },
    });
  });

  it.each([
    ['another method', 'POST / HTTP/1.1\r\nHost: x'],
    ['HTTP/1.0', 'GET / HTTP/1.0\r\nHost: x'],
    ['an absolute target', 'GET http://x/ HTTP/1.1\r\nHost: x'],
    ['no Host', 'GET / HTTP/1.1\r\nAccept: */*'],
    ['a body length', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0'],
    ['a transfer coding', 'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked'],
    ['Expect', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue'],
    ['Upgrade', 'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket'],
    ['Connection: close', 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close'],
    ['a duplicated header', 'GET / HTTP/1.1\r\nHost: x\r\nAccept: a\r\naccept: b'],
    ['a folded line', 'GET / HTTP/1.1\r\nHost: x\r\nAccept: a\r\n b'],
    ['a name that is not a token', 'GET / HTTP/1.1\r\nHost: x\r\nBad Name: a'],
    ['a control character in a value', 'GET / HTTP/1.1\r\nHost: x\r\nAccept: a\x01b'],
    ['a space in the target', 'GET /a b HTTP/1.1\r\nHost: x'],
  ])('leaves %s to node:http', (_, head) => {
    expect(readRequestHead(head)).toBeUndefined();
  });
});
