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

/** An answer of the front door: the status, its header lines ([name, value, ...]) and, for a 200, the body. */
export interface FrontDoorAnswer {
  status: 200 | 304;
  lines: string[];
  body?: Buffer;
}

/** Answers a request from memory, or undefined to let the application have it. */
export type FrontDoor = (request: FrontDoorRequest) => FrontDoorAnswer | undefined;

/** Sends a front-door answer through node:http. */
export function writeFrontDoorAnswer(res: ServerResponse, answer: FrontDoorAnswer): void {
  res.writeHead(answer.status, answer.lines);
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

/** The answer's bytes as node:http writes them for `writeHead(status, lines)` on a kept-alive connection. */
export function answerBytes(answer: FrontDoorAnswer, keepAliveTimeoutMs: number, now?: number): Buffer {
  let head = STATUS_LINE[answer.status];
  for (let i = 0; i + 1 < answer.lines.length; i += 2) head += `${answer.lines[i]}: ${answer.lines[i + 1]}\r\n`;
  head += `Date: ${httpDate(now)}\r\nConnection: keep-alive\r\n`;
  if (keepAliveTimeoutMs > 0) head += `Keep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}\r\n`;
  head += '\r\n';
  const body = answer.status === 200 ? answer.body : undefined;
  return body && body.length ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');
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
    const onData = (chunk: Buffer) => {
      const answers: Buffer[] = [];
      let offset = 0;
      while (offset < chunk.length) {
        const end = chunk.indexOf(HEAD_END, offset);
        const request = end > offset && end - offset <= MAX_HEAD_BYTES ? readRequestHead(chunk.toString('latin1', offset, end)) : undefined;
        const answer = request ? frontDoor({ method: 'GET', url: request.url, headers: request.headers, socket }) : undefined;
        if (!answer) break;
        answers.push(answerBytes(answer, server.keepAliveTimeout));
        offset = end + HEAD_END.length;
      }
      // What was answered goes out before node:http answers anything after it on this connection.
      let drained = true;
      if (answers.length) drained = socket.write(answers.length === 1 ? answers[0] : Buffer.concat(answers));
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
