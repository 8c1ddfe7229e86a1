/**
 * The front door: requests a process can answer from memory (the gateway's edge cache) are answered on the
 * HTTP server itself, before Fastify parses, routes or runs a hook. Two ways in:
 *
 * - `answerThroughNode`: on node:http's request event, for every request node:http parses.
 * - The connection lane (`installConnectionLane`): on a new connection, before node:http sees it. Each chunk the
 *   connection reads is read as whole plain `GET` requests with nothing unusual about them; each one the front
 *   door answers is answered there, with bytes node:http would have sent for the same answer (status line, the
 *   answer's headers, Date, Connection, Keep-Alive). node:http's per-request objects (IncomingMessage,
 *   ServerResponse, their streams) cost more than the answer itself: a node:http server answering fixed bytes
 *   does ~33k req/s on this machine, the same server answering on the socket ~52k (the remote snippet is loaded
 *   by every storefront page view). At the first request it does not answer, or anything it does not read
 *   with certainty (another method, a body, a request cut across two reads, a duplicated or folded header,
 *   HTTP/1.0, `Connection: close`, `Expect`, `Upgrade`), the connection is handed to node:http with the bytes
 *   not yet answered, for good: node:http then parses, times out and answers everything on it as usual.
 */
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What the front door reads of a request; an IncomingMessage is one. */
export interface FrontDoorRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  socket: { encrypted?: boolean } | Socket;
}

/**
 * An answer of the front door: the status, its header lines ([name, value, ...]) and, for a 200, the body.
 * `lines` may be one list shared by many answers (e.g. a kept answer's headers): it is read, never changed, and
 * its text is assembled once per list; `own` are this answer's own lines (its request id, length), sent after.
 */
export interface FrontDoorAnswer {
  status: 200 | 304;
  lines: readonly string[];
  own?: readonly string[];
  body?: Buffer;
}

/** Answers a request from memory, or undefined to let the application have it. */
export type FrontDoor = (request: FrontDoorRequest) => FrontDoorAnswer | undefined;

/** Sends a front-door answer through node:http. */
export function writeFrontDoorAnswer(res: ServerResponse, answer: FrontDoorAnswer): void {
  res.writeHead(answer.status, answer.own?.length ? [...answer.lines, ...answer.own] : [...answer.lines]);
  res.end(answer.status === 200 ? answer.body : undefined);
}

/** node:http's request event with the front door first: true when the front door answered. */
export function answerThroughNode(frontDoor: FrontDoor, req: Parameters<FrontDoor>[0], res: ServerResponse): boolean {
  const answer = frontDoor(req);
  if (!answer) return false;
  writeFrontDoorAnswer(res, answer);
  return true;
}

/**
 * A node:http server with the front door on both ways in; what it does not answer goes to `handler`. A request
 * without a body (no Content-Length, no Transfer-Encoding: every GET) skips the readable stream's life cycle
 * (its 'data', 'end' and 'close' events): Fastify reads no body for such a request.
 */
export function createFrontDoorServer(frontDoor: FrontDoor, handler: RequestListener): Server {
  const server = createServer({ optimizeEmptyRequests: true }, (req, res) => {
    if (!answerThroughNode(frontDoor, req, res)) handler(req, res);
  });
  installConnectionLane(server, frontDoor);
  return server;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const REQUEST_LINE = /^GET (\/[\x21-\x7e]*) HTTP\/1\.1$/;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9a-z]+$/;
/** Field values node:http accepts: visible characters, spaces and tabs (no other control characters). */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** Headers that make a request one the lane does not answer itself. */
const HAND_OFF_HEADERS = new Set(['content-length', 'transfer-encoding', 'expect', 'upgrade']);
/** The largest request head the lane reads (node:http's own limit is 16 KiB). */
const MAX_HEAD_BYTES = 16 * 1024;

/**
 * A request head (without its final CRLF CRLF) as node:http would read it, or undefined when it is not a plain
 * GET the lane reads with certainty. Header names are lower-cased, as node:http gives them.
 */
export function readRequestHead(head: string): { url: string; headers: IncomingHttpHeaders } | undefined {
  const lines = head.split('\r\n');
  const requestLine = REQUEST_LINE.exec(lines[0]);
  if (!requestLine) return undefined;
  const headers: IncomingHttpHeaders = {};
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined; // no name, or a folded continuation line (starts with a space: no colon first)
    const name = line.slice(0, colon).toLowerCase();
    if (!TOKEN.test(name) || HAND_OFF_HEADERS.has(name) || name in headers) return undefined;
    const value = line.slice(colon + 1).trim();
    if (!FIELD_VALUE.test(value)) return undefined;
    headers[name] = value;
  }
  if (!headers.host) return undefined; // HTTP/1.1 requires it: node:http answers 400
  const connection = headers.connection?.toLowerCase();
  if (connection !== undefined && connection !== 'keep-alive') return undefined;
  return { url: requestLine[1], headers };
}

/** The Date header's value, made once a second as node:http does. */
let dateSecond = -1;
let dateValue = '';
function httpDate(now = Date.now()): string {
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateValue = new Date(second * 1000).toUTCString();
  }
  return dateValue;
}

const STATUS_LINE: Record<FrontDoorAnswer['status'], string> = { 200: 'HTTP/1.1 200 OK\r\n', 304: 'HTTP/1.1 304 Not Modified\r\n' };

/** Header lines as they go on the wire, `name: value` CRLF each. */
function linesText(lines: readonly string[]): string {
  let text = '';
  for (let i = 0; i + 1 < lines.length; i += 2) text += `${lines[i]}: ${lines[i + 1]}\r\n`;
  return text;
}

