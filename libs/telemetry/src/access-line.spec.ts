import { context, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer, get, Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import pinoHttp from 'pino-http';
import { accessLineWriter } from './access-line';
import { httpLogOptions } from './logging';
import { metricsRegistry } from './metrics';

/** A pino destination keeping every line it is given. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** The line pino-http writes for one real request to `url` answered `status`, with the service's options. */
async function pinoHttpLine(url: string, status: number): Promise<{ line: Record<string, unknown>; received: string }> {
  let received = '';
  const { lines, stream } = capture();
  const http = pinoHttp({ ...httpLogOptions({ service: 'gateway', level: 'info' }), genReqId: () => 'req-1' }, stream);
  const server: Server = createServer((req, res) => {
    http(req, res);
    received = req.url ?? '';
    res.statusCode = status;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => get(`http://127.0.0.1:${port}${url}`, (res) => res.resume().on('end', resolve)).on('error', reject));
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  const line = lines.find((l) => l.includes('request completed'));
  if (!line) throw new Error(`pino-http wrote no access line: ${lines.join('\n')}`);
  return { line: JSON.parse(line), received };
}

describe('accessLineWriter', () => {
  it("writes pino-http's access line: the same fields and values, in the same order, apart from the time and the response time", async () => {
    // A url with characters JSON must escape (the client sends the quote escaped, the backslash as is).
    const url = '/api/remote-modules/snippet/lq_abc?x="quoted"&y=\\';
    const { line: expected, received } = await pinoHttpLine(url, 200);
    const { lines, stream } = capture();
    const logger = pino(httpLogOptions({ service: 'gateway', level: 'info' }), stream);
    accessLineWriter(logger)!({ id: 'req-1', method: 'GET', url: received, statusCode: 200, responseTime: 0.25 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    const written = JSON.parse(lines[0]);
    const comparable = (line: Record<string, unknown>) => ({ ...line, time: 'T', responseTime: 'R' });
    expect(comparable(written)).toEqual(comparable(expected));
    expect(Object.keys(written)).toEqual(Object.keys(expected));
    expect(written.responseTime).toBe(0.25);
    expect(typeof written.time).toBe('number');
    expect(Math.abs((written.time as number) - Date.now())).toBeLessThan(60_000);
  });

  it('adds the fixed extra fields before the response time', async () => {
    const { lines, stream } = capture();
    const logger = pino(httpLogOptions({ service: 'gateway', level: 'info' }), stream);
    accessLineWriter(logger, { cache: 'HIT' })!({ id: 'r', method: 'GET', url: '/a', statusCode: 304, responseTime: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    const written = JSON.parse(lines[0]);
    expect(written).toMatchObject({ res: { statusCode: 304 }, cache: 'HIT', responseTime: 1, msg: 'request completed', level: 30 });
    expect(Object.keys(written).slice(-3)).toEqual(['cache', 'responseTime', 'msg']);
  });

  it('writes nothing when the logger is above info, and follows a level changed later', async () => {
    const { lines, stream } = capture();
    const logger = pino(httpLogOptions({ service: 'gateway', level: 'warn' }), stream);
    const write = accessLineWriter(logger)!;
    write({ id: 'r1', method: 'GET', url: '/a', statusCode: 200, responseTime: 1 });
    logger.level = 'info';
    write({ id: 'r2', method: 'GET', url: '/a', statusCode: 200, responseTime: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => JSON.parse(l).req.id)).toEqual(['r2']);
  });

  it('writes the lines of one event-loop turn in one write, after the turn, in order', async () => {
    const writes: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        writes.push(String(chunk));
        done();
      },
    });
    const logger = pino(httpLogOptions({ service: 'gateway', level: 'info' }), destination);
    const write = accessLineWriter(logger)!;
    for (const id of ['a', 'b', 'c']) write({ id, method: 'GET', url: '/s', statusCode: 200, responseTime: 1 });
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(writes[0].split('\n').filter(Boolean).map((l) => JSON.parse(l).req.id)).toEqual(['a', 'b', 'c']);
    write({ id: 'd', method: 'GET', url: '/s', statusCode: 200, responseTime: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
    expect(JSON.parse(writes[1]).req.id).toBe('d');
  });

  it('writes what is pending when the process exits, through to the file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'access-line-')), 'log.txt');
    // An open descriptor, as the services' stdout is.
    const destination = pino.destination({ dest: openSync(file, 'w'), sync: false });
    const logger = pino(httpLogOptions({ service: 'gateway', level: 'info' }), destination);
    const write = accessLineWriter(logger, { cache: 'HIT' })!;
    const before = process.listeners('exit');
    write({ id: 'last', method: 'GET', url: '/s', statusCode: 200, responseTime: 1 });
    const added = process.listeners('exit').filter((listener) => !before.includes(listener));
    expect(added).toHaveLength(1);
    try {
      // What the process does on exit, synchronously: no turn of the loop follows.
      (added[0] as () => void)();
      expect(readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l).req.id)).toEqual(['last']);
    } finally {
      process.removeListener('exit', added[0]);
    }
  });

  it('carries the active trace and span ids, as the mixin does on every other line', async () => {
    const manager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(manager);
    try {
      const { lines, stream } = capture();
      const logger = pino(httpLogOptions({ service: 'gateway', level: 'info' }), stream);
      const write = accessLineWriter(logger)!;
      const span = trace.wrapSpanContext({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.SAMPLED });
      context.with(trace.setSpan(context.active(), span), () => {
        write({ id: 'r', method: 'GET', url: '/a', statusCode: 200, responseTime: 1 });
        logger.info('other');
      });
      await new Promise((resolve) => setImmediate(resolve));
      const [ours, theirs] = lines.map((l) => JSON.parse(l));
      expect(ours).toMatchObject({ trace_id: '0af7651916cd43dd8448eb211c80319c', span_id: 'b7ad6b7169203331' });
      expect(theirs).toMatchObject({ trace_id: ours.trace_id, span_id: ours.span_id });
    } finally {
      context.disable();
    }
  });

  it("meters the front door's answers, which never reach Fastify: latency as route edge-cache, and the edge-cache hit, at any log level", async () => {
    metricsRegistry.resetMetrics();
    const { stream } = capture();
    const logger = pino({ level: 'warn' }, stream);
    const write = accessLineWriter(logger, { cache: 'HIT' })!;
    write({ id: 'r1', method: 'GET', url: '/api/modules?page=1', statusCode: 200, responseTime: 0.4 });
    write({ id: 'r2', method: 'GET', url: '/api/modules?page=2', statusCode: 304, responseTime: 0.2 });
    const text = await metricsRegistry.metrics();
    expect(text).toContain('liquify_edge_cache_answers_total{result="HIT"} 2');
    expect(text).toContain('liquify_http_request_duration_seconds_count{method="GET",route="edge-cache",status_code="200"} 1');
    expect(text).toContain('liquify_http_request_duration_seconds_count{method="GET",route="edge-cache",status_code="304"} 1');
    expect(text).not.toContain('page=');
  });
});