/** The text of each shared list of header lines, assembled once (a kept answer's lines serve every delivery of it). */
const sharedLinesText = new WeakMap<readonly string[], string>();

/**
 * The answer's head as node:http writes it for `writeHead(status, [...lines, ...own])` on a kept-alive
 * connection (status line, header lines, Date, Connection, Keep-Alive, the blank line); sent as latin1, as
 * node:http sends header strings.
 */
export function answerHead(answer: FrontDoorAnswer, keepAliveTimeoutMs: number, now?: number): string {
  let shared = sharedLinesText.get(answer.lines);
  if (shared === undefined) sharedLinesText.set(answer.lines, (shared = linesText(answer.lines)));
  let head = STATUS_LINE[answer.status] + shared;
  if (answer.own) head += linesText(answer.own);
  head += `Date: ${httpDate(now)}\r\nConnection: keep-alive\r\n`;
  if (keepAliveTimeoutMs > 0) head += `Keep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}\r\n`;
  return head + '\r\n';
}

/**
 * Writes answers on a socket: each head (a string, written into the socket's own write request as latin1) then
 * its body (the kept buffer itself, never copied), all in one vectored write. Answers whether the socket's
 * buffer is below its high-water mark (false: wait for 'drain').
 */
function writeAnswers(socket: Socket, answers: FrontDoorAnswer[], keepAliveTimeoutMs: number): boolean {
  socket.cork();
  let drained = true;
  for (const answer of answers) {
    drained = socket.write(answerHead(answer, keepAliveTimeoutMs), 'latin1');
    if (answer.status === 200 && answer.body?.length) drained = socket.write(answer.body);
  }
  socket.uncork();
  return drained;
}

/**
 * Puts the connection lane in front of node:http on `server` (see the top of this file). Connections the lane
 * still holds are ended when the server closes: the lane answers each request as it reads it, so it holds
 * only idle ones.
 */
export function installConnectionLane(server: Server, frontDoor: FrontDoor): void {
  const nodeListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  if (nodeListeners.length !== 1) throw new Error(`the connection lane expects node:http's one connection listener, found ${nodeListeners.length}`);
  const [handToNode] = nodeListeners;
  server.removeListener('connection', handToNode);
  const held = new Set<Socket>();

  server.on('connection', (socket: Socket) => {
    // A per-connection request limit is node:http's to count.
    if ((server.maxRequestsPerSocket ?? 0) > 0) {
      handToNode.call(server, socket);
      return;
    }
    held.add(socket);
    const idle = () => socket.destroy();
    const timeoutMs = () => server.keepAliveTimeout || 5000;
    const onError = () => socket.destroy();
    const handOff = (rest: Buffer) => {
      held.delete(socket);
      socket.removeListener('data', onData);
      socket.removeListener('error', onError);
      socket.removeListener('timeout', idle);
      socket.removeListener('close', forget);
      socket.setTimeout(0);
      // Paused, the bytes put back wait in the stream's buffer (flowing, they would be emitted at once, to
      // nobody) until node:http listens; resuming then hands them to its parser ahead of anything read later.
      socket.pause();
      if (rest.length) socket.unshift(rest);
      handToNode.call(server, socket);
      socket.resume();
    };
    const forget = () => held.delete(socket);
    // A connection mostly repeats one request head (a storefront's browser loading the same snippet, a load
    // generator): the last head read is kept with what was read of it, and the same bytes are not read again.
    // Its headers are frozen: the front door reads them, and they serve every request of those bytes.
    let lastHead: Buffer | undefined;
    let lastRead: ReturnType<typeof readRequestHead>;
    const readHead = (chunk: Buffer, from: number, to: number) => {
      if (lastHead !== undefined && lastHead.length === to - from && chunk.compare(lastHead, 0, lastHead.length, from, to) === 0) return lastRead;
      const read = readRequestHead(chunk.toString('latin1', from, to));
      if (read) {
        Object.freeze(read.headers);
        lastHead = Buffer.from(chunk.subarray(from, to));
        lastRead = read;
      }
      return read;
    };
    const onData = (chunk: Buffer) => {
      const answers: FrontDoorAnswer[] = [];
      let offset = 0;
      while (offset < chunk.length) {
        const end = chunk.indexOf(HEAD_END, offset);
        const request = end > offset && end - offset <= MAX_HEAD_BYTES ? readHead(chunk, offset, end) : undefined;
        const answer = request ? frontDoor({ method: 'GET', url: request.url, headers: request.headers, socket }) : undefined;
        if (!answer) break;
        answers.push(answer);
        offset = end + HEAD_END.length;
      }
      // What was answered goes out before node:http answers anything after it on this connection.
      let drained = true;
      if (answers.length) drained = writeAnswers(socket, answers, server.keepAliveTimeout);
      if (offset < chunk.length) {
        handOff(chunk.subarray(offset));
        return;
      }
      socket.setTimeout(timeoutMs());
      if (!drained) {
        // A client that does not read its answers is not read either until it does.
        socket.pause();
        socket.once('drain', () => socket.resume());
      }
    };
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', forget);
    socket.on('timeout', idle);
    socket.setNoDelay(true);
    socket.setTimeout(timeoutMs());
  });

  // node:http ends its idle connections on close(); the lane's are idle between chunks.
  const close = server.close.bind(server);
  server.close = ((callback?: (err?: Error) => void) => {
    for (const socket of held) socket.end();
    held.clear();
    return close(callback);
  }) as Server['close'];
  const closeAll = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    for (const socket of held) socket.destroy();
    held.clear();
    closeAll();
  };
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    for (const socket of held) socket.end();
    held.clear();
    closeIdle();
  };
}
